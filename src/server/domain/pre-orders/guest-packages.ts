import type { Catalogue } from '../catalogue.ts';

/**
 * Of a booking's packages, those a guest can have as their own: the ones priced per person. A package
 * priced per booking (a bottle, a cake) is the party's, not anyone's own, and has its choices made at booking.
 */
export function guestPackageIds(packages: ReadonlyArray<{ variation_id: number }>, catalogue: Catalogue): number[] {
  return [...new Set(packages.map((p) => p.variation_id))].filter((id) => {
    const variation = catalogue.variations.get(id);
    const option = variation && catalogue.options.get(variation.option_id);
    return option !== undefined && !option.price_per_booking;
  });
}
