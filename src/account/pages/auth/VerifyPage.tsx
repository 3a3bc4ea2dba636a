/**
 * /verify/{verify_token}/{join_token?} (§2.2): the link of the registration e-mail. It loads the
 * verification, takes forename, surname and a password, and logs the customer in at the server's
 * post-login address (the join page when there is a join token).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { CallForm, FormMessage, nameErrors, NameFields, PasswordField, passwordError, sitePathOf, useCheckedForm } from '../../components/forms.tsx';
import { loggedIn } from '../../site/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';

export function VerifyPage() {
  const { t } = useTranslation();
  const { accounts, brand, path } = useSite();
  const { verifyToken = '', joinToken } = useParams();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const verification = useQuery({
    queryKey: ['customers', 'verify', verifyToken],
    queryFn: () => accounts.verification(verifyToken, brand.id),
  });

  const verify = useMutation({
    mutationFn: (fields: { forename: string; surname: string; password: string }) =>
      accounts.verify(verifyToken, {
        customer_id: verification.data?.customer_id,
        password: fields.password,
        forename: fields.forename.trim(),
        surname: fields.surname.trim(),
      }),
    onSuccess: async ({ postLoginUrl }) => {
      await loggedIn(queries, accounts);
      const next = joinToken ? `/join/${encodeURIComponent(joinToken)}` : (sitePathOf(postLoginUrl) ?? '/');
      void navigate(path(next), { replace: true });
    },
  });

  const { form, fields, set, errors, submit } = useCheckedForm(
    { forename: '', surname: '', password: '' },
    (fields) => ({
      ...nameErrors(fields, t),
      password: passwordError(fields.password, t),
    }),
    (fields) => verify.mutate(fields),
  );

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
  } else {
    body = (
      <>
        {verification.data.email && <p>{verification.data.email}</p>}
        <CallForm form={form} call={verify} onSubmit={submit} submitLabel={t('account:auth.setPassword')}>
          <NameFields fields={fields} errors={errors} set={set} />
          <PasswordField autoComplete="new-password" value={fields.password} onChange={set('password')} error={errors.password} />
        </CallForm>
      </>
    );
  }
  return <AccountPage title={t('account:auth.verifyHeading')}>{body}</AccountPage>;
}
