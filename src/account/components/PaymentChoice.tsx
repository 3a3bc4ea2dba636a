/**
 * A booking's payment by its payment token: Pay Deposit and Pay Balance with the amounts the server
 * offers (what it will charge), then the card page (or a wallet) for the one chosen; why nothing can
 * be paid when nothing can. The deposit payment page and the booking page's Payment tab both use it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentApi } from '../../api-client/payments.ts';
import type { ManageData } from '../../api-client/payment-types.ts';
import { formatPence } from '../../engine/money/money.ts';
import { serverNotice } from '../../ui/payments/messages.ts';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import { PaymentArea } from './PaymentArea.tsx';

type PaymentType = 'deposit' | 'balance';

/** What can be paid on a booking by its payment token (GET rest/deposit/manage), as a query. */
export function paymentStateQuery(api: PaymentApi, code: string) {
  return { queryKey: ['deposit', 'manage', code], queryFn: () => api.manage(code) };
}

export interface PaymentChoiceProps {
  api: PaymentApi;
  /** The booking's payment token. */
  code: string;
  data: ManageData;
  /** Open this payment at once, when it is offered (a link straight to paying). */
  initial?: PaymentType | undefined;
  onPaid(): void;
}

export function PaymentChoice({ api, code, data, initial, onPaid }: PaymentChoiceProps) {
  const { t } = useTranslation();
  const options = data.payment_options.filter((o) => o.amount > 0);
  const [option, setOption] = useState<{ type: PaymentType; amount: number } | null>(() => (data.can_pay && options.find((o) => o.type === initial)) || null);
  if (option)
    return (
      <PaymentArea
        api={api}
        amountPence={option.amount}
        openCard={() => api.createRequest(code, { payment_type: option.type })}
        payer={async () => ({ token: code })}
        onPaid={onPaid}
      />
    );
  if (!data.can_pay) return <PaymentNotice message={serverNotice(data.message)} />;
  return (
    <div className="covers-pay-options">
      {options.map((o) => (
        <button key={o.type} type="button" className="covers-button covers-pay-option" onClick={() => setOption(o)}>
          {t(o.type === 'deposit' ? 'payments:buttons.payDepositAmount' : 'payments:buttons.payBalanceAmount', { amount: formatPence(o.amount) })}
        </button>
      ))}
    </div>
  );
}
