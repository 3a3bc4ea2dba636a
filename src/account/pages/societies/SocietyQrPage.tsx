/**
 * /society/qr/{code} (§2.5): the society of a QR poster, by name, and a button to join it; someone not
 * logged in logs in (or registers) first and comes back here; a member already is told so, with the way to
 * their society. A code that is none says so in the server's words.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useMe } from '../../site/queries.ts';
import type { LoginState } from '../../site/RequireLogin.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { SocietyApi } from '../../../api-client/societies.ts';
import { societyStatusKey } from './SocietyDashboard.tsx';

export function SocietyQrPage() {
  const { t } = useTranslation();
  const { path } = useSite();
  const societies = useApi(SocietyApi);
  const { code = '' } = useParams();
  const location = useLocation();
  const queries = useQueryClient();
  const me = useMe();
  const society = useQuery({ queryKey: ['society-qr', code], queryFn: () => societies.qrSociety(code) });
  const status = useQuery({ queryKey: societyStatusKey(), queryFn: () => societies.status(), enabled: Boolean(me.data) });
  const member = status.data?.active_type?.data.type.id === society.data?.id && society.data !== undefined;
  const join = useMutation({ mutationFn: () => societies.joinByQr(code), onSuccess: (status) => queries.setQueryData(societyStatusKey(), status) });
  const joinedRef = useFocusOn<HTMLDivElement>(join.isSuccess);
  const title = society.data?.title ?? '';
  const registered = join.data?.active_type?.data.type.base_type.registered_message;
  const login: LoginState = { from: `${location.pathname}${location.search}` };
  return (
    <AccountPage title={t('account:site.routes.societyQr')}>
      {society.isError ? (
        <FormMessage kind="error">{errorMessage(society.error, t('account:site.loadFailed'))}</FormMessage>
      ) : !society.data || me.isPending || (me.data && status.isPending) ? (
        <Loading />
      ) : member && !join.isSuccess ? (
        <>
          <FormMessage kind="info">{t('account:society.qrMember', { title })}</FormMessage>
          <p>
            <Link to={path('/society')}>{t('account:society.dashboardHeading')}</Link>
          </p>
        </>
      ) : join.isSuccess ? (
        <div tabIndex={-1} ref={joinedRef}>
          <FormMessage kind="success">
            <p>
              <strong>{t('account:society.joined', { title })}</strong>
            </p>
            {registered && <p>{registered}</p>}
          </FormMessage>
          <p>
            <Link to={path('/society')}>{t('account:society.dashboardHeading')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{t('account:society.qrIntro', { title })}</p>
          {join.isError && <FormMessage kind="error">{errorMessage(join.error, t('errors:tryLater'))}</FormMessage>}
          {me.data ? (
            <p>
              <button type="button" className="covers-button" disabled={join.isPending} onClick={() => join.mutate()}>
                {t('account:society.qrJoin', { title })}
              </button>
            </p>
          ) : (
            <p>
              <Link className="covers-button" to={path('/login')} state={login}>
                {t('account:society.qrLogin', { title })}
              </Link>
            </p>
          )}
        </>
      )}
    </AccountPage>
  );
}
