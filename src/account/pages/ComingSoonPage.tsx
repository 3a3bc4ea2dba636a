import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/AccountPage.tsx';
import { SiteLinks } from '../components/SiteLinks.tsx';

/** A route of the spec's table that later work builds: the site says so, and where to go instead. */
export function ComingSoonPage({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t(`account:site.routes.${page}`)}>
      <p>{t('account:site.comingSoon')}</p>
      <p>{t('account:site.comingSoonHint')}</p>
      <SiteLinks pay />
    </AccountPage>
  );
}
