/**
 * /staff/logout (§2.6 item 4, §4): a spinner while the staff session ends (rest/logout), the local staff flag
 * cleared, then /staff/login after 1 s (§9) — whatever the call answered, so a member of staff is never left
 * signed in on the shared device's screen.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { StaffApi } from '../../../api-client/staff.ts';
import { forgetStaffLogin } from './staff-login-flag.ts';

export const STAFF_LOGOUT_REDIRECT_MS = 1000;

export function StaffLogoutPage() {
  const { t } = useTranslation();
  const { path } = useSite();
  const staff = useApi(StaffApi);
  const navigate = useNavigate();
  const logout = useMutation({ mutationFn: () => staff.logout() });
  const { mutate } = logout;
  useEffect(() => {
    forgetStaffLogin();
    const leave = () => setTimeout(() => void navigate(path('/staff/login'), { replace: true }), STAFF_LOGOUT_REDIRECT_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    mutate(undefined, { onSettled: () => (timer = leave()) });
    return () => clearTimeout(timer);
  }, [mutate, navigate, path]);
  return (
    <AccountPage title={t('account:site.routes.staffLogout')}>
      <p role="status" aria-busy="true" className="covers-payment-status">
        <span className="covers-spinner" aria-hidden="true" />
        {t('account:staff.loggingOut')}
      </p>
    </AccountPage>
  );
}
