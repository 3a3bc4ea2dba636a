/**
 * A guest paying their own share (spec §2.3, §4): what is left of it, Pay Deposit and Pay Balance with
 * the amounts the server offers, then a payment request for that amount (create-guest-deposit, by the
 * guest's page code or their login) paid on the card page. The guest's page and the booking page's
 * Payment tab for a guest both use it.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestApi, type GuestShare } from '../../api-client/guests.ts';
import { formatPence } from '../../engine/money/money.ts';
import { useApi } from '../site/SiteContext.tsx';
import { PaymentApi } from '../../api-client/payments.ts';
import { errorMessage, FormMessage } from './forms.tsx';
import { PaymentArea } from './PaymentArea.tsx';

export interface GuestSharePaymentProps {
  bookingId: number;
  guestId: number;
  share: GuestShare;
  /** The guest's page code: how the guest's page proves it is theirs (the booking page has the login). */
  guestCode?: string | undefined;
  /** A cancelled booking: no payment, only what goes back to the guest's card. */
  cancelled?: boolean | undefined;
  /** After a payment, or a refusal that says the share changed under the page: its figures are reloaded. */
  onPaid(): void;
}

export function GuestSharePayment({ bookingId, guestId, share, guestCode, cancelled = false, onPaid }: GuestSharePaymentProps) {
  const { t } = useTranslation();
  const guests = useApi(GuestApi);
  const payments = useApi(PaymentApi);
  const [paid, setPaid] = useState(false);
  const request = useMutation({
    mutationFn: (amount: number) => guests.shareRequest(bookingId, guestId, { amount, ...(guestCode ? { guest_code: guestCode } : {}) }),
    // Refused because the share was paid (or is being paid) meanwhile: the page shows what is owed now, with the reason.
    onError: onPaid,
  });

  // A cancelled booking's guest who paid nothing has nothing to be told here (the page says it is cancelled).
  if (cancelled && share.refund_due === 0 && share.refunded === 0) return null;
  const refusal = request.isError ? <FormMessage kind="error">{errorMessage(request.error, t('errors:generic'))}</FormMessage> : null;
  let body;
  if (cancelled) body = null;
  else if (request.data) {
    const token = request.data.token;
    body = (
      <PaymentArea
        api={payments}
        amountPence={request.data.amount}
        openCard={() => payments.createRequest(token, { deposit_request_token: token })}
        payer={async () => ({ deposit_request_token: token })}
        onPaid={() => {
          setPaid(true);
          onPaid();
        }}
      />
    );
  } else if (share.payment_options.length === 0) {
    body = paid ? null : (
      <>
        {refusal}
        <p className="covers-paid" role="status">
          {t('account:guestJoin.sharePaid')}
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('account:guestJoin.shareOwed', { amount: formatPence(share.payable) })}</p>
        {refusal}
        <div className="covers-pay-options">
          {share.payment_options.map((o) => (
            <button key={o.type} type="button" className="covers-button covers-pay-option" disabled={request.isPending} onClick={() => request.mutate(o.amount)}>
              {t(o.type === 'deposit' ? 'payments:buttons.payDepositAmount' : 'payments:buttons.payBalanceAmount', { amount: formatPence(o.amount) })}
            </button>
          ))}
        </div>
      </>
    );
  }
  return (
    <section className="covers-guest-share" aria-labelledby={`guest-share-${guestId}`}>
      <h2 id={`guest-share-${guestId}`}>{t('account:guestJoin.yourShare')}</h2>
      {body}
      {share.refund_due > 0 ? <p className="covers-notice covers-notice--info">{t('account:guestJoin.refundDue', { amount: formatPence(share.refund_due) })}</p> : null}
      {share.refunded > 0 ? <p>{t('account:guestJoin.refunded', { amount: formatPence(share.refunded) })}</p> : null}
    </section>
  );
}
