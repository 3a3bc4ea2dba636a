/**
 * A booking's packages and the state of its pre-order as the booking page's Packages and Pre Order tabs
 * show them (spec §3 "Booking option", "Per-person option", "Single booking option"). Pure.
 *
 * Per-person options (priced per person: a brunch, party food) are chosen after booking, one guest at a
 * time: each of the `quantity` people on it is a guest assigned to it (booking_guests.variation_id) with
 * their own choices. Single-booking options (priced per booking: a shot tray) have one set of choices for
 * the booking, made in the widget and changed here. Completeness is counted in item slots, by the
 * engine's rule (src/engine/preorder), as the widget counts it.
 */
import { choiceGroups, itemSlots, slotsFilled } from '../../../engine/preorder/choices.ts';
import type { ChosenChoice } from '../../../engine/preorder/types.ts';
import type { BookingVariationRow } from '../../db/repositories/bookings.ts';
import type { Catalogue, Variation } from '../catalogue.ts';

/** A guest as their pre-order is shown. */
export interface PreOrderGuest {
  id: number;
  forename: string;
  surname: string;
  variation_id: number | null;
  choices: ChosenChoice[];
}

/** The stored answers as the engine reads them; anything else in the column reads as none. */
export function storedChoices(raw: unknown): ChosenChoice[] {
  return Array.isArray(raw) ? (raw as ChosenChoice[]).filter((c) => c !== null && typeof c === 'object' && Array.isArray(c.items)) : [];
}

/** How many item slots a variation has, and how many of them these answers fill. */
export function slotCounts(variation: Pick<Variation, 'choices'>, choices: readonly ChosenChoice[]): { completed: number; required: number } {
  const slots = itemSlots(choiceGroups(variation));
  return { completed: slotsFilled({ choices }, slots), required: slots.length };
}

export function bookingPackages(rows: readonly BookingVariationRow[], guests: readonly PreOrderGuest[], catalogue: Catalogue) {
  const packages = [];
  const perPerson = [];
  const single = [];
  for (const row of rows) {
    const variation = catalogue.variations.get(row.variation_id);
    const option = variation && catalogue.options.get(variation.option_id);
    const perBooking = option?.price_per_booking ?? true;
    packages.push({
      variation_id: row.variation_id,
      title: row.name,
      option_name: option?.name ?? '',
      description: variation?.description ?? '',
      image: variation?.image ?? '',
      price: row.unit_price,
      quantity: row.quantity,
      per_person: !perBooking,
      total: row.unit_price * row.quantity,
    });
    // A package no longer in the catalogue has nothing left to choose.
    if (!variation) continue;
    const required = slotCounts(variation, []).required;
    if (perBooking) {
      single.push({ variation_id: row.variation_id, name: row.name, quantity: row.quantity, choices: storedChoices(row.choices), ...slotCounts(variation, storedChoices(row.choices)) });
    } else {
      const assigned = guests.filter((g) => g.variation_id === row.variation_id);
      perPerson.push({
        variation_id: row.variation_id,
        name: row.name,
        price: row.unit_price,
        quantity: row.quantity,
        guest_required: row.quantity,
        guest_added: assigned.length,
        customer_pre_order_required: required > 0,
        guests: assigned.map((g) => ({ id: g.id, forename: g.forename, surname: g.surname, choices: g.choices, ...slotCounts(variation, g.choices) })),
      });
    }
  }
  // A guest on no package (or one the booking no longer has) may be put on one.
  const offered = new Set(perPerson.map((o) => o.variation_id));
  const unassigned = guests.filter((g) => g.variation_id === null || !offered.has(g.variation_id)).map((g) => ({ id: g.id, forename: g.forename, surname: g.surname }));
  return { packages, pre_order_state: { per_person_options: perPerson, single_booking_options: single, unassigned_guests: unassigned } };
}

/**
 * The menu groups of variations (GET rest/booking/pre-order-choices): every group with its items, the
 * ones that cannot be chosen marked so (the engine leaves them out of the slots).
 */
export function menuGroups(variations: readonly Variation[]) {
  return variations.flatMap((variation) =>
    variation.choices.map((choice) => ({
      variation_id: variation.id,
      id: choice.id,
      name: choice.name,
      item_count: choice.item_count,
      items: choice.items.map((item) => ({
        id: item.id,
        title: item.title,
        plu: item.plu,
        premium: item.premium,
        selectable: item.selectable,
        vegan: item.vegan,
        vegetarian: item.vegetarian,
        contains_gluten: item.contains_gluten,
      })),
    })),
  );
}
