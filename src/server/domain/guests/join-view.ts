/**
 * What a join link shows a guest (spec §2.4, §3 "Join booking"): who booked, the booking in brief, and
 * the choice groups of one of the booking's packages. Nothing a guest should not hold: no contact
 * details of the lead booker, no manage key, no money.
 */
import type { BookingRow, BookingVariationRow } from '../../db/repositories/bookings.ts';
import type { Catalogue } from '../catalogue.ts';
import { guestPackageIds } from '../pre-orders/guest-packages.ts';
import { packageChoiceGroups } from '../pre-orders/guest-pre-order-view.ts';
import { bookingDateText } from '../../../engine/time/booking-instant.ts';

export function joinBookingSummary(booking: BookingRow, catalogue: Catalogue) {
  const bar = catalogue.bars.get(booking.bar_id);
  return {
    bar_name: bar?.branded_name || bar?.bar_name || '',
    party_type_name: catalogue.types.get(booking.booking_type_id)?.front_end_name ?? null,
    booking_date: bookingDateText(booking.booking_date, booking.booking_time),
    date: booking.booking_date,
    time: booking.booking_time,
    people: booking.people,
  };
}

/**
 * The choice groups of the package the guest joins for: the one named (when it is one of the booking's
 * per-person packages), else the first of those. Only groups with a selectable item are shown: those are the ones a guest
 * must choose in (spec §5). No packages: no groups.
 */
export function joinChoices(packages: BookingVariationRow[], catalogue: Catalogue, wanted: number | undefined) {
  const own = guestPackageIds(packages, catalogue);
  const chosen = own.find((id) => id === wanted) ?? own[0];
  const variation = chosen === undefined ? undefined : catalogue.variations.get(chosen);
  if (!variation) return { variation_id: null, choices: [], packages: [] };
  return { variation_id: variation.id, choices: packageChoiceGroups(variation), packages: joinPackages(own, catalogue) };
}

/** The booking's per-person packages a guest may join for (a party of several packages: each picks theirs). */
function joinPackages(own: number[], catalogue: Catalogue) {
  return own.flatMap((id) => {
    const variation = catalogue.variations.get(id);
    return variation ? [{ variation_id: id, name: variation.name }] : [];
  });
}
