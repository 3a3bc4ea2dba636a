/**
 * /payment/{code} and /deposit/{code}: a payment request by its token (a guest's share, or an amount
 * confirmed on /pay): the booking's summary, the amount and the card page. The deposit page first
 * fires the deposit check call (its answer is not used, as the spec says).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentApi } from '../../api-client/payments.ts';
import { serverNotice } from '../../ui/payments/messages.ts';
import { PaymentNotice } from '../../ui/payments/PaymentNotice.tsx';
import { Loading } from '../components/AccountPage.tsx';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { loadFailure, PaymentArea } from '../components/PaymentArea.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';

export function PaymentRequestPage({ api, code, checkFirst = false }: { api: PaymentApi; code: string; checkFirst?: boolean }) {
  const { t } = useTranslation();
  // The deposit page fires the deposit check call first; its answer is not used, nor its failure.
  const request = useQuery({
    queryKey: ['deposit', 'request', code, checkFirst],
    queryFn: async () => {
      if (checkFirst) await api.depositStatus(code).catch(() => undefined);
      return api.depositRequest(code);
    },
  });
  // Paid here: the outcome stays on screen (the request is then completed).
  const [paid, setPaid] = useState(false);

  const data = request.data;
  if (!data) return request.isError ? <PaymentNotice message={loadFailure(request.error)} /> : <Loading />;
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
