/**
 * /society/{id} (login, §2.5): a society's own page for the customers who run it: its members, its invite
 * codes, its QR link to print and its contracts (to sign, or signed to download). Anyone else reads 'Society not found'.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { SocietyApi } from '../../../api-client/societies.ts';
import { longDateOf } from '../../../engine/time/format.ts';

export function SocietyPortalPage() {
  const { t } = useTranslation();
  const { path } = useSite();
  const societies = useApi(SocietyApi);
  const { id = '' } = useParams();
  const society = useQuery({ queryKey: ['society-portal', id], queryFn: () => societies.portal(id) });
  const data = society.data;
  if (!data)
    return (
      <AccountPage title={t('account:site.routes.society')}>
        {society.isError ? <FormMessage kind="error">{errorMessage(society.error, t('account:site.loadFailed'))}</FormMessage> : <Loading />}
      </AccountPage>
    );
  const qrLink = `${location.origin}${data.qr_path}`;
  return (
    <AccountPage title={data.title}>
      <p>
        {data.type} · {t('account:society.portalMembers', { count: data.members })}
      </p>
      <section aria-labelledby="covers-society-codes">
        <h2 id="covers-society-codes" className="covers-page__subtitle">
          {t('account:society.portalCodes')}
        </h2>
        <ul>
          {data.invite_codes.map((c) => (
            <li key={c.code}>
              <code>{c.code}</code> ({c.expires_at ? t('account:society.portalExpires', { date: longDateOf(c.expires_at) }) : t('account:society.portalNoExpiry')})
            </li>
          ))}
        </ul>
      </section>
      <p>
        {t('account:society.portalQr')}: <a href={qrLink}>{qrLink}</a>
      </p>
      {data.contracts.length > 0 && (
        <section aria-labelledby="covers-society-contracts">
          <h2 id="covers-society-contracts" className="covers-page__subtitle">
            {t('account:society.contract.portalHeading')}
          </h2>
          <ul>
            {data.contracts.map((c) => (
              <li key={c.path}>
                <p>
                  <a href={path(c.path)}>{t(c.status.completed ? 'account:society.contract.portalOpenSigned' : 'account:society.contract.portalOpen', { title: c.title })}</a>
                  {' · '}
                  {t('account:society.contract.status', { status: c.status.name })}
                  {' · '}
                  {c.signed_at ? t('account:society.contract.signedBy', { name: c.signatory_name, date: longDateOf(c.signed_at) }) : t('account:society.contract.portalSignatory', { name: c.signatory_name })}
                </p>
                {c.download_path && (
                  <p>
                    <a href={c.download_path}>{t('account:society.contract.download')}</a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </AccountPage>
  );
}
