/**
 * What a guest who is not a booking admin sees on the booking's Overview (§2.3: "a simplified overview —
 * summary, pay deposit or balance, profile link, own pre-order choices"): their share rather than the
 * booking's money, the way to pay it, their profile, their own package and choices (changed here until the
 * pre-order locks), and whom to ask about changing the booking: the lead booker, not the bar.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GuestApi } from '../../../api-client/guests.ts';
import type { ManagedBooking } from '../../../api-client/bookings.ts';
import { CANCELLED } from '../../../engine/bookings/status.ts';
import { useApi, useSite } from '../../site/SiteContext.tsx';
import { GuestOwnChoices } from '../guests/GuestOwnChoices.tsx';

type Guest = NonNullable<ManagedBooking['guest']>;

export function GuestOwnOverview({ booking, guest, showsPayment }: { booking: ManagedBooking; guest: Guest; showsPayment: boolean }) {
  const { t } = useTranslation();
  const { path } = useSite();
  const guests = useApi(GuestApi);
  const code = guest.unique_code;
  const own = useQuery({ queryKey: ['guest', code], queryFn: () => guests.guest(code), enabled: code !== '' });
  const cancelled = booking.status_id === CANCELLED;
  return (
    <>
      {booking.agency_name === null && !cancelled ? (
        <p className="covers-booking-total">
          {guest.share.payable > 0 ? t('account:guestView.share', { amount: guest.share.display_payable }) : t('account:guestView.sharePaid')}
          {showsPayment && guest.share.payable > 0 ? (
            <>
              {' '}
              <a href="#payment">{t('account:guestView.pay')}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {!cancelled ? <p className="covers-notice covers-notice--info">{t('account:guestView.askLeadBooker', { name: booking.party_name })}</p> : null}
      <p>
        <Link to={path('/my-details')}>{t('account:guestView.profile')}</Link>
      </p>
      {own.data ? (
        <section className="covers-guest-own" aria-label={t('account:guestView.choices')}>
          <GuestOwnChoices code={code} guest={own.data} />
        </section>
      ) : null}
    </>
  );
}
