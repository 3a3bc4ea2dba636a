/**
 * The lead booker's guest list on the booking page (§2.3, §6, §8): the join link to copy or share, what
 * is left for the lead booker to pay once each guest's share is taken off, and each guest with what may
 * be done to them. The lead booker and co-hosts see it (the server answers anyone else with a refusal,
 * and then the list is not shown). Each change says the server's words ('Guest has been updated',
 * 'Guest has been deleted', 'Reminder has been sent!') and shows the list as it now is.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingKey, GuestList, ListedGuest, ManagedBooking } from '../../../../api-client/bookings.ts';
import { formatPence } from '../../../../engine/money/money.ts';
import { FormMessage } from '../../../components/forms.tsx';
import { EditGuestDialog } from './EditGuestDialog.tsx';
import { GuestCard, type GuestAction } from './GuestCard.tsx';
import { useGuestList, useSetGuestList } from './guest-list-query.ts';
import { JoinLinkShare } from './JoinLinkShare.tsx';
import { ReminderDialog } from './ReminderDialog.tsx';
import { CoHostDialog } from './CoHostDialog.tsx';
import { RemoveGuestDialog } from './RemoveGuestDialog.tsx';
import { longDate } from '../../../../engine/time/format.ts';
import { CANCELLED } from '../../../../engine/bookings/status.ts';


export function GuestListSection({ booking, bookingKey }: { booking: ManagedBooking; bookingKey: BookingKey }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The lead booker, or a co-host signed in (a guest whose invitation the lead booker made admin).
  const manages = booking.admin || booking.guest?.admin === true;
  const list = useGuestList(bookingKey, manages);
  const heading = useRef<HTMLHeadingElement>(null);
  if (!manages || !list.data) return null;
  return (
    <section className="covers-guest-list" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('account:guests.heading')}
      </h2>
      <GuestListBody booking={booking} bookingKey={bookingKey} list={list.data} onGuestGone={() => heading.current?.focus()} />
    </section>
  );
}

interface BodyProps {
  booking: ManagedBooking;
  bookingKey: BookingKey;
  list: GuestList;
  /** The guest whose button had the focus is no longer listed: the focus goes to the list's heading. */
  onGuestGone(): void;
}

function GuestListBody({ booking, bookingKey, list, onGuestGone }: BodyProps) {
  const { t } = useTranslation();
  const setList = useSetGuestList(bookingKey);
  const [open, setOpen] = useState<{ action: GuestAction; guest: ListedGuest } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Counts the guests gone from under the focus. The heading takes the focus in an effect, after the commit that
  // removes the guest and closes the dialog, so the dialog's own focus restore can never come after it (a frame
  // callback could run before that commit on a busy machine).
  const [gone, setGone] = useState(0);
  const focusHeading = useRef(onGuestGone);
  focusHeading.current = onGuestGone;
  useEffect(() => {
    if (gone > 0) focusHeading.current();
  }, [gone]);
  const done = async (text: string, next?: GuestList) => {
    const removed = open !== null && next !== undefined && !next.guests.some((g) => g.id === open.guest.id);
    if (next) await setList(next);
    setOpen(null);
    setMessage(text);
    if (removed) setGone((n) => n + 1);
  };
  const changeable = booking.status_id !== CANCELLED;
  const dialogProps = open ? { bookingKey, guest: open.guest, onClose: () => setOpen(null), onDone: done } : null;

  return (
    <>
      {list.join_link ? <JoinLinkShare link={list.join_link} venue={booking.bar.data.branded_name || booking.bar.data.bar_name} date={longDate(booking.date)} /> : null}
      {/* A cancelled booking owes nothing, whatever a list read before the cancellation says. */}
      {booking.agency_name === null && changeable && list.lead_booker.total_balance > 0 ? (
        <p className="covers-booking-total">{t('account:guests.leadBookerPart', { name: list.lead_booker.name, amount: formatPence(list.lead_booker.total_balance) })}</p>
      ) : null}
      <div aria-live="polite">
        {message ? <FormMessage kind="success">{message}</FormMessage> : null}
      </div>
      {list.guests.length === 0 ? (
        <p>{t('account:guests.none')}</p>
      ) : (
        <ul className="covers-guests">
          {list.guests.map((guest) => (
            <GuestCard
              key={guest.id}
              guest={guest}
              isViewer={guest.id === list.viewer_guest_id}
              busy={!changeable}
              owes={changeable}
              onAction={(action) => {
                setMessage(null);
                setOpen({ action, guest });
              }}
              // The lead booker's page (by its link or signed in), not a co-host's.
              choosesCoHosts={booking.guest === undefined || booking.guest === null}
            >
              {open?.guest.id === guest.id && dialogProps ? (
                open.action === 'edit' ? (
                  <EditGuestDialog {...dialogProps} />
                ) : open.action === 'remind' ? (
                  <ReminderDialog {...dialogProps} />
                ) : open.action === 'coHost' ? (
                  <CoHostDialog {...dialogProps} />
                ) : (
                  <RemoveGuestDialog {...dialogProps} />
                )
              ) : null}
            </GuestCard>
          ))}
        </ul>
      )}
    </>
  );
}
