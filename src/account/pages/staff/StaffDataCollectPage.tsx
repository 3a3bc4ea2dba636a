/**
 * /staff/data-collect (§2.1, §4 staff login, §6 Staff): where a member of staff lands after logging in. Only a
 * signed-in member of staff reaches it: anyone else is sent to /staff/login (the server refuses the staff calls
 * to them whatever this page does). It names who is signed in, with the staff logout link, and holds the student
 * data-collection form of /student-signup, sent with the staff session so the record notes who took it.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { StaffApi } from '../../../api-client/staff.ts';
import { SignUpBars } from '../student-signup/SignUpBars.tsx';
import { StudentSignUpForm } from '../student-signup/StudentSignUpForm.tsx';
import { forgetStaffLogin, hasStaffLogin, rememberStaffLogin } from './staff-login-flag.ts';

export const STAFF_KEY = ['staff', 'me'] as const;

export function StaffDataCollectPage() {
  const { t } = useTranslation();
  const { path } = useSite();
  const staff = useApi(StaffApi);
  const navigate = useNavigate();
  // Without the local staff flag nobody logged in from this browser: straight to login, without asking.
  const [known] = useState(hasStaffLogin);
  const me = useQuery({ queryKey: STAFF_KEY, queryFn: () => staff.me(), gcTime: 0, enabled: known });
  useEffect(() => {
    if (me.isError || !known) {
      forgetStaffLogin();
      void navigate(path('/staff/login'), { replace: true });
    } else if (me.data) rememberStaffLogin(me.data);
  }, [known, me.isError, me.data, navigate, path]);

  if (!me.data) {
    return (
      <AccountPage title={t('account:site.routes.staffDataCollect')}>
        <Loading />
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('account:site.routes.staffDataCollect')}>
      <p className="covers-staff-bar">
        {t('account:staff.signedInAs', { name: me.data.name })} · <Link to={path('/staff/logout')}>{t('account:staff.logout')}</Link>
      </p>
      <h2 className="covers-page__subtitle">{t('account:dataCollect.heading')}</h2>
      <SignUpBars>{(loaded) => <StudentSignUpForm {...loaded} send={(fields) => staff.signUpStudent(fields)} />}</SignUpBars>
    </AccountPage>
  );
}
