/**
 * Pre-order choices the session must have before it goes on: every item slot of a chosen package
 * priced per booking filled with an item its group offers. Choices of options priced per person are
 * made after booking (spec §2: "You will be able to choose your pre-order options after completing
 * your booking."), so they are not asked for now. The rule is the widget's own
 * (engine/preorder/choices.ts), read here from the catalogue, so a crafted request cannot get past
 * what the widget asks for.
 */
import { unfilledSlots } from '../../../engine/preorder/choices.ts';
import type { BookingType, Catalogue } from '../catalogue.ts';
import type { ChosenVariation } from './input.ts';

export interface ChoiceError {
  field: 'variations';
  message: string;
}

/** The validation error for the first empty slot (as the session reports field errors), or none. */
export function choiceErrors(catalogue: Pick<Catalogue, 'optionsForType'>, type: BookingType | undefined, variations: readonly ChosenVariation[]): ChoiceError[] {
  if (!type || variations.length === 0) return [];
  // The catalogue's options in the shape the session answer sends them (variation_id beside id).
  const options = catalogue.optionsForType(type).map((o) => ({ price_per_booking: o.price_per_booking, variations: o.variations.map((v) => ({ ...v, variation_id: v.id, calculated_price: v.price })) }));
  const [first] = unfilledSlots(variations, options);
  if (!first) return [];
  const { group, position } = first.slot;
  const slot = group.itemCount > 1 ? `${group.name} ${position}` : group.name;
  return [{ field: 'variations', message: `Please choose your ${slot} for ${first.variationName}.` }];
}
