/**
 * /guest/{unique_code} (§2.4, §8): a guest's own page, reached after joining by the link (which it
 * greets with 'Added to booking!'). It shows the
 * booking the guest is on, their own choices (changed here until the pre-order locks: GuestOwnChoices.tsx),
 * their own name and e-mail (GuestOwnDetails.tsx) and their own share to pay; a cancelled booking says so, a locked pre-order shows its notice. An unknown
 * code: 'Guest not found'.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/errors.ts';
import { AccountPage, Loading } from '../../components/AccountPage.tsx';
import { BookingSummary } from '../../components/BookingSummary.tsx';
import { FormMessage } from '../../components/forms.tsx';
import { GuestSharePayment } from '../../components/GuestSharePayment.tsx';
import { useApi } from '../../site/SiteContext.tsx';
import { GuestApi } from '../../../api-client/guests.ts';
import { GuestOwnChoices } from './GuestOwnChoices.tsx';
import { GuestOwnDetails } from './GuestOwnDetails.tsx';
import { guestSummary } from './guest-summary.ts';

export function GuestPage() {
  const { t } = useTranslation();
  const guests = useApi(GuestApi);
  const { uniqueCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queries = useQueryClient();
  // Said once: the entry's state is cleared, so a reload or a return to the page does not say it again.
  const [justAdded] = useState(() => (location.state as { added?: boolean } | null)?.added === true);
  useEffect(() => {
    if (justAdded)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [justAdded, navigate, location.pathname, location.search]);
  const guest = useQuery({ queryKey: ['guest', uniqueCode], queryFn: () => guests.guest(uniqueCode) });

  let body;
  if (guest.isPending) body = <Loading />;
  else if (guest.isError) {
    const error = guest.error;
    const status = error instanceof ApiError && error.kind === 'http' ? error.status : undefined;
    // Too many look-ups from one address: the server's words say to wait, where 'Unknown error occurred' would not.
    const message = status === 404 ? t('account:guestPage.notFound') : status === 429 ? error.message : t('account:guestPage.unknownError');
    body = <FormMessage kind="error">{message}</FormMessage>;
  } else {
    const { booking } = guest.data;
    body = (
      <>
        {justAdded ? <FormMessage kind="success">{t('account:join.added')}</FormMessage> : null}
        {booking.cancelled ? (
          <FormMessage kind="error">{t('account:booking.cancelled')}</FormMessage>
        ) : booking.pre_order_locked ? (
          <p className="covers-notice covers-notice--info">{t('account:guestPage.locked')}</p>
        ) : null}
        <p className="covers-booking-party">
          {t('account:booking.leadBooker', { name: guest.data.lead_booker_name })}
        </p>
        <BookingSummary booking={guestSummary(booking)} prices={false} />
        <GuestOwnChoices code={uniqueCode} guest={guest.data} />
        {/* A cancelled booking's guests have nothing left to add. */}
        {booking.cancelled ? null : <GuestOwnDetails code={uniqueCode} guest={guest.data} />}
        {/* On a cancelled booking only what goes back to the guest's card is shown: nothing is left to pay. */}
        <GuestSharePayment
          bookingId={guest.data.booking_id}
          guestId={guest.data.id}
          share={guest.data.share}
          guestCode={uniqueCode}
          cancelled={booking.cancelled}
          onPaid={() => void queries.invalidateQueries({ queryKey: ['guest', uniqueCode] })}
        />
      </>
    );
  }
  return <AccountPage title={t('account:guestPage.heading')}>{body}</AccountPage>;
}
