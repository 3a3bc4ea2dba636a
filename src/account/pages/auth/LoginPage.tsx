/**
 * /login/{join_token?} (§2.2): e-mail and password. On success the customer goes back to the page
 * that asked them to log in, else to the join page when there is a join token, else to the server's
 * post-login address, else to /. Links to /forgot-password and /register.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import { CallForm, EmailField, emailError, PasswordField, passwordError, sitePathOf, useCheckedForm } from '../../components/forms.tsx';
import { loggedIn } from '../../site/queries.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';
import type { LoginState } from '../../site/RequireLogin.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const { joinToken } = useParams();
  const from = (useLocation().state as LoginState | null)?.from;
  const navigate = useNavigate();
  const queries = useQueryClient();

  const onward = async (postLoginUrl: string | undefined) => {
    await loggedIn(queries, accounts);
    const next = from ?? (joinToken ? `/join/${encodeURIComponent(joinToken)}` : (sitePathOf(postLoginUrl) ?? '/'));
    void navigate(path(next), { replace: true });
  };
  const login = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => accounts.login({ email: email.trim(), password, join_token: joinToken }),
    onSuccess: ({ postLoginUrl }) => onward(postLoginUrl),
  });
  const { form, fields, set, errors, submit } = useCheckedForm(
    { email: '', password: '' },
    ({ email, password }) => ({
      email: emailError(email.trim(), t),
      password: passwordError(password, t),
    }),
    (fields) => login.mutate(fields),
  );

  return (
    <AccountPage title={t('account:auth.loginHeading')}>
      <CallForm form={form} call={login} onSubmit={submit} submitLabel={t('account:auth.login')}>
        <EmailField value={fields.email} onChange={set('email')} error={errors.email} />
        <PasswordField autoComplete="current-password" value={fields.password} onChange={set('password')} error={errors.password} />
      </CallForm>
      <GoogleSignIn onLoggedIn={(url) => void onward(url)} />
      <ul className="covers-links">
        <li>
          <Link to={path('/forgot-password')}>{t('account:auth.forgotPasswordLink')}</Link>
        </li>
        <li>
          {/* A new customer registering from here comes back to the page that sent them (a society's QR page). */}
          <Link to={path(joinToken ? `/register/${encodeURIComponent(joinToken)}` : '/register')} state={from ? ({ from } satisfies LoginState) : undefined}>
            {t('account:auth.registerLink')}
          </Link>
        </li>
      </ul>
    </AccountPage>
  );
}
