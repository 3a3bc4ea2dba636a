/** /forgot-password (§2.2): an e-mail address; a reset link is e-mailed. Back link to /login. */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountPage } from '../../components/AccountPage.tsx';
import { CallForm, EmailField, FormMessage, useEmailForm } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { accounts, path } = useSite();
  const forgot = useMutation({ mutationFn: (address: string) => accounts.forgotPassword(address) });
  const { form, fields, set, errors, submit } = useEmailForm((address) => forgot.mutate(address));

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
      <CallForm form={form} call={forgot} onSubmit={submit} submitLabel={t('account:auth.sendReset')}>
        <EmailField value={fields.email} onChange={set('email')} error={errors.email} />
      </CallForm>
      <p>
        <Link to={path('/login')}>{t('account:auth.backToLogin')}</Link>
      </p>
    </AccountPage>
  );
}
