/** /logout (§2.2): posts the logout, forgets the customer, and goes to /. A staff login kept in this browser gets its own logout link. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { loggedOut } from '../../site/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';

function staffLoggedIn(): boolean {
  try {
    return Boolean(localStorage.getItem('staff_login'));
  } catch {
    return false;
  }
}

export function LogoutPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const staff = staffLoggedIn();
  const logout = useMutation({
    mutationFn: () => accounts.logout(),
    onSuccess: () => {
      loggedOut(queries);
      if (!staff) void navigate(path('/'), { replace: true });
    },
  });
  const { mutate } = logout;
  useEffect(() => mutate(), [mutate]);

  return (
    <AccountPage title={t('common:actions.logout')}>
      {logout.isError ? (
        <FormMessage kind="error">{errorMessage(logout.error, t('errors:generic'))}</FormMessage>
      ) : logout.isSuccess ? null : (
        <Loading />
      )}
      {staff && (
        <p>
          <Link to={path('/staff/logout')}>{t('account:auth.staffLogout')}</Link>
        </p>
      )}
    </AccountPage>
  );
}
