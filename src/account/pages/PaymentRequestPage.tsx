/**
 * /payment/{code} and /deposit/{code}: a payment request by its token (a guest's share, or an amount
 * confirmed on /pay): the booking's summary, the amount and the card page. The deposit page first
 * fires the deposit check call (its answer is not used, as the spec says).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentApi } from '../../api-client/payments.ts';
import { failureMessage, serverNotice, type PaymentMessage } from '../../ui/payments/messages.ts';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import type { DepositRequestData } from '../../api-client/payment-types.ts';
import { Loading } from '../components/AccountPage.tsx';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { PaymentArea } from '../components/PaymentArea.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';

export function PaymentRequestPage({ api, code, checkFirst = false }: { api: PaymentApi; code: string; checkFirst?: boolean }) {
  const { t } = useTranslation();
  const [data, setData] = useState<DepositRequestData | null>(null);
  const [failed, setFailed] = useState<PaymentMessage | null>(null);
  // Paid here: the outcome stays on screen (the request is then completed).
  const [paid, setPaid] = useState(false);

  useEffect(() => {
    const load = () =>
      api.depositRequest(code).then(setData, (error: unknown) => setFailed((error as { status?: number }).status === 404 ? { level: 'error', key: 'payments:page.notFound' } : failureMessage(error)));
    if (checkFirst) void api.depositStatus(code).catch(() => undefined).then(load);
    else void load();
  }, [api, code, checkFirst]);

  if (failed) return <PaymentNotice message={failed} />;
  if (!data) return <Loading />;
  return (
    <div className="covers-payment-request">
      <BookingSummary booking={data.booking} />
      {data.completed && !paid ? <ResultBanner outcome="success" /> : null}
      {!data.completed && !data.can_pay ? <PaymentNotice message={serverNotice(data.message)} /> : null}
      {paid || (!data.completed && data.can_pay) ? (
        <>
          {data.fail.length > 0 ? <p className="covers-hint">{t('payments:page.earlierFailed')}</p> : null}
          <PaymentArea
            api={api}
            amountPence={data.amount}
            openCard={() => api.createRequest(code, { deposit_request_token: code })}
            payer={async () => ({ deposit_request_token: code })}
            onPaid={() => setPaid(true)}
          />
        </>
      ) : null}
    </div>
  );
}
