/**
 * /password-reset/{reset_token} (§2.2): the link is checked first ('Sorry, that link has either
 * expired or does not exist'), then a new password is set and the customer is sent to log in.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { CallForm, errorMessage, FormMessage, PasswordField, passwordError, useCheckedForm } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function PasswordResetPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const { resetToken = '' } = useParams();
  const link = useQuery({
    queryKey: ['customers', 'reset', resetToken],
    queryFn: () => accounts.checkReset(resetToken).then(() => true),
  });
  const reset = useMutation({ mutationFn: (password: string) => accounts.resetPassword(resetToken, password) });
  const { form, fields, set, errors, submit } = useCheckedForm(
    { password: '' },
    ({ password }) => ({ password: passwordError(password, t) }),
    ({ password }) => reset.mutate(password),
  );

  let body;
  if (link.isPending) body = <Loading />;
  else if (link.isError) {
    const invalid = link.error instanceof ApiError && link.error.kind === 'http' && link.error.status < 500;
    body = (
      <FormMessage kind="error">
        {invalid ? t('account:auth.resetInvalid') : errorMessage(link.error, t('errors:issuesTryLater'))}
      </FormMessage>
    );
  } else if (reset.isSuccess) {
    body = (
      <FormMessage kind="success">
        {t('account:auth.resetDone')} <Link to={path('/login')}>{t('account:auth.login')}</Link>
      </FormMessage>
    );
  } else {
    body = (
      <CallForm form={form} call={reset} onSubmit={submit} submitLabel={t('account:auth.setPassword')}>
        <PasswordField label={t('account:auth.newPassword')} autoComplete="new-password" value={fields.password} onChange={set('password')} error={errors.password} />
      </CallForm>
    );
  }
  return <AccountPage title={t('account:auth.resetHeading')}>{body}</AccountPage>;
}
