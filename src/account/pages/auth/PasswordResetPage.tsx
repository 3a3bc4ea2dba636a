/**
 * /password-reset/{reset_token} (§2.2): the link is checked first ('Sorry, that link has either
 * expired or does not exist'), then a new password is set and the customer is sent to log in.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, focusFirstError, FormMessage, TextField } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function PasswordResetPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const { resetToken = '' } = useParams();
  const form = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const link = useQuery({
    queryKey: ['customers', 'reset', resetToken],
    queryFn: () => accounts.checkReset(resetToken).then(() => true),
  });
  const reset = useMutation({ mutationFn: () => accounts.resetPassword(resetToken, password) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = password === '' ? t('errors:validation.passwordRequired') : undefined;
    setError(found);
    if (found) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    reset.mutate();
  };

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
      <>
        {reset.isError && (
          <FormMessage kind="error">{errorMessage(reset.error, t('errors:generic'))}</FormMessage>
        )}
        <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={reset.isPending}>
          <TextField
            label={t('account:auth.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={error}
          />
          <button type="submit" className="covers-button" disabled={reset.isPending}>
            {t('account:auth.setPassword')}
          </button>
        </form>
      </>
    );
  }
  return <AccountPage title={t('account:auth.resetHeading')}>{body}</AccountPage>;
}
