/**
 * /register/{join_token?} (§2.2): e-mail only; an e-mail with a verification link follows. Back link to /login.
 * Sent here from a page that needs a login (a society's QR page), the link's page goes back there afterwards.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import { CallForm, EmailField, FormMessage, useEmailForm } from '../../components/forms.tsx';
import type { LoginState } from '../../site/RequireLogin.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const { joinToken } = useParams();
  const from = (useLocation().state as LoginState | null)?.from;
  const register = useMutation({
    mutationFn: (address: string) => accounts.register({ email: address, join_token: joinToken, return_to: from }),
  });
  const { form, fields, set, errors, submit } = useEmailForm((address) => register.mutate(address));

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
        <CallForm form={form} call={register} onSubmit={submit} submitLabel={t('account:auth.register')}>
          <EmailField value={fields.email} onChange={set('email')} error={errors.email} />
        </CallForm>
      )}
      <p>
        <Link to={path(joinToken ? `/login/${encodeURIComponent(joinToken)}` : '/login')} state={from ? ({ from } satisfies LoginState) : undefined}>
          {t('account:auth.backToLogin')}
        </Link>
      </p>
    </AccountPage>
  );
}
