/**
 * A guest's own page (rest/booking/guest/{code}, spec §2.4, §3 "Guest", §4): the guest and their booking
 * in brief, by the guest's unique code (a 192-bit secret), and their own pre-order, which they change
 * here until it locks. The code reaches that one guest: nothing of the other guests is read or written.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import errors from '../../../../locales/en-GB/errors.json' with { type: 'json' };
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { findGuestAccount } from '../../db/repositories/guest-accounts.ts';
import { findGuestByCode, type JoinedGuestRow } from '../../db/repositories/guests.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { isCancelled, shownStatusId } from '../../../engine/bookings/status.ts';
import { preOrderLocked } from '../../domain/bookings/view.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.ts';
import { guestEdit } from '../../domain/guests/guest-edit-input.ts';
import { guestMessages } from '../../domain/guests/guest-messages.ts';
import { emailTakenByOther, updateBookingGuest } from '../../db/repositories/guest-list.ts';
import { joinBookingSummary } from '../../domain/guests/join-view.ts';
import { shareView } from '../../domain/guests/share.ts';
import { refundsOfBooking } from '../../db/repositories/refunds.ts';
import { payable } from '../../domain/payments/summaries.ts';
import { guestPreOrderView } from '../../domain/pre-orders/guest-pre-order-view.ts';
import { GuestPreOrders } from '../pre-orders/index.ts';
import type { GuestsDeps } from './deps.ts';
import { inBrand } from '../../domain/brand-scope.ts';

const CODE = /^[A-Za-z0-9_-]{1,200}$/;

export interface GuestLookup {
  brandId: number;
  code: string;
}

export interface GuestDetailsChange extends GuestLookup {
  details: { forename: string; surname: string; email: string };
}

export interface GuestChoicesChange extends GuestLookup {
  /** Choices by choice id for the guest's own package (domain/pre-orders/guest-choices.ts). */
  choices: unknown;
}

export class GuestPages {
  private readonly preOrders: GuestPreOrders;

  constructor(private readonly deps: GuestsDeps) {
    this.preOrders = new GuestPreOrders(deps);
  }

  async view(command: GuestLookup) {
    const { guest, booking } = await this.find(command);
    return this.page(guest, booking, await this.deps.catalogue.get());
  }

  /**
   * The guest changes their own choices for the package they have (the lead booker assigns packages).
   * Every group with a selectable item is filled; 423 once the pre-order is locked; nothing stored on a refusal.
   */
  async saveChoices(command: GuestChoicesChange) {
    const { guest } = await this.find(command);
    if (guest.variation_id === null) throw new InvalidInput(errors.validation.choicesWithoutPackage, { choices: [errors.validation.choicesWithoutPackage] });
    const saved = await this.preOrders.save({ bookingId: guest.booking_id, guestId: guest.id, variationId: guest.variation_id, choices: command.choices });
    // Read again after the save: the page shows the booking as it is now.
    const booking = await findBooking(this.deps.db, saved.booking_id);
    return { data: await this.page(saved, booking!, await this.deps.catalogue.get()), meta: { message: account.guestPage.updated } };
  }

  /**
   * The guest adds or corrects their own name and e-mail (what the lead booker's "add your details" reminder asks
   * for), under the join form's rules; not another guest's address on the booking, nor the lead booker's. A
   * cancelled booking's guests have nothing left to add. Nothing is stored on a refusal.
   */
  async saveDetails(command: GuestDetailsChange) {
    const { guest, booking } = await this.find(command);
    if (isCancelled(booking.status_id)) throw new Conflict(guestMessages.cancelled);
    const details = guestEdit(command.details, guest).details!;
    await this.deps.db.transaction(async (tx) => {
      const taken = details.email !== '' && (details.email === booking.email.trim().toLowerCase() || (await emailTakenByOther(tx, booking.id, guest.id, details.email)));
      if (taken) throw new Conflict(guestMessages.emailTaken);
      await updateBookingGuest(tx, guest.id, details);
    });
    const saved = (await findGuestByCode(this.deps.db, command.code))!;
    return { data: await this.page(saved, booking, await this.deps.catalogue.get()), meta: { message: account.guestPage.detailsSaved } };
  }

  /** The guest of a code, of the brand the call is made for; an unknown code, another brand's: 'Guest not found'. */
  private async find(command: GuestLookup): Promise<{ guest: JoinedGuestRow; booking: BookingRow }> {
    const notFound = () => new NotFound(account.guestPage.notFound);
    if (!CODE.test(command.code)) throw notFound();
    const guest = await findGuestByCode(this.deps.db, command.code);
    const booking = guest && sameSecret(command.code, guest.unique_code) ? await findBooking(this.deps.db, guest.booking_id) : undefined;
    if (!guest || !booking || !inBrand(booking.brand_id, command.brandId)) throw notFound();
    return { guest, booking };
  }

  private async page(guest: JoinedGuestRow, booking: BookingRow, catalogue: Catalogue) {
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
        pre_order_locked: preOrderLocked(booking, catalogue.types.get(booking.booking_type_id), new Date(this.deps.clock.now())),
      },
      share: shareView(money, payable(booking, catalogue), isCancelled(booking.status_id), (await refundsOfBooking(this.deps.db, booking.id)).filter((r) => r.guest_id === guest.id)),
      ...guestPreOrderView(guest, catalogue),
    };
  }
}
