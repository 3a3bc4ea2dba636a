/**
 * /allergens-pdf/{type?}/{bar_id?} (spec §2.1 "allergen menu documents", §3 "Allergen menu PDF"): a bar's
 * allergen menus of a type as PDFs, each with its dates and when it was uploaded. The location and the
 * menu type are chosen here too, and kept in the address so the page can be linked to.
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { MENU_TYPES } from '../../../engine/menus/allergens.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { errorMessage, FormMessage } from '../../components/forms.tsx';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { MenuApi } from '../../../api-client/menus.ts';
import { longDate } from '../../../engine/time/format.ts';

export function AllergenPdfsPage() {
  const { t } = useTranslation();
  const { bars, path } = useSite();
  const menus = useApi(MenuApi);
  const navigate = useNavigate();
  const { type = 'food', barId = '' } = useParams();
  const ids = { location: useId(), type: useId() };
  const known = /^\d+$/.test(barId);
  const documents = useQuery({ queryKey: ['allergen-documents', barId, type], queryFn: () => menus.allergenDocuments(Number(barId), type), enabled: known });
  const sortedBars = [...bars].sort((a, b) => a.name.localeCompare(b.name));
  const go = (nextType: string, nextBar: string) => navigate(path(`/allergens-pdf/${nextType}${nextBar ? `/${nextBar}` : ''}`));
  const pdfs = (documents.data ?? []).flatMap((entry) => entry.pdfs.map((pdf) => ({ ...pdf, key: `${entry.id}:${pdf.uri}` })));

  return (
    <AccountPage title={t('account:allergenDocuments.heading')}>
      <div className="covers-allergen-documents__choosers">
        <div className="covers-field">
          <label htmlFor={ids.location}>{t('account:allergens.location')}</label>
          <select id={ids.location} value={known ? barId : ''} onChange={(e) => go(type, e.target.value)}>
            <option value="" />
            {sortedBars.map((bar) => (
              <option key={bar.id} value={String(bar.id)}>
                {bar.name}
              </option>
            ))}
          </select>
        </div>
        <div className="covers-field">
          <label htmlFor={ids.type}>{t('account:allergenDocuments.type')}</label>
          <select id={ids.type} value={type} onChange={(e) => go(e.target.value, known ? barId : '')}>
            {MENU_TYPES.map((menuType) => (
              <option key={menuType} value={menuType}>
                {t(`account:allergenDocuments.types.${menuType}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!known ? (
        <FormMessage kind="info">{t('account:allergens.selectLocation')}</FormMessage>
      ) : documents.isError ? (
        <FormMessage kind="error">{errorMessage(documents.error, t('account:site.loadFailed'))}</FormMessage>
      ) : !documents.data ? (
        <Loading />
      ) : pdfs.length === 0 ? (
        <FormMessage kind="info">{t('account:allergens.empty')}</FormMessage>
      ) : (
        <table className="covers-allergen-documents">
          <caption className="covers-sr-only">{t('account:allergenDocuments.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account:allergenDocuments.name')}</th>
              <th scope="col">{t('account:allergenDocuments.dates')}</th>
              <th scope="col">{t('account:allergenDocuments.uploaded')}</th>
            </tr>
          </thead>
          <tbody>
            {pdfs.map((pdf) => (
              <tr key={pdf.key}>
                <th scope="row">
                  <a href={pdf.uri} target="_blank" rel="noopener">
                    {pdf.menu_name}
                    <span className="covers-sr-only"> {t('account:allergenDocuments.pdf')}</span>
                  </a>
                </th>
                <td>
                  {pdf.bar_start_date && pdf.bar_end_date
                    ? t('account:allergenDocuments.between', { from: longDate(pdf.bar_start_date), to: longDate(pdf.bar_end_date) })
                    : pdf.bar_start_date
                      ? t('account:allergenDocuments.from', { from: longDate(pdf.bar_start_date) })
                      : t('account:allergenDocuments.always')}
                </td>
                <td>{longDate(pdf.date_uploaded)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountPage>
  );
}
