/**
 * The booking page's view for a guest who is not its lead booker (spec §2.3: a guest who is not a
 * booking admin sees a simplified overview: summary, paying their share, their own choices). Pure.
 * None of the lead booker's secrets or contact details: no manage key, no payment token, no e-mail;
 * no edit, cancel or re-book. A co-host (the invitation's admin flag, spec §6) is a booking admin
 * (`admin` true: the guest list, the Pre Order and Packages tabs), still without those secrets and
 * paying their own share. The lead booker's view is unchanged.
 */
import type { GuestAccountRow } from '../../db/repositories/guest-accounts.ts';
import type { RefundRow } from '../../db/repositories/refunds.ts';
import type { BookingView } from '../bookings/view.ts';
import { shareView } from './share.ts';

export function guestBookingView(view: BookingView, guest: GuestAccountRow, bookingPayable: number, cancelled: boolean, refunds: ReadonlyArray<Pick<RefundRow, 'amount' | 'reason' | 'state' | 'guest_id'>>) {
  return {
    ...view,
    manage_key: '',
    payment_token: '',
    lead_booker_email: '',
    can_cancel: false,
    can_rebook: false,
    admin: guest.admin,
    guest: {
      id: guest.id,
      forename: guest.forename,
      surname: guest.surname,
      unique_code: guest.unique_code ?? '',
      admin: guest.admin,
      accepted: guest.accepted,
      share: shareView(guest, bookingPayable, cancelled, refunds.filter((r) => r.guest_id === guest.id)),
    },
  };
}

export type GuestBookingView = ReturnType<typeof guestBookingView>;
