/** /register/{join_token?} (§2.2): e-mail only; an e-mail with a verification link follows. Back link to /login. */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage, TextField, useEmailForm } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const { joinToken } = useParams();
  const register = useMutation({
    mutationFn: (address: string) => accounts.register({ email: address, join_token: joinToken }),
  });
  const { form, email, setEmail, error, submit } = useEmailForm((address) => register.mutate(address));

  return (
    <AccountPage title={t('account:auth.registerHeading')}>
      {register.isSuccess ? (
        <FormMessage kind="success">
          <p>
            <strong>{t('account:auth.registered')}</strong>
          </p>
          <p>{t('account:auth.registerSent')}</p>
        </FormMessage>
      ) : (
        <>
          {register.isError && (
            <FormMessage kind="error">{errorMessage(register.error, t('errors:generic'))}</FormMessage>
          )}
          <form
            ref={form}
            className="covers-form"
            onSubmit={submit}
            noValidate
            aria-busy={register.isPending}
          >
            <TextField
              label={t('account:auth.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={error}
            />
            <button type="submit" className="covers-button" disabled={register.isPending}>
              {t('account:auth.register')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to={path(joinToken ? `/login/${encodeURIComponent(joinToken)}` : '/login')}>
          {t('account:auth.backToLogin')}
        </Link>
      </p>
    </AccountPage>
  );
}
