/**
 * /guest-join/{code} (§2.4, §4, §5): a guest's invitation, e-mailed to them. Not logged in: forename,
 * surname and password ask for their account ('Forename is required, Surname is required, Password is
 * required' when left empty), made, with the guest joined, when the link then e-mailed to the invitation's
 * address is followed; or, when their address has an account, a way to log in first; logged in
 * as the invited customer: a confirm; logged in as someone else: the offer to log out. Then the booking
 * at /edit-booking/{booking_id}.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { GuestApi, type GuestInvitation } from '../../../api-client/guests.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { BookingSummary } from '../../components/BookingSummary.tsx';
import { CallForm, errorMessage, FormMessage, nameErrors, NameFields, PasswordField, passwordError, SentNotice, useCheckedForm } from '../../components/forms.tsx';
import { loggedIn, loggedOut } from '../../site/queries.ts';
import type { LoginState } from '../../site/RequireLogin.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { guestSummary } from './guest-summary.ts';

export function GuestJoinPage() {
  const { t } = useTranslation();
  const guests = useApi(GuestApi);
  const { code = '' } = useParams();
  const invitation = useQuery({ queryKey: ['guest-join', code], queryFn: () => guests.invitation(code) });

  let body;
  if (invitation.isPending) body = <Loading />;
  else if (invitation.isError) {
    const error = invitation.error;
    const gone = error instanceof ApiError && error.kind === 'http' && error.status === 404;
    body = <FormMessage kind="error">{gone ? t('account:join.invalidLink') : errorMessage(error, t('account:site.loadFailed'))}</FormMessage>;
  } else {
    const { data } = invitation.data;
    body = (
      <>
        <p>{t('account:guestJoin.intro', { name: data.lead_booker_name })}</p>
        <BookingSummary booking={guestSummary(data.booking)} prices={false} />
        <JoinStep code={code} invitation={invitation.data} onLoggedOut={() => void invitation.refetch()} />
      </>
    );
  }
  return <AccountPage title={t('account:site.routes.guestJoin')}>{body}</AccountPage>;
}

/** What the visitor does next: confirm, log out, log in, or make their account. */
function JoinStep({ code, invitation, onLoggedOut }: { code: string; invitation: GuestInvitation; onLoggedOut(): void }) {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const guests = useApi(GuestApi);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { data, meta } = invitation;
  const toBooking = (bookingId: number) => void navigate(path(`/edit-booking/${bookingId}`), { replace: true });

  const confirm = useMutation({ mutationFn: () => guests.joinByCode(code, {}), onSuccess: (joined) => toBooking(joined.booking_id) });
  const logout = useMutation({
    mutationFn: () => accounts.logout(),
    onSuccess: () => {
      loggedOut(queries);
      onLoggedOut();
    },
  });
  const create = useMutation({
    mutationFn: (fields: { forename: string; surname: string; password: string }) =>
      guests.joinByCode(code, { forename: fields.forename.trim(), surname: fields.surname.trim(), password: fields.password }),
    // An invitation can be forwarded: the account waits for the link e-mailed to the invitation's address.
    onSuccess: async (joined) => {
      if (joined.email_sent) return;
      await loggedIn(queries, accounts);
      toBooking(joined.booking_id);
    },
  });
  const { form, fields, set, errors, submit } = useCheckedForm(
    { forename: '', surname: '', password: '' },
    (f) => ({ ...nameErrors(f, t), password: passwordError(f.password, t) }),
    (f) => create.mutate(f),
  );

  if (meta.user && meta.invited)
    return (
      <>
        {confirm.isError ? <FormMessage kind="error">{errorMessage(confirm.error, t('errors:generic'))}</FormMessage> : null}
        <p>{t('account:guestJoin.confirmHint', { email: meta.user.email })}</p>
        <button type="button" className="covers-button" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('account:join.confirm')}
        </button>
      </>
    );
  if (meta.user)
    return (
      <>
        {logout.isError ? <FormMessage kind="error">{errorMessage(logout.error, t('errors:generic'))}</FormMessage> : null}
        <FormMessage kind="info">{t('account:guestJoin.otherUserHint', { email: meta.user.email, name: data.forename })}</FormMessage>
        <button type="button" className="covers-button" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('account:guestJoin.logOut')}
        </button>
      </>
    );
  if (data.has_account) {
    const back: LoginState = { from: `/guest-join/${encodeURIComponent(code)}` };
    return (
      <>
        <FormMessage kind="info">{t('account:guestJoin.hasAccount')}</FormMessage>
        <Link className="covers-button" to={path('/login')} state={back}>
          {t('account:guestJoin.logIn')}
        </Link>
      </>
    );
  }
  if (create.data?.email_sent)
    return (
      <SentNotice>{t('account:auth.registerSentChosen')}</SentNotice>
    );
  // The spec's one message for what is missing, its parts joined by commas; each also under its field.
  const missing = [errors.forename, errors.surname, errors.password].filter(Boolean).join(', ');
  return (
    <>
      <p>{t('account:guestJoin.newAccount')}</p>
      {missing ? <FormMessage kind="error">{missing}</FormMessage> : null}
      <CallForm form={form} call={create} onSubmit={submit} submitLabel={t('account:guestJoin.join')}>
        <p>
          {t('account:auth.email')}: {data.email}
        </p>
        <NameFields fields={fields} errors={errors} set={set} />
        <PasswordField autoComplete="new-password" value={fields.password} onChange={set('password')} error={errors.password} />
      </CallForm>
    </>
  );
}
