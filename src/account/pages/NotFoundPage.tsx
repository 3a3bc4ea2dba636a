import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/AccountPage.tsx';
import { SiteLinks } from '../components/SiteLinks.tsx';

/** Any path outside the route table (the server answers it 404): 'Oops! That page doesn't seem to exist!' */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('errors:notFound')}>
      <SiteLinks />
    </AccountPage>
  );
}
