import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountPage } from '../components/AccountPage.tsx';
import { useMe } from '../site/queries.ts';
import { useSite } from '../site/SiteContext.tsx';

/** / (login required): the customer's dashboard, 'My Bookings', with 'Make New Booking' (§2.3). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { path } = useSite();
  const me = useMe().data;
  return (
    <AccountPage title={t('account:myBookings.heading')}>
      {me && <p>{t('account:site.loggedInAs', { email: me.email })}</p>}
      <p>
        <Link className="covers-button" to={path('/new-booking')}>
          {t('account:myBookings.makeNewBooking')}
        </Link>
      </p>
    </AccountPage>
  );
}
