/**
 * The booking page's Payment tab (§2.3, §4): 'You've paid!' when nothing is left to pay; else the lead
 * booker's total balance, (per-person balance + per-person deposit) × people, and the payments the
 * server offers on the booking's payment token, through the card page. /pay/deposit and /pay/balance
 * open that payment at once. A guest on the booking (not its lead booker) pays their own share here.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKey, ManagedBooking } from '../../../api-client/bookings.ts';
import { formatPence } from '../../../engine/money/money.ts';
import { PaymentNotice } from '../../../ui/payments/PaymentNotice.tsx';
import { Loading } from '../../components/AccountPage.tsx';
import { GuestSharePayment } from '../../components/GuestSharePayment.tsx';
import { loadFailure } from '../../components/PaymentArea.tsx';
import { PaymentChoice, paymentStateQuery } from '../../components/PaymentChoice.tsx';
import { ResultBanner } from '../../components/ResultBanner.tsx';
import { bookingQueryKey } from '../../site/queries.ts';
import { useApi } from '../../site/SiteContext.tsx';
import { PaymentApi } from '../../../api-client/payments.ts';

export interface PaymentTabProps {
  booking: ManagedBooking;
  bookingKey: BookingKey;
  initial?: 'deposit' | 'balance' | undefined;
}

export function PaymentTab({ booking, bookingKey, initial }: PaymentTabProps) {
  const { t } = useTranslation();
  const payments = useApi(PaymentApi);
  const queries = useQueryClient();
  const [justPaid, setJustPaid] = useState(false);
  // The payment a /pay/… link asked for, as the tab first opened: the page renders again before the payment
  // state arrives, and the link's wish is given only once (booking-tabs.ts).
  const [asked] = useState(initial);
  // A guest (not the lead booker) pays their own share, not the booking by its payment token.
  const guest = booking.guest;
  const state = useQuery({ ...paymentStateQuery(payments, booking.payment_token), enabled: !booking.is_paid && !guest });

  // The booking's figures above the payment come from when the page was opened; guests may have paid since.
  // Read them again as the tab opens, so the total beside the payment is as fresh as the payment's amount.
  const queryKey = bookingQueryKey(bookingKey);
  const [kind, value] = queryKey.slice(1);
  useEffect(() => {
    void queries.invalidateQueries({ queryKey: ['booking', kind, value] });
  }, [queries, kind, value]);

  const paid = () => {
    setJustPaid(true);
    void state.refetch();
    void queries.invalidateQueries({ queryKey });
  };

  if (guest)
    return (
      <div className="covers-booking-payment">
        <GuestSharePayment bookingId={booking.id} guestId={guest.id} share={guest.share} onPaid={() => void queries.invalidateQueries({ queryKey })} />
      </div>
    );
  if (booking.is_paid)
    return (
      <div className="covers-booking-payment">
        {justPaid ? <ResultBanner outcome="success" /> : null}
        <p className="covers-paid" role="status">
          {t('payments:results.paid')}
        </p>
      </div>
    );
  return (
    <div className="covers-booking-payment">
      {booking.admin ? <p className="covers-booking-total">{t('account:booking.totalBalance', { amount: formatPence(booking.total_balance) })}</p> : null}
      {state.data ? (
        <PaymentChoice api={payments} code={booking.payment_token} data={state.data} initial={asked} onPaid={paid} />
      ) : state.isError ? (
        <PaymentNotice message={loadFailure(state.error)} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
