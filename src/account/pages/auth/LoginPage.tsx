/**
 * /login/{join_token?} (§2.2): e-mail and password. On success the customer goes back to the page
 * that asked them to log in, else to the join page when there is a join token, else to the server's
 * post-login address, else to /. Links to /forgot-password and /register.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import {
  emailError,
  errorMessage,
  focusFirstError,
  FormMessage,
  sitePathOf,
  TextField,
} from '../../components/forms.tsx';
import { loggedIn } from '../../site/queries.ts';
import type { LoginState } from '../../site/RequireLogin.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const { joinToken } = useParams();
  const from = (useLocation().state as LoginState | null)?.from;
  const navigate = useNavigate();
  const queries = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const login = useMutation({
    mutationFn: () => accounts.login({ email: email.trim(), password, join_token: joinToken }),
    onSuccess: async ({ postLoginUrl }) => {
      await loggedIn(queries, accounts);
      const next =
        from ?? (joinToken ? `/join/${encodeURIComponent(joinToken)}` : (sitePathOf(postLoginUrl) ?? '/'));
      void navigate(path(next), { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const found = {
      email: emailError(address, t),
      password: password === '' ? t('errors:validation.passwordRequired') : undefined,
    };
    setErrors(found);
    if (found.email || found.password) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    login.mutate();
  };

  return (
    <AccountPage title={t('account:auth.loginHeading')}>
      {login.isError && (
        <FormMessage kind="error">{errorMessage(login.error, t('errors:generic'))}</FormMessage>
      )}
      <form ref={form} className="covers-form" onSubmit={submit} noValidate aria-busy={login.isPending}>
        <TextField
          label={t('account:auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <TextField
          label={t('account:auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <button type="submit" className="covers-button" disabled={login.isPending}>
          {t('account:auth.login')}
        </button>
      </form>
      <ul className="covers-links">
        <li>
          <Link to={path('/forgot-password')}>{t('account:auth.forgotPasswordLink')}</Link>
        </li>
        <li>
          <Link to={path(joinToken ? `/register/${encodeURIComponent(joinToken)}` : '/register')}>
            {t('account:auth.registerLink')}
          </Link>
        </li>
      </ul>
    </AccountPage>
  );
}
