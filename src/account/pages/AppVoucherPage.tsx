/**
 * /app-voucher/{app_user_id} (§2.6 item 7, §4 "Voucher", §8): the group's app opens it for its user, who
 * types a voucher code and hits Check. Submitting, then 'Your voucher has been applied! …' with the field
 * cleared, or the server's reason (a wrong or used code, an app account that is no one's).
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AccountPage } from '../components/AccountPage.tsx';
import { CallForm, FormMessage, requiredError, TextField, useCheckedForm } from '../components/forms.tsx';
import { useSite } from '../site/SiteContext.tsx';

export function AppVoucherPage() {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const { appUserId = '' } = useParams();
  const redeem = useMutation({
    mutationFn: (code: string) => accounts.redeemVoucher(appUserId, code),
    onSuccess: () => set('code')(''),
  });
  const { form, fields, set, errors, submit } = useCheckedForm(
    { code: '' },
    ({ code }) => ({ code: requiredError(code, t('account:voucher.codeRequired')) }),
    ({ code }) => redeem.mutate(code.trim()),
  );
  return (
    <AccountPage title={t('account:site.routes.appVoucher')}>
      <p>{t('account:voucher.prompt')}</p>
      {redeem.isSuccess && <FormMessage kind="success">{redeem.data.message}</FormMessage>}
      <CallForm form={form} call={redeem} onSubmit={submit} submitLabel={t('account:voucher.check')}>
        <TextField
          label={t('account:voucher.code')}
          value={fields.code}
          onChange={(typed) => {
            if (redeem.isSuccess || redeem.isError) redeem.reset();
            set('code')(typed);
          }}
          error={errors.code}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
      </CallForm>
    </AccountPage>
  );
}
