/**
 * /documents/{bar_id}/{date}/{category_ids?}/{type_ids?} (spec §2.7 "Party menus document page"): 'Menus',
 * the date and the bar, a card per category with a link to each menu type's PDF. Any failure of the call (a
 * bar that is none, a date that is not one) is the spec's one message (§8 "party menus failure").
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { FormMessage } from '../../components/forms.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { MenuApi } from '../../../api-client/menus.ts';
import { longDate } from '../../../engine/time/format.ts';

export function DocumentsPage() {
  const { t } = useTranslation();
  const menus = useApi(MenuApi);
  const { barId = '', date = '', categoryIds, typeIds } = useParams();
  const answer = useQuery({ queryKey: ['party-menus', barId, date, categoryIds, typeIds], queryFn: () => menus.partyMenus(barId, date, categoryIds, typeIds) });
  return (
    <AccountPage title={t('account:partyMenus.heading')}>
      {answer.isError ? (
        <FormMessage kind="error">{t('account:partyMenus.failure')}</FormMessage>
      ) : !answer.data ? (
        <Loading />
      ) : (
        <>
          <p className="covers-documents__subheading">{t('account:partyMenus.subheading', { date: longDate(date), venue: answer.data.meta.bar_name })}</p>
          {answer.data.data.length === 0 ? (
            <FormMessage kind="info">{t('account:partyMenus.none')}</FormMessage>
          ) : (
            <div className="covers-documents">
              {answer.data.data.map((category) => (
                <section key={category.category_name} className="covers-documents__card" aria-labelledby={`covers-documents-${category.menus[0]?.id}`}>
                  <h2 id={`covers-documents-${category.menus[0]?.id}`}>{category.category_name}</h2>
                  <ul className="covers-documents__links">
                    {category.menus.map((menu) => (
                      <li key={menu.id}>
                        <a href={menu.file_url} className="covers-button covers-button--secondary" target="_blank" rel="noopener">
                          {menu.type}
                          <span className="covers-sr-only">{t('account:partyMenus.linkDetail', { category: category.category_name })}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </>
      )}
    </AccountPage>
  );
}
