import { useTranslation } from 'react-i18next';
import type { PaymentMessage } from './messages.ts';

/**
 * A payment message in a live region that is always in the page (so a message added later is
 * announced): errors as an alert, the rest as a status.
 */
export function PaymentNotice({ message, params }: { message: PaymentMessage | null | undefined; params?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const text = message ? (message.key ? t(message.key, params) : (message.text ?? '')) : '';
  const error = message?.level === 'error';
  return (
    <>
      <div role="alert" className="covers-payment-live">
        {error && text ? <p className="covers-notice covers-notice--error covers-payment-message">{text}</p> : null}
      </div>
      <div role="status" className="covers-payment-live">
        {!error && text ? <p className={`covers-notice covers-notice--${message?.level === 'success' ? 'success' : 'info'} covers-payment-message`}>{text}</p> : null}
      </div>
    </>
  );
}
