/**
 * /pay-deposit/{code}: a booking's deposit payment page (account spec §2.4), keyed by the booking's
 * payment token: the booking's summary, Pay Deposit and Pay Balance with their amounts, then the
 * card page (or a wallet) for the one chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPence } from '../../engine/money/money.ts';
import type { PaymentApi } from '../../api-client/payments.ts';
import { serverNotice } from '../../ui/payments/messages.ts';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import { Loading } from '../components/AccountPage.tsx';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { loadFailure, PaymentArea } from '../components/PaymentArea.tsx';

export function PayDepositPage({ api, code }: { api: PaymentApi; code: string }) {
  const { t } = useTranslation();
  const manage = useQuery({ queryKey: ['deposit', 'manage', code], queryFn: () => api.manage(code) });
  const [option, setOption] = useState<{ type: 'deposit' | 'balance'; amount: number } | null>(null);

  // After paying: the booking as it is now (its balances), the outcome staying on screen.
  const refresh = () => void manage.refetch();

  const data = manage.data;
  if (!data) return manage.isError ? <PaymentNotice message={loadFailure(manage.error)} /> : <Loading />;
  const options = data.payment_options.filter((o) => o.amount > 0);
  return (
    <div className="covers-pay-deposit">
      <BookingSummary booking={data} />
      {!data.can_pay && !option ? <PaymentNotice message={serverNotice(data.message)} /> : null}
      {data.can_pay && !option ? (
        <div className="covers-pay-options">
          {options.map((o) => (
            <button key={o.type} type="button" className="covers-button covers-pay-option" onClick={() => setOption(o)}>
              {t(o.type === 'deposit' ? 'payments:buttons.payDepositAmount' : 'payments:buttons.payBalanceAmount', { amount: formatPence(o.amount) })}
            </button>
          ))}
        </div>
      ) : null}
      {option ? (
        <PaymentArea
          api={api}
          amountPence={option.amount}
          openCard={() => api.createRequest(code, { payment_type: option.type })}
          payer={async () => ({ token: code })}
          onPaid={refresh}
        />
      ) : null}
    </div>
  );
}
