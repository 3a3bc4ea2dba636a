/**
 * The booking page's pre-order saves (spec §2.3, §4, §7.3): the lead booker puts a guest on one of the
 * booking's per-person packages with their choices (a new pre-order guest by name, or one already on the
 * booking), and chooses the items of a per-booking package. By the manage link or the signed-in
 * customer's booking id, as the booking itself.
 *
 * The lock and the choice rules are the one pre-order save's (services/pre-orders, `check`), run in this
 * transaction once the booking row is held: a save racing the lock is stored before it or refused 423.
 * Here only what the booking page adds: a per-person package has room for as many guests as it is for,
 * and a per-booking package's choices are the booking's, not a guest's.
 */
import errors from '../../../../locales/en-GB/errors.json' with { type: 'json' };
import { findBooking, findBookingVariations } from '../../db/repositories/bookings.ts';
import { countPackageGuests, findBookingGuest, insertPreOrderGuest, setGuestNames, setGuestPreOrder } from '../../db/repositories/guests.ts';
import { messages } from '../../domain/customers/messages.ts';
import type { BookingView } from '../../domain/bookings/view.ts';
import { InvalidInput, NotFound } from '../../domain/errors.ts';
import { entriesByGroup, optionalId, requiredId } from '../../domain/pre-orders/pre-order-entries.ts';
import { GuestMoney, type GuestPreOrders } from '../pre-orders/index.ts';
import { resolveBooking } from './access.ts';
import type { BookingsDeps } from './deps.ts';
import type { BookingCommand, BookingManagement } from './management.ts';

const NAME_MAX = 100;

export interface PreOrderGuestSave extends BookingCommand {
  /** The guest; absent: a new pre-order guest. */
  guestId: unknown;
  forename: unknown;
  surname: unknown;
  variationId: unknown;
  /** Choices by group, as the save reads them. */
  choices: unknown;
}

export interface PreOrderItemsSave extends BookingCommand {
  variationId: unknown;
  /** The items as entries (choice_id, choice_item_id, plu). */
  items: unknown;
}

/** Forename required for a new guest (spec §5 'Forename (Required)'), surname optional; for a guest on the booking, each only when sent. */
function guestNames(forename: unknown, surname: unknown, isNew: boolean): { forename?: string; surname?: string } {
  const fields: Record<string, string[]> = {};
  const out: { forename?: string; surname?: string } = {};
  if (forename !== undefined || isNew) {
    const name = typeof forename === 'string' ? forename.trim() : '';
    if (name === '') fields.forename = [errors.validation.forenameRequired];
    else if (name.length > NAME_MAX) fields.forename = [messages.nameMax('Forename', NAME_MAX)];
    else out.forename = name;
  }
  if (surname !== undefined) {
    const name = typeof surname === 'string' ? surname.trim() : '';
    if (name.length > NAME_MAX) fields.surname = [messages.nameMax('Surname', NAME_MAX)];
    else out.surname = name;
  }
  if (Object.keys(fields).length > 0) throw new InvalidInput(Object.values(fields).map(([m]) => m).join(', '), fields);
  return out;
}

export class BookingPreOrders {
  constructor(
    private readonly deps: BookingsDeps,
    private readonly guestPreOrders: GuestPreOrders,
    private readonly management: BookingManagement,
  ) {}

  /** Puts a guest (or a new pre-order guest) on a per-person package with their choices; answers the booking. */
  async saveGuest(command: PreOrderGuestSave): Promise<BookingView> {
    const found = await resolveBooking(this.deps.db, command.brandId, command.access);
    const guestId = optionalId(command.guestId, 'guest_id');
    const variationId = requiredId(command.variationId, 'variation_id');
    const names = guestNames(command.forename, command.surname, guestId === undefined);
    const catalogue = await this.deps.catalogue.get();
    const booking = await this.deps.db.transaction(async (tx) => {
      const booking = (await findBooking(tx, found.id, { forUpdate: true }))!;
      const guest = guestId === undefined ? undefined : await findBookingGuest(tx, booking.id, guestId);
      if (guestId !== undefined && !guest) throw new NotFound('Guest not found');
      const checked = await this.guestPreOrders.check(tx, catalogue, booking, { variationId, choices: command.choices, partial: true });
      const option = catalogue.options.get(catalogue.variations.get(variationId)?.option_id ?? -1);
      if (!option || option.price_per_booking) throw new InvalidInput(errors.validation.packageNotPerPerson, { variation_id: [errors.validation.packageNotPerPerson] });
      // As many guests as the package is for (its quantity: the people it was booked for).
      const quantity = (await findBookingVariations(tx, booking.id)).find((v) => v.variation_id === variationId)?.quantity ?? 0;
      const others = await countPackageGuests(tx, booking.id, variationId, guest?.id);
      if (others >= quantity) throw new InvalidInput(errors.validation.packageFull, { variation_id: [errors.validation.packageFull] });
      const at = new Date(this.deps.clock.now());
      const money = new GuestMoney(catalogue);
      if (!guest) {
        const added = await insertPreOrderGuest(tx, { booking_id: booking.id, forename: names.forename!, surname: names.surname ?? '', ...checked, at });
        await money.changed(tx, booking, added.id, null, checked);
      } else {
        if (names.forename !== undefined || names.surname !== undefined) await setGuestNames(tx, guest.id, names.forename ?? guest.forename, names.surname ?? guest.surname);
        await setGuestPreOrder(tx, guest.id, { ...checked, at });
        await money.changed(tx, booking, guest.id, guest, checked);
      }
      // As the save left it: the premiums chosen move its value and balance.
      return (await findBooking(tx, booking.id))!;
    });
    return this.management.viewOf(this.deps.db, booking, catalogue);
  }

  /** Chooses the items of one of the booking's per-booking packages; answers the booking. */
  async saveItems(command: PreOrderItemsSave): Promise<BookingView> {
    const found = await resolveBooking(this.deps.db, command.brandId, command.access);
    const variationId = requiredId(command.variationId, 'variation_id');
    const catalogue = await this.deps.catalogue.get();
    const choices = entriesByGroup(command.items, catalogue);
    const booking = await this.deps.db.transaction(async (tx) => {
      const booking = (await findBooking(tx, found.id, { forUpdate: true }))!;
      const checked = await this.guestPreOrders.check(tx, catalogue, booking, { variationId, choices, partial: true });
      const option = catalogue.options.get(catalogue.variations.get(variationId)?.option_id ?? -1);
      if (!option?.price_per_booking) throw new InvalidInput(errors.validation.packagePerPerson, { variation_id: [errors.validation.packagePerPerson] });
      await new GuestMoney(catalogue).itemsChanged(tx, booking, variationId, checked.choices);
      // As the save left it: the premiums chosen move its value and balance.
      return (await findBooking(tx, booking.id))!;
    });
    return this.management.viewOf(this.deps.db, booking, catalogue);
  }
}
