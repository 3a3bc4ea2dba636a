/**
 * The booking page's Packages and Pre Order tabs (spec §2.3, §3, §7.2 rest/my-bookings/{id}/packages;
 * the same for the manage link): the booking's packages, who is assigned to each per-person one with
 * their choices, and how complete each single-booking one is. And the menu groups of packages
 * (rest/booking/pre-order-choices), which are the catalogue's and open to anyone, as in the widget.
 */
import { findBookingVariations } from '../../db/repositories/bookings.ts';
import { findPreOrderGuests } from '../../db/repositories/guests.ts';
import { preOrderLocked } from '../../domain/bookings/view.ts';
import { InvalidInput, NotFound } from '../../domain/errors.ts';
import { bookingPackages, menuGroups, storedChoices } from '../../domain/pre-orders/booking-packages.ts';
import { resolveBooking } from './access.ts';
import type { BookingsDeps } from './deps.ts';
import type { BookingCommand } from './management.ts';

/** More than a page could show at once is a mistake, not a menu. */
const MAX_VARIATIONS = 50;

export class BookingPackages {
  constructor(private readonly deps: BookingsDeps) {}

  async view(command: BookingCommand) {
    const booking = await resolveBooking(this.deps.db, command.brandId, command.access);
    const catalogue = await this.deps.catalogue.get();
    const guests = (await findPreOrderGuests(this.deps.db, booking.id)).map((g) => ({ ...g, choices: storedChoices(g.choices) }));
    return {
      ...bookingPackages(await findBookingVariations(this.deps.db, booking.id), guests, catalogue),
      pre_order_locked: preOrderLocked(booking, catalogue.types.get(booking.booking_type_id), new Date(this.deps.clock.now())),
    };
  }

  /** The menu groups of the variations named (ids, comma-separated or repeated); an unknown one is a 404. */
  async menu(variations: unknown) {
    const ids = (Array.isArray(variations) ? variations : [variations]).flatMap((v) => String(v ?? '').split(',')).map((s) => s.trim()).filter((s) => s !== '');
    if (ids.length === 0 || ids.length > MAX_VARIATIONS || !ids.every((id) => /^[1-9]\d{0,8}$/.test(id))) {
      throw new InvalidInput('variations must be a list of package ids.', { variations: [`Give from 1 to ${MAX_VARIATIONS} package ids, e.g. 101,102.`] });
    }
    const catalogue = await this.deps.catalogue.get();
    const found = [...new Set(ids.map(Number))].map((id) => catalogue.variations.get(id));
    if (found.some((v) => v === undefined)) throw new NotFound('Package not found.');
    return menuGroups(found as NonNullable<(typeof found)[number]>[]);
  }
}
