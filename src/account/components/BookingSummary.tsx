import { useTranslation } from 'react-i18next';
import { formatPence } from '../../engine/money/money.ts';
import { longDateTime } from '../../engine/time/format.ts';
import type { BookingSummary as Booking } from '../../api-client/payment-types.ts';

/** What the summary reads of a booking: the payment calls' summary and the booking page's view both have it. */
export type SummarisedBooking = Pick<Booking, 'ref_code' | 'bar' | 'date' | 'time' | 'booking_date' | 'people' | 'party_type_name' | 'deposit_balance' | 'balance'>;

/**
 * What the payment pages show of a booking: reference, venue, date and time, people and what is owed
 * (not for an agency's booking: its prices are the agency's to tell, §2.3).
 */
export function BookingSummary({ booking, prices = true }: { booking: SummarisedBooking; prices?: boolean }) {
  const { t } = useTranslation();
  const date = booking.date ?? booking.booking_date?.slice(0, 10);
  const time = booking.time ?? booking.booking_date?.slice(11, 16);
  const rows: Array<[string, string]> = [
    [t('widget:completion.reference'), booking.ref_code],
    [t('widget:completion.location'), booking.bar?.branded_name ?? booking.bar?.bar_name ?? ''],
    [t('widget:completion.dateTime'), longDateTime(date, time)],
    [t('widget:completion.people'), t('common:people', { count: booking.people })],
  ];
  if (booking.party_type_name) rows.splice(1, 0, [t('payments:summary.booking'), booking.party_type_name]);
  if (prices && booking.deposit_balance > 0) rows.push([t('payments:summary.deposit'), formatPence(booking.deposit_balance)]);
  if (prices && booking.balance > 0) rows.push([t('payments:summary.balance'), formatPence(booking.balance)]);
  return (
    <dl className="covers-summary">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="covers-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
