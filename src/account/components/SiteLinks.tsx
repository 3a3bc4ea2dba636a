import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSite } from '../site/SiteContext.tsx';

/** Where a customer can go from a page that has nothing for them: my bookings, paying by code, the brand's site. */
export function SiteLinks({ pay = false }: { pay?: boolean }) {
  const { t } = useTranslation();
  const { brand, path } = useSite();
  return (
    <ul className="covers-links">
      <li>
        <Link to={path('/')}>{t('account:site.home')}</Link>
      </li>
      {pay && (
        <li>
          <Link to={path('/pay')}>{t('payments:request.heading')}</Link>
        </li>
      )}
      <li>
        <a href={brand.links.site}>{t('account:site.siteLink')}</a>
      </li>
    </ul>
  );
}
