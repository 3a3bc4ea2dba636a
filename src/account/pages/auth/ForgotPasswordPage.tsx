/** /forgot-password (§2.2): an e-mail address; a reset link is e-mailed. Back link to /login. */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage, TextField, useEmailForm } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const forgot = useMutation({ mutationFn: (address: string) => accounts.forgotPassword(address) });
  const { form, email, setEmail, error, submit } = useEmailForm((address) => forgot.mutate(address));

  return (
    <AccountPage title={t('account:auth.forgotHeading')}>
      {forgot.isSuccess &&
        (forgot.data.isNew ? (
          <FormMessage kind="info">
            {t('account:auth.noRecord')} <Link to={path('/register')}>{t('account:auth.registerLink')}</Link>
          </FormMessage>
        ) : (
          <FormMessage kind="success">{t('account:auth.resetSent')}</FormMessage>
        ))}
      {forgot.isError && (
        <FormMessage kind="error">{errorMessage(forgot.error, t('errors:generic'))}</FormMessage>
      )}
      <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={forgot.isPending}>
        <TextField
          label={t('account:auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={error}
        />
        <button type="submit" className="covers-button" disabled={forgot.isPending}>
          {t('account:auth.sendReset')}
        </button>
      </form>
      <p>
        <Link to={path('/login')}>{t('account:auth.backToLogin')}</Link>
      </p>
    </AccountPage>
  );
}
