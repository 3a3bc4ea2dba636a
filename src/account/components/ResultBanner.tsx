import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMessage } from '../../ui/payments/messages.ts';

/**
 * The payment pages' outcome (account spec §2.4): 'Payment has been made', or 'Sorry, we were unable
 * to take your payment' with the reason and a Try Again button that reloads the page. When no answer
 * came in time, nothing is known to have failed: the timeout is said as it is, with Try Again. It
 * takes the focus when it appears, so a keyboard or screen-reader user is told at once.
 */
export function ResultBanner({ outcome: given, reason }: { outcome: 'success' | 'failure'; reason?: PaymentMessage | null }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = reason && (reason.key ? t(reason.key) : reason.text);
  const timedOut = given === 'failure' && (reason?.key === 'payments:errors.timedOut' || reason?.key === 'payments:results.timeout');
  const outcome = timedOut ? 'timeout' : given;
  const own = outcome === 'success' ? 'payments:results.success' : timedOut ? reason!.key! : 'payments:results.failure';
  return (
    <section className={`covers-result covers-result--${outcome}`} aria-labelledby="covers-result-heading">
      <h2 id="covers-result-heading" ref={heading} tabIndex={-1} className="covers-result__heading">
        {t(own)}
      </h2>
      {text && reason?.key !== own ? <p className="covers-result__reason">{text}</p> : null}
      {outcome !== 'success' ? (
        <button type="button" className="covers-button" onClick={() => location.reload()}>
          {t('common:actions.tryAgain')}
        </button>
      ) : null}
    </section>
  );
}
