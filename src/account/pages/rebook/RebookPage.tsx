/**
 * /re-book/{manage_token} (spec §2.3, §4): a postponed booking's page, reached by its manage key with
 * no login. Overview and Payment tabs under a welcome; the overview offers a new date and time
 * (never 25 December) and confirms it: 'You are re-booked!'.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ManagedBooking } from '../../../api-client/rebook.ts';
import { AccountPage, Loading, useFocusOn } from '../../components/AccountPage.tsx';
import { BookingSummary } from '../../components/BookingSummary.tsx';
import { FormMessage } from '../../components/forms.tsx';
import { HashTabs } from '../../components/HashTabs.tsx';
import { useBooking } from '../booking/booking-queries.ts';
import { useApi } from '../../site/SiteContext.tsx';
import { PaymentApi } from '../../../api-client/payments.ts';
import { PayDepositPage } from '../PayDepositPage.tsx';
import { RebookForm } from './RebookForm.tsx';
import { CANCELLED } from '../../../engine/bookings/status.ts';

/** Status 4 (§9). */

export function RebookPage() {
  const { t } = useTranslation();
  const { manageToken = '' } = useParams();
  // The booking by its manage key, as the booking page reads it (one entry for both pages).
  const booking = useBooking({ token: manageToken });
  return (
    <AccountPage title={t('account:site.routes.rebook')}>
      {booking.data ? (
        <RebookTabs booking={booking.data} manageKey={manageToken} />
      ) : booking.isError ? (
        <FormMessage kind="error">{t('account:accountErrors.bookingNotFound')}</FormMessage>
      ) : (
        <Loading />
      )}
    </AccountPage>
  );
}

function RebookTabs({ booking, manageKey }: { booking: ManagedBooking; manageKey: string }) {
  const { t } = useTranslation();
  const payments = useApi(PaymentApi);
  return (
    <>
      <p className="covers-rebook__welcome">{t('account:booking.rebookWelcome')}</p>
      <HashTabs
        label={t('account:booking.tabsLabel')}
        tabs={[
          { id: 'overview', label: t('account:booking.tabs.overview'), panel: () => <RebookOverview booking={booking} manageKey={manageKey} /> },
          { id: 'payment', label: t('account:booking.tabs.payment'), panel: () => <PayDepositPage api={payments} code={booking.payment_token} /> },
        ]}
      />
    </>
  );
}

function RebookOverview({ booking, manageKey }: { booking: ManagedBooking; manageKey: string }) {
  const { t } = useTranslation();
  const [rebooked, setRebooked] = useState(false);
  // The form goes once the booking is re-booked: the focus moves to the message that says so.
  const done = useFocusOn<HTMLDivElement>(rebooked);
  return (
    <div className="covers-rebook">
      <BookingSummary booking={{ ...booking, bar: booking.bar.data }} />
      {rebooked ? (
        <div ref={done} tabIndex={-1}>
          <FormMessage kind="success">{t('account:booking.rebooked')}</FormMessage>
        </div>
      ) : booking.status_id === CANCELLED ? (
        <FormMessage kind="info">{t('account:booking.cancelled')}</FormMessage>
      ) : booking.agency_name !== null ? (
        <FormMessage kind="info">{t('account:booking.contactAgency', { agency: booking.agency_name })}</FormMessage>
      ) : booking.can_rebook ? (
        <RebookForm booking={booking} manageKey={manageKey} onRebooked={() => setRebooked(true)} />
      ) : (
        <FormMessage kind="info">{t('account:booking.rebookNotPostponed')}</FormMessage>
      )}
    </div>
  );
}
