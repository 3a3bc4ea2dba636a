/** The society pages (§2.5), one chunk: the dashboard (/society), a society's own page (/society/{id}), the QR join page, the app's club page, the contract. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AppLogin } from '../AppDashboardPage.tsx';
import { SocietyDashboard } from './SocietyDashboard.tsx';
import { SocietyPortalPage } from './SocietyPortalPage.tsx';

export { SocietyContractRoute } from './ContractPage.tsx';
export { SocietyQrPage } from './SocietyQrPage.tsx';

/** /society and /society/{id} share the route table's page. */
export function SocietyRoute() {
  const { id } = useParams();
  return id === undefined ? <SocietyDashboard /> : <SocietyPortalPage />;
}

/** /clubsoc/{userid}/{address?}: the app's user logged in by their id, then their society. The address is not needed. */
export function ClubSocPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  return (
    <AppLogin appUserId={userId} title={t('account:site.routes.clubsoc')}>
      <SocietyDashboard appUserId={userId} />
    </AppLogin>
  );
}
