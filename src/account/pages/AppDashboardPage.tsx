/**
 * /app/{app_user_id} (§2.1): the dashboard the group's app opens for its user. The page logs the app's
 * user in by their id (customers/authenticate-app-customer) before anything else, so what follows is
 * theirs; an id that is no one's shows the server's message and nothing of whoever was logged in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AccountPage, Loading } from '../components/AccountPage.tsx';
import { FormMessage, errorMessage } from '../components/forms.tsx';
import { switchedCustomer } from '../site/queries.ts';
import { useSite } from '../site/SiteContext.tsx';
import { DashboardPage } from './DashboardPage.tsx';

/** The query of an app user's login: one per id and page load (each starts a session). */
export const appLoginKey = (appUserId: string) => ['app-login', appUserId] as const;

/** Logs the app's user in once; `children` show only once they are. */
export function AppLogin({ appUserId, title, children }: { appUserId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const queries = useQueryClient();
  const key = appLoginKey(appUserId);
  const login = useQuery({
    queryKey: key,
    queryFn: async () => {
      const customer = await accounts.appLogin(appUserId);
      switchedCustomer(queries, customer, key);
      return customer;
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (login.isSuccess) return <>{children}</>;
  return (
    <AccountPage title={title}>
      {login.isError ? <FormMessage kind="error">{errorMessage(login.error, t('account:site.loadFailed'))}</FormMessage> : <Loading />}
    </AccountPage>
  );
}

export function AppDashboardPage() {
  const { t } = useTranslation();
  const { appUserId = '' } = useParams();
  const site = useSite();
  return (
    <AppLogin appUserId={appUserId} title={t('account:myBookings.heading')}>
      <DashboardPage>
        <p>
          <Link to={site.path(`/student/${encodeURIComponent(appUserId)}`)}>{t('account:student.offersLink')}</Link>
        </p>
      </DashboardPage>
    </AppLogin>
  );
}
