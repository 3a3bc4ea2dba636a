/**
 * /staff/login (§2.6 item 3, §4 staff login): back from the issuer with code and state in the query string, they
 * are exchanged for a staff session and the member of staff goes to /staff/data-collect. Otherwise the prompt and
 * the Login button, which asks for the issuer's login URL and goes there; when that fails, the spinner stops and
 * the button stays (§8).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { StaffApi } from '../../../api-client/staff.ts';
import { rememberStaffLogin } from './staff-login-flag.ts';

export function StaffLoginPage() {
  const { t } = useTranslation();
  const { path } = useSite();
  const staff = useApi(StaffApi);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const answer = useRef({ code: query.get('code'), state: query.get('state'), iss: query.get('iss') ?? undefined, error: query.get('error') });

  const bridge = useMutation({
    mutationFn: ({ code, state, iss }: { code: string; state: string; iss: string | undefined }) => staff.bridge({ code, state, iss }),
    onSuccess: (session) => {
      rememberStaffLogin(session);
      void navigate(path('/staff/data-collect'), { replace: true });
    },
  });
  const start = useMutation({
    mutationFn: () => staff.authUrl(),
    onSuccess: (url) => location.assign(url),
  });

  const { mutate } = bridge;
  useEffect(() => {
    const { code, state, iss } = answer.current;
    if (!code || !state) return;
    // The code and state are spent by this one exchange: a reload must not send them again.
    void navigate(path('/staff/login'), { replace: true });
    mutate({ code, state, iss });
  }, [mutate, navigate, path]);

  const exchanging = bridge.isPending || (bridge.isIdle && Boolean(answer.current.code && answer.current.state));
  if (exchanging) {
    return (
      <AccountPage title={t('account:site.routes.staffLogin')}>
        <Loading />
      </AccountPage>
    );
  }
  const refused = answer.current.error ? t('account:staff.refused') : undefined;
  const failure = bridge.isError ? errorMessage(bridge.error, t('account:staff.refused')) : start.isError ? errorMessage(start.error, t('account:staff.unreachable')) : refused;
  const busy = start.isPending || start.isSuccess;
  return (
    <AccountPage title={t('account:site.routes.staffLogin')}>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <p>{t('account:staff.loginPrompt')}</p>
      <button type="button" className="covers-button" disabled={busy} aria-busy={busy} onClick={() => start.mutate()}>
        {busy && <span className="covers-spinner" aria-hidden="true" />}
        {t('account:staff.login')}
      </button>
    </AccountPage>
  );
}
