/** The terms notice under the contact form, in the flow's wording, with the brand's terms and privacy links. */
import { useTranslation } from 'react-i18next';
import { useWidgetBrand } from './brand.ts';

export function Terms({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  const brand = useWidgetBrand();
  const newTab = <span className="covers-sr-only"> {t('widget:links.newTab')}</span>;
  return (
    <p className="covers-terms">
      {t(textKey)}{' '}
      <a href={brand.links.terms} target="_blank" rel="noopener noreferrer">
        {t('common:links.terms')}
        {newTab}
      </a>
      {brand.links.privacy ? (
        <>
          {' · '}
          <a href={brand.links.privacy} target="_blank" rel="noopener noreferrer">
            {t('widget:links.privacy')}
            {newTab}
          </a>
        </>
      ) : null}
    </p>
  );
}
