/**
 * The payment-by-code routes (§2.4, §7.4), loaded together when one of them opens: the pages read
 * their code from the path; a code that cannot be one is the not-found page.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AccountPage } from '../components/AccountPage.tsx';
import { useApi, useSite } from '../site/SiteContext.tsx';
import { PaymentApi } from '../../api-client/payments.ts';
import { LeaveDetails } from './LeaveDetailsDialog.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PayByCodePage } from './PayByCodePage.tsx';
import { PayDepositPage } from './PayDepositPage.tsx';
import { PaymentCheckPage } from './PaymentCheckPage.tsx';
import { PaymentRequestPage } from './PaymentRequestPage.tsx';

const CODE = /^[A-Za-z0-9_-]{1,100}$/;

function useCode(): string | undefined {
  const { code } = useParams();
  return code !== undefined && CODE.test(code) ? code : undefined;
}

export function PayRoute() {
  const { t } = useTranslation();
  const payments = useApi(PaymentApi);
  return (
    <AccountPage title={t('payments:request.heading')}>
      <PayByCodePage api={payments} />
    </AccountPage>
  );
}

export function BarRoute() {
  const { t } = useTranslation();
  const { bar } = useSite();
  const payments = useApi(PaymentApi);
  if (!bar) return <NotFoundPage />;
  return (
    <AccountPage title={t('payments:page.barHeading', { venue: bar.name })}>
      {bar.closed && <LeaveDetails bar={bar} />}
      <PayByCodePage api={payments} bar={bar} />
    </AccountPage>
  );
}

export function PayDepositRoute() {
  const { t } = useTranslation();
  const payments = useApi(PaymentApi);
  const code = useCode();
  if (!code) return <NotFoundPage />;
  return (
    <AccountPage title={t('payments:deposit.heading')}>
      <PayDepositPage api={payments} code={code} />
    </AccountPage>
  );
}

/** /payment/{code} and /deposit/{code} (the latter after the deposit check call). */
export function PaymentRequestRoute({ checkFirst }: { checkFirst: boolean }) {
  const { t } = useTranslation();
  const payments = useApi(PaymentApi);
  const code = useCode();
  if (!code) return <NotFoundPage />;
  return (
    <AccountPage title={t('payments:request.heading')}>
      <PaymentRequestPage api={payments} code={code} checkFirst={checkFirst} />
    </AccountPage>
  );
}

export function PaymentCheckRoute() {
  const { t } = useTranslation();
  const payments = useApi(PaymentApi);
  const code = useCode();
  if (!code) return <NotFoundPage />;
  return (
    <AccountPage title={t('payments:page.checkHeading')}>
      <PaymentCheckPage api={payments} code={code} />
    </AccountPage>
  );
}
