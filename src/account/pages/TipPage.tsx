import { useTranslation } from 'react-i18next';
import { AccountPage } from '../components/AccountPage.tsx';

/** /tip/{site_code?}: tipping is disabled (§8), and the page says why. */
export function TipPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account:site.routes.tip')}>
      <p>{t('account:tips.disabled')}</p>
    </AccountPage>
  );
}
