/**
 * /tip/complete/{id} (§2.1, §3 "Tip outcome", §8): the outcome of a tip taken before tipping was disabled,
 * from rest/tip/{id}/outcome; the server's error text as given when there is none.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AccountPage, Loading } from '../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../components/forms.tsx';
import { useSite } from '../site/SiteContext.tsx';

export function TipCompletePage() {
  const { t } = useTranslation();
  const { accounts } = useSite();
  const { id = '' } = useParams();
  const tip = useQuery({ queryKey: ['tip-outcome', id], queryFn: () => accounts.tipOutcome(id), staleTime: Infinity });
  return (
    <AccountPage title={t('account:site.routes.tipComplete')}>
      {tip.isSuccess ? (
        <>
          {tip.data.completed ? (
            <FormMessage kind="success">
              <p>{t('account:tips.completed', { forename: tip.data.forename, bar: tip.data.bar.name })}</p>
              {tip.data.outcome.bank_auth_code && <p>{t('account:tips.authCode', { code: tip.data.outcome.bank_auth_code })}</p>}
            </FormMessage>
          ) : (
            <FormMessage kind="info">{t('account:tips.notCompleted', { forename: tip.data.forename, bar: tip.data.bar.name })}</FormMessage>
          )}
          <p>{t('account:tips.disabled')}</p>
        </>
      ) : tip.isError ? (
        <FormMessage kind="error">{errorMessage(tip.error, t('account:site.loadFailed'))}</FormMessage>
      ) : (
        <Loading />
      )}
    </AccountPage>
  );
}
