/**
 * /verify/{verify_token}/{join_token?} (§2.2): the link of the registration e-mail. It loads the
 * verification, takes forename, surname and a password (none when the signup chose it), and logs the
 * customer in at the server's post-login address (the join page when there is a join token, the booking
 * when a guest signed up by their code).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { CallForm, FormMessage, nameErrors, NameFields, PasswordField, passwordError, sitePathOf, useCheckedForm } from '../../components/forms.tsx';
import type { Verification } from '../../../api-client/account-types.ts';
import { loggedIn } from '../../site/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';

export function VerifyPage() {
  const { t } = useTranslation();
  const { accounts, brand } = useSite();
  const { verifyToken = '' } = useParams();
  const verification = useQuery({
    queryKey: ['customers', 'verify', verifyToken],
    queryFn: () => accounts.verification(verifyToken, brand.id),
  });

  let body;
  if (verification.isPending) body = <Loading />;
  else if (verification.isError) {
    const error = verification.error;
    // A refused link says why (the server's text); any other failure is the spec's load failure.
    const text =
      error instanceof ApiError && error.kind === 'http' && error.status < 500
        ? error.message
        : t('errors:issuesTryLater');
    body = <FormMessage kind="error">{text}</FormMessage>;
  } else body = <VerifyForm verification={verification.data} />;
  const chosen = verification.data?.password_set === true;
  return <AccountPage title={t(chosen ? 'account:auth.verifyChosenHeading' : 'account:auth.verifyHeading')}>{body}</AccountPage>;
}

/**
 * The names and a password; a signup that chose its password (a manage link's, a guest's by their code)
 * only checks the names it gave and finishes.
 */
function VerifyForm({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const { verifyToken = '', joinToken } = useParams();
  const [search] = useSearchParams();
  const returnTo = search.get('next');
  const navigate = useNavigate();
  const queries = useQueryClient();
  const chosen = verification.password_set === true;
  const verify = useMutation({
    mutationFn: (fields: { forename: string; surname: string; password: string }) =>
      accounts.verify(verifyToken, {
        customer_id: verification.customer_id,
        password: fields.password,
        forename: fields.forename.trim(),
        surname: fields.surname.trim(),
      }),
    onSuccess: async ({ postLoginUrl }) => {
      await loggedIn(queries, accounts);
      // The page that sent the customer to register (`next`, put in the e-mailed link), else where the server says.
      const back = sitePathOf(returnTo ?? undefined);
      const next = joinToken ? `/join/${encodeURIComponent(joinToken)}` : (back ?? sitePathOf(postLoginUrl) ?? '/');
      void navigate(path(next), { replace: true });
    },
  });

  const { form, fields, set, errors, submit } = useCheckedForm(
    { forename: chosen ? (verification.forename ?? '') : '', surname: chosen ? (verification.surname ?? '') : '', password: '' },
    (fields) => ({
      ...nameErrors(fields, t),
      password: chosen ? (fields.password === '' ? t('errors:validation.passwordRequired') : undefined) : passwordError(fields.password, t),
    }),
    (fields) => verify.mutate(fields),
  );
  return (
    <>
      {verification.email && <p>{verification.email}</p>}
      {chosen ? <p>{t('account:auth.verifyChosen')}</p> : null}
      <CallForm form={form} call={verify} onSubmit={submit} submitLabel={t(chosen ? 'account:auth.finishAccount' : 'account:auth.setPassword')}>
        <NameFields fields={fields} errors={errors} set={set} />
        {chosen ? (
          <PasswordField label={t('account:auth.chosenPassword')} autoComplete="current-password" value={fields.password} onChange={set('password')} error={errors.password} />
        ) : (
          <PasswordField autoComplete="new-password" value={fields.password} onChange={set('password')} error={errors.password} />
        )}
      </CallForm>
    </>
  );
}
