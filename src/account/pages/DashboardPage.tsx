/**
 * / (login required): the customer's dashboard, 'My Bookings' (§2.3). 'Make New Booking', the current
 * bookings (from the last 06:00, London time: the server splits), and the previous ones on request. Each
 * booking opens its page; a postponed one offers 'Choose New Date' instead.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyBooking } from '../../api-client/account-types.ts';
import { AccountPage, Loading, useFocusOn } from '../components/AccountPage.tsx';
import { useMe, useMyBookings } from '../site/queries.ts';
import { useSite } from '../site/SiteContext.tsx';
import { getBrand } from '../../engine/i18n/brand.ts';
import { longDateTime } from '../../engine/time/format.ts';
import { POSTPONED } from '../../engine/bookings/status.ts';


/** `children`: what a page built on the dashboard adds under the customer's name (the app's link to its student offers). */
export function DashboardPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { path } = useSite();
  const me = useMe().data;
  const current = useMyBookings(false);
  const [showPrevious, setShowPrevious] = useState(false);
  const withPrevious = useMyBookings(true, { enabled: showPrevious });
  const previousHeading = useFocusOn<HTMLHeadingElement>(showPrevious && withPrevious.data !== undefined);
  const previousCount = current.data?.previousCount ?? 0;
  return (
    <AccountPage title={t('account:myBookings.heading')}>
      {me && <p>{t('account:site.loggedInAs', { email: me.email })}</p>}
      {children}
      <p>
        <Link className="covers-button" to={path('/new-booking')}>
          {t('account:myBookings.makeNewBooking')}
        </Link>
      </p>
      <section aria-labelledby="covers-current-bookings">
        <h2 id="covers-current-bookings" className="covers-page__subtitle">
          {t('account:myBookings.current')}
        </h2>
        {current.isError ? (
          <p className="covers-notice covers-notice--error" role="alert">
            {t('account:site.loadFailed')}
          </p>
        ) : current.data ? (
          <BookingList bookings={current.data.upcoming} />
        ) : (
          <Loading />
        )}
      </section>
      {previousCount > 0 &&
        (showPrevious && withPrevious.data ? (
          <section aria-labelledby="covers-previous-bookings">
            <h2 id="covers-previous-bookings" className="covers-page__subtitle" tabIndex={-1} ref={previousHeading}>
              {t('account:myBookings.previous')}
            </h2>
            <BookingList bookings={withPrevious.data.previous ?? []} />
          </section>
        ) : withPrevious.isError ? (
          <p className="covers-notice covers-notice--error" role="alert">
            {t('account:site.loadFailed')}
          </p>
        ) : showPrevious ? (
          <Loading />
        ) : (
          <p>
            <button type="button" onClick={() => setShowPrevious(true)}>
              {t('account:myBookings.showPrevious')}
            </button>
          </p>
        ))}
    </AccountPage>
  );
}

function BookingList({ bookings }: { bookings: MyBooking[] }) {
  const { t } = useTranslation();
  if (bookings.length === 0) return <p>{t('account:myBookings.none')}</p>;
  return (
    <ul className="covers-bookings">
      {bookings.map((booking) => (
        <BookingItem key={booking.id} booking={booking} />
      ))}
    </ul>
  );
}

/**
 * One booking: what and where (its link), when, how many, the reference and the status in words. On the group's
 * own site (brand 0) a booking opens in its own brand, its bar's: a new page in that brand's look (issue 28).
 */
function BookingItem({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation();
  const { path, brand } = useSite();
  const venue = booking.bar.data.branded_name || booking.bar.data.bar_name;
  const own = brand.id === 0 ? getBrand(booking.brand_id) : null;
  const inOwnBrand = own !== null && own.id !== 0;
  return (
    <li className="covers-booking">
      <h3 className="covers-booking__title">
        <Link to={inOwnBrand ? `/edit-booking/${booking.id}?brand=${own.code}` : path(`/edit-booking/${booking.id}`)} reloadDocument={inOwnBrand}>
          {t('account:myBookings.bookingLine', { party: booking.party_type_name ?? booking.party_name, venue })}
        </Link>
      </h3>
      <p className="covers-booking__when">
        {longDateTime(booking.date, booking.time)} · {t('common:people', { count: booking.people })}
      </p>
      <p className="covers-booking__ref">{t('account:myBookings.reference', { ref: booking.ref_code })}</p>
      <p className={`covers-booking__status covers-booking__status--${booking.status_class}`}>{booking.status_text}</p>
      {/* A guest on the booking cannot re-book it: that is the lead booker's (can_rebook). */}
      {booking.status_id === POSTPONED && booking.can_rebook && (
        <p>
          {/* The re-booking page finds its brand from the booking's key: on the group's site, a page load shows it. */}
          <Link to={path(`/re-book/${encodeURIComponent(booking.manage_key)}`)} reloadDocument={inOwnBrand}>
            {t('account:booking.chooseNewDate')}
          </Link>
        </p>
      )}
    </li>
  );
}
