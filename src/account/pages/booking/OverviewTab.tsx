/**
 * The booking page's Overview (§2.3, §4): its state, its summary, what the customer may do — edit and
 * cancel when `can_cancel`, else why not and whom to write to — and, for a link holder without an
 * account for the booking's address, the offer to make one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingKey, ManagedBooking } from '../../../api-client/bookings.ts';
import { formatPence } from '../../../engine/money/money.ts';
import { BookingSummary } from '../../components/BookingSummary.tsx';
import { FormMessage } from '../../components/forms.tsx';
import { MailtoText } from '../../components/MailtoText.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { CancelBookingDialog } from './CancelBookingDialog.tsx';
import { EditBookingDialog } from './EditBookingDialog.tsx';
import { GuestOwnOverview } from './GuestOwnOverview.tsx';
import { SignupOffer } from './SignupOffer.tsx';
import { CANCELLED, POSTPONED } from '../../../engine/bookings/status.ts';


export interface OverviewTabProps {
  booking: ManagedBooking;
  bookingKey: BookingKey;
  showsPayment: boolean;
}

export function OverviewTab({ booking, bookingKey, showsPayment }: OverviewTabProps) {
  const { t } = useTranslation();
  const { path } = useSite();
  const [dialog, setDialog] = useState<'edit' | 'cancel' | null>(null);
  const [updated, setUpdated] = useState(false);
  const email = booking.bar.data.party_booking_email;
  const cancelled = booking.status_id === CANCELLED;
  const postponed = booking.status_id === POSTPONED;
  const agency = booking.agency_name;
  // A guest who is not a booking admin sees their own part of it (§2.3), not the booking's money or the bar's address for changes.
  const ownGuest = booking.guest && !booking.admin ? booking.guest : null;

  return (
    <div className="covers-booking-overview">
      {cancelled ? (
        <FormMessage kind="error">{t('account:booking.cancelled')}</FormMessage>
      ) : postponed ? (
        <div className="covers-notice covers-notice--warning">
          <p>{t('account:booking.postponed')}</p>
          {booking.can_rebook ? (
            <Link className="covers-button" to={path(`/re-book/${encodeURIComponent(booking.manage_key)}`)}>
              {t('account:booking.chooseNewDate')}
            </Link>
          ) : null}
        </div>
      ) : (
        <p className={`covers-booking-status covers-booking-status--${booking.status_class}`}>
          <strong>{booking.status}</strong> {booking.status_text}
        </p>
      )}
      {/* An earlier change's message does not outlive a cancellation. */}
      {updated && !cancelled ? <FormMessage kind="success">{t('account:booking.updated')}</FormMessage> : null}

      <p className="covers-booking-party">{t('account:booking.leadBooker', { name: booking.party_name })}</p>
      <BookingSummary booking={{ ...booking, bar: booking.bar.data }} prices={agency === null && ownGuest === null} />
      {ownGuest ? <GuestOwnOverview booking={booking} guest={ownGuest} showsPayment={showsPayment} /> : null}

      {/* What was paid and what goes back: a cancelled booking has nothing left to pay (§2.3). */}
      {agency === null && booking.admin && (cancelled || booking.refund_due > 0 || booking.refunded > 0) && booking.payments_made + booking.refund_due > 0 ? (
        <dl className="covers-summary covers-booking-refunds">
          {(
            [
              ['account:booking.paid', booking.payments_made],
              ['account:booking.refundDue', booking.refund_due],
              ['account:booking.refunded', booking.refunded],
            ] as const
          )
            .filter(([key, amount]) => amount > 0 || key === 'account:booking.paid')
            .map(([key, amount]) => (
              <div key={key} className="covers-summary__row">
                <dt>{t(key)}</dt>
                <dd>{formatPence(amount)}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {cancelled && booking.payments_made > 0 && !booking.is_deposit_refunded ? <p>{t('account:booking.depositKept')}</p> : null}

      {showsPayment && !booking.is_paid && booking.admin && !cancelled ? (
        <p className="covers-booking-total">
          {t('account:booking.totalBalance', { amount: formatPence(booking.total_balance) })}{' '}
          <a href="#payment">{t('account:booking.tabs.payment')}</a>
        </p>
      ) : null}

      {ownGuest ? null : agency !== null ? (
        <p className="covers-notice covers-notice--info">{t('account:booking.contactAgency', { agency })}</p>
      ) : booking.can_cancel ? (
        <div className="covers-booking-actions">
          <button type="button" className="covers-button" onClick={() => setDialog('edit')} disabled={dialog !== null}>
            {t('account:booking.edit')}
          </button>
          <button type="button" className="covers-button covers-button--secondary" onClick={() => setDialog('cancel')} disabled={dialog !== null}>
            {t('account:booking.cancel')}
          </button>
        </div>
      ) : !cancelled && !postponed ? (
        <div className="covers-notice covers-notice--info">
          <p>
            <MailtoText text={t('account:booking.contactBarEdit', { email })} email={email} />
          </p>
          <p>
            <MailtoText text={t('account:booking.contactBarCancel', { email })} email={email} />
          </p>
        </div>
      ) : null}

      {dialog === 'edit' ? (
        <EditBookingDialog
          booking={booking}
          bookingKey={bookingKey}
          onClose={() => setDialog(null)}
          onUpdated={() => {
            setDialog(null);
            setUpdated(true);
          }}
        />
      ) : null}
      {dialog === 'cancel' ? <CancelBookingDialog booking={booking} bookingKey={bookingKey} onClose={() => setDialog(null)} /> : null}

      {/* Whoever holds the link may ask for the account of the booking's address, when there is none (§2.3). */}
      {'token' in bookingKey && !booking.registered ? <SignupOffer booking={booking} token={bookingKey.token} /> : null}
    </div>
  );
}
