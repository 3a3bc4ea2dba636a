import { useTranslation } from 'react-i18next';
import type { BrandDefinition } from '../engine/i18n/index.ts';
import type { PaymentApi } from '../api-client/payments.ts';
import { AccountPage } from './components/AccountPage.tsx';
import { PayByCodePage, type PageBar } from './pages/PayByCodePage.tsx';
import { PayDepositPage } from './pages/PayDepositPage.tsx';
import { PaymentCheckPage } from './pages/PaymentCheckPage.tsx';
import { PaymentRequestPage } from './pages/PaymentRequestPage.tsx';
import type { AccountRoute } from './routes.ts';

export interface AccountAppProps {
  route: AccountRoute;
  api: PaymentApi;
  brand: BrandDefinition;
  /** The bar of a /bar/{slug} page, as the server found it. */
  bar: PageBar | null;
}

/** The account site's pages by route (only the payment pages exist so far). */
export function AccountApp({ route, api, brand, bar }: AccountAppProps) {
  const { t } = useTranslation();
  switch (route.page) {
    case 'pay':
      return (
        <AccountPage brand={brand} title={t('payments:request.heading')}>
          <PayByCodePage api={api} />
        </AccountPage>
      );
    case 'bar':
      if (!bar) break;
      return (
        <AccountPage brand={brand} title={t('payments:page.barHeading', { venue: bar.name })}>
          <PayByCodePage api={api} bar={bar} />
        </AccountPage>
      );
    case 'payDeposit':
      return (
        <AccountPage brand={brand} title={t('payments:deposit.heading')}>
          <PayDepositPage api={api} code={route.code} />
        </AccountPage>
      );
    case 'payment':
    case 'deposit':
      return (
        <AccountPage brand={brand} title={t('payments:request.heading')}>
          <PaymentRequestPage api={api} code={route.code} checkFirst={route.page === 'deposit'} />
        </AccountPage>
      );
    case 'paymentCheck':
      return (
        <AccountPage brand={brand} title={t('payments:page.checkHeading')}>
          <PaymentCheckPage api={api} code={route.code} />
        </AccountPage>
      );
    case 'notFound':
      break;
  }
  return (
    <AccountPage brand={brand} title={t('errors:notFound')}>
      <p>
        <a href={brand.links.site}>{t('common:links.site')}</a>
      </p>
    </AccountPage>
  );
}
