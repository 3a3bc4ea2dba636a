/**
 * /pay-deposit/{code}: a booking's deposit payment page (account spec §2.4), keyed by the booking's
 * payment token: the booking's summary, Pay Deposit and Pay Balance with their amounts, then the
 * card page (or a wallet) for the one chosen.
 */
import { useQuery } from '@tanstack/react-query';
import type { PaymentApi } from '../../api-client/payments.ts';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import { Loading } from '../components/AccountPage.tsx';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { loadFailure } from '../components/PaymentArea.tsx';
import { PaymentChoice, paymentStateQuery } from '../components/PaymentChoice.tsx';

export function PayDepositPage({ api, code }: { api: PaymentApi; code: string }) {
  const manage = useQuery(paymentStateQuery(api, code));
  const data = manage.data;
  if (!data) return manage.isError ? <PaymentNotice message={loadFailure(manage.error)} /> : <Loading />;
  return (
    <div className="covers-pay-deposit">
      <BookingSummary booking={data} />
      {/* After paying: the booking as it is now (its balances), the outcome staying on screen. */}
      <PaymentChoice api={api} code={code} data={data} onPaid={() => void manage.refetch()} />
    </div>
  );
}
