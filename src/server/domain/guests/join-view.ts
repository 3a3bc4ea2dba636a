/**
 * What a join link shows a guest (spec §2.4, §3 "Join booking"): who booked, the booking in brief, and
 * the choice groups of one of the booking's packages. Nothing a guest should not hold: no contact
 * details of the lead booker, no manage key, no money.
 */
import type { BookingRow, BookingVariationRow } from '../../db/repositories/bookings.ts';
import type { Catalogue } from '../catalogue.ts';

export function joinBookingSummary(booking: BookingRow, catalogue: Catalogue) {
  const bar = catalogue.bars.get(booking.bar_id);
  return {
    bar_name: bar?.branded_name || bar?.bar_name || '',
    party_type_name: catalogue.types.get(booking.booking_type_id)?.front_end_name ?? null,
    booking_date: `${booking.booking_date} ${booking.booking_time}`,
    date: booking.booking_date,
    time: booking.booking_time,
    people: booking.people,
  };
}

/**
 * The choice groups of the package the guest joins for: the one named (when it is one of the booking's),
 * else the booking's first. Only groups with a selectable item are shown: those are the ones a guest
 * must choose in (spec §5). No packages: no groups.
 */
export function joinChoices(packages: BookingVariationRow[], catalogue: Catalogue, wanted: number | undefined) {
  const chosen = packages.find((p) => p.variation_id === wanted) ?? packages[0];
  const variation = chosen && catalogue.variations.get(chosen.variation_id);
  if (!variation) return { variation_id: null, choices: [] };
  const choices = variation.choices
    .filter((choice) => choice.items.some((item) => item.selectable))
    .map((choice) => ({
      id: choice.id,
      name: choice.name,
      item_count: choice.item_count,
      items: choice.items.map((item) => ({ id: item.id, plu: item.plu, title: item.title, premium: item.premium, selectable: item.selectable })),
    }));
  return { variation_id: variation.id, choices };
}
