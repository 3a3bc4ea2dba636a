/**
 * /payment/check/{code}: the payment verify screen for an order (widget spec §2, §4): it asks every
 * 2 s whether the gateway has answered, at most 10 times, then says 'Request timed out - Please try
 * again later.'. The answer is shown as the payment pages show it, with Try Again after a failure.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemClock } from '../../engine/clock/clock.ts';
import type { PaymentApi } from '../../api-client/payments.ts';
import { resultMessage } from '../../ui/payments/messages.ts';
import { PaymentVerifier } from '../../ui/payments/verify.ts';
import { BookingSummary } from '../components/BookingSummary.tsx';
import { ResultBanner } from '../components/ResultBanner.tsx';

export const PaymentCheckPage = observer(function PaymentCheckPage({ api, code }: { api: PaymentApi; code: string }) {
  const { t } = useTranslation();
  const [verifier] = useState(() => new PaymentVerifier({ clock: systemClock, check: (id) => api.check(id) }));
  useEffect(() => {
    verifier.start(code);
    return () => verifier.stop();
  }, [verifier, code]);

  const { phase, result } = verifier;
  return (
    <div className="covers-payment-check">
      {result?.booking ? <BookingSummary booking={result.booking} /> : null}
      {phase === 'verifying' || phase === 'idle' ? (
        <p role="status" aria-busy="true" className="covers-payment-status">
          <span className="covers-spinner" aria-hidden="true" />
          {t('payments:verifying')}
        </p>
      ) : null}
      {phase === 'answered' && result ? <ResultBanner outcome={result.success ? 'success' : 'failure'} reason={resultMessage(result, 'page')} /> : null}
      {phase === 'timedOut' ? <ResultBanner outcome="failure" reason={{ level: 'error', key: 'payments:errors.timedOut' }} /> : null}
    </div>
  );
});
