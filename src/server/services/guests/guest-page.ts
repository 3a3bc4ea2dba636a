/**
 * A guest's own page (rest/booking/guest/{code}, spec §2.4, §3 "Guest"): the guest and their booking in
 * brief, by the guest's unique code (a 192-bit secret). Their pre-order choices come with the pre-orders.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { findBooking } from '../../db/repositories/bookings.ts';
import { findGuestAccount } from '../../db/repositories/guest-accounts.ts';
import { findGuestByCode } from '../../db/repositories/guests.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { isCancelled, shownStatusId } from '../../domain/bookings/status.ts';
import { preOrderLocked } from '../../domain/bookings/view.ts';
import { NotFound } from '../../domain/errors.ts';
import { joinBookingSummary } from '../../domain/guests/join-view.ts';
import { shareView } from '../../domain/guests/share.ts';
import { payable } from '../../domain/payments/summaries.ts';
import type { GuestsDeps } from './deps.ts';

const CODE = /^[A-Za-z0-9_-]{1,200}$/;

export interface GuestLookup {
  brandId: number;
  code: string;
}

export class GuestPages {
  constructor(private readonly deps: GuestsDeps) {}

  /** The guest of a code, of the brand the call is made for; an unknown code, another brand's: 'Guest not found'. */
  async view(command: GuestLookup) {
    const notFound = () => new NotFound(account.guestPage.notFound);
    if (!CODE.test(command.code)) throw notFound();
    const guest = await findGuestByCode(this.deps.db, command.code);
    const booking = guest && sameSecret(command.code, guest.unique_code) ? await findBooking(this.deps.db, guest.booking_id) : undefined;
    if (!guest || !booking || booking.brand_id !== command.brandId) throw notFound();
    const catalogue = await this.deps.catalogue.get();
    const money = (await findGuestAccount(this.deps.db, booking.id, guest.id))!;
    return {
      id: guest.id,
      booking_id: booking.id,
      forename: guest.forename,
      surname: guest.surname,
      email: guest.email,
      accepted: guest.accepted,
      admin: guest.admin,
      lead_booker_name: `${booking.forename} ${booking.surname}`.trim(),
      booking: {
        ...joinBookingSummary(booking, catalogue),
        status_id: shownStatusId(booking.status_id),
        cancelled: isCancelled(booking.status_id),
        pre_order_locked: preOrderLocked(booking, (await this.deps.catalogue.get()).types.get(booking.booking_type_id), new Date(this.deps.clock.now())),
      },
      share: shareView(money, payable(booking, catalogue), isCancelled(booking.status_id)),
    };
  }
}
