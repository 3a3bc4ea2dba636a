/**
 * The booking page's Packages tab (spec §2.3, §3 "Booking option"): what the booking has, each package
 * with its description, how many and, unless the booking is an agency's, its price.
 */
import { useTranslation } from 'react-i18next';
import type { BookingPackages } from '../../../api-client/pre-orders.ts';
import { formatPence } from '../../../engine/money/money.ts';
import './pre-order.css';

export function PackagesTab({ packages, prices }: { packages: BookingPackages; prices: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="covers-packages">
      {packages.packages.map((p) => (
        <li key={p.variation_id} className="covers-packages__item">
          <h2>{p.title}</h2>
          {p.option_name && p.option_name !== p.title ? <p className="covers-packages__option">{p.option_name}</p> : null}
          {p.description ? <p>{p.description}</p> : null}
          <p>
            {t(p.per_person ? 'account:preOrder.perPersonQuantity' : 'account:preOrder.quantity', { count: p.quantity })}
            {prices ? ` · ${t('account:preOrder.packagePrice', { price: formatPence(p.price), total: formatPence(p.total) })}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
