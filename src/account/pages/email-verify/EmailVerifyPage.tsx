/**
 * /email-verify/{code} (§2.6 item 6, §8): the link e-mailed to verify an address. The page verifies it at
 * once: a spinner, then 'Thanks! Your e-mail is now verified', or the server's reason it cannot.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useSite } from '../../site/SiteContext.tsx';

export function EmailVerifyPage() {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const { code = '' } = useParams();
  // A query, not a mutation: opening the link again verifies nothing new, and the page asks once.
  const verify = useQuery({ queryKey: ['email-verify', code], queryFn: () => accounts.verifyEmail(code), staleTime: Infinity });
  return (
    <AccountPage title={t('account:site.routes.emailVerify')}>
      {verify.isSuccess ? (
        <FormMessage kind="success">{t('account:emailVerify.verified')}</FormMessage>
      ) : verify.isError ? (
        <FormMessage kind="error">{errorMessage(verify.error, t('account:site.loadFailed'))}</FormMessage>
      ) : (
        <Loading />
      )}
    </AccountPage>
  );
}
