/** Pre-order helpers over immutable lists: each returns a new list so observers see a new value. */
import type { AvailableOption, ChosenVariation, OptionVariation } from './types.ts';

export type PreorderTab = AvailableOption['display_type'];

/** The tabs to show, Packages first and chosen by default when both kinds have something to offer. */
export function preorderTabs(options: readonly AvailableOption[]): {
  tabs: PreorderTab[];
  initial: PreorderTab | undefined;
} {
  const tabs = (['package', 'custom'] as const).filter((kind) =>
    options.some((o) => o.display_type === kind && o.variations.length > 0),
  );
  return { tabs, initial: tabs[0] };
}

/** Per-person options have their item choices made after booking, not in the widget. */
export function choicesDeferred(option: Pick<AvailableOption, 'price_per_booking'>): boolean {
  return !option.price_per_booking;
}

function whole(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/**
 * A package priced per person where everyone has the same thing: its quantity is the number of
 * people, not something the customer counts. Undefined when the customer sets the count.
 */
export function fixedQuantity(
  option: Pick<AvailableOption, 'display_type' | 'price_per_booking' | 'mix_match'>,
  people: number,
): number | undefined {
  if (option.display_type === 'package' && !option.price_per_booking && !option.mix_match)
    return whole(people);
  return undefined;
}

export function findVariation(
  options: readonly AvailableOption[],
  variationId: number,
): { option: AvailableOption; variation: OptionVariation } | undefined {
  for (const option of options) {
    const variation = option.variations.find((v) => v.variation_id === variationId);
    if (variation) return { option, variation };
  }
  return undefined;
}

export function chosenQuantity(chosen: readonly ChosenVariation[], variationId: number): number {
  return chosen.find((c) => c.variation_id === variationId)?.quantity ?? 0;
}

/**
 * Sets a chosen variation's count, bounded at 0, unless its option fixes the count to the number
 * of people. An unknown variation leaves the list as it is.
 */
export function setVariationQuantity(
  chosen: readonly ChosenVariation[],
  options: readonly AvailableOption[],
  variationId: number,
  quantity: number,
  people: number,
): ChosenVariation[] {
  const found = findVariation(options, variationId);
  if (!found) return [...chosen];
  const next = fixedQuantity(found.option, people) ?? whole(quantity);
  const existing = chosen.find((c) => c.variation_id === variationId);
  if (!existing) {
    return [
      ...chosen,
      { variation_id: variationId, quantity: next, name: found.variation.name, choices: [] },
    ];
  }
  return chosen.map((c) => (c === existing ? { ...c, quantity: next } : c));
}

/** The Add button: one of it (or one per person for a fixed package); already chosen stays as it is. */
export function addVariation(
  chosen: readonly ChosenVariation[],
  options: readonly AvailableOption[],
  variationId: number,
  people: number,
): ChosenVariation[] {
  if (chosen.some((c) => c.variation_id === variationId)) return [...chosen];
  return setVariationQuantity(chosen, options, variationId, 1, people);
}

/** The Remove button. */
export function removeVariation(chosen: readonly ChosenVariation[], variationId: number): ChosenVariation[] {
  return chosen.filter((c) => c.variation_id !== variationId);
}

export function incrementVariation(
  chosen: readonly ChosenVariation[],
  options: readonly AvailableOption[],
  variationId: number,
  people: number,
): ChosenVariation[] {
  return setVariationQuantity(chosen, options, variationId, chosenQuantity(chosen, variationId) + 1, people);
}

/** Minus stops at 0 and keeps the card's entry, so the count field stays where the customer is. */
export function decrementVariation(
  chosen: readonly ChosenVariation[],
  options: readonly AvailableOption[],
  variationId: number,
  people: number,
): ChosenVariation[] {
  if (!chosen.some((c) => c.variation_id === variationId)) return [...chosen];
  return setVariationQuantity(chosen, options, variationId, chosenQuantity(chosen, variationId) - 1, people);
}

/** Re-applies the fixed-quantity rule after the number of people changed. */
export function applyQuantityRule(
  chosen: readonly ChosenVariation[],
  options: readonly AvailableOption[],
  people: number,
): ChosenVariation[] {
  return chosen.map((c) => {
    const found = findVariation(options, c.variation_id);
    const fixed = found && fixedQuantity(found.option, people);
    return fixed === undefined || fixed === c.quantity ? c : { ...c, quantity: fixed };
  });
}

/**
 * Pence for what is chosen: a per-booking price counts once, a per-person price once per unit.
 * A count of 0 or a variation no longer offered adds nothing.
 */
export function chosenTotal(chosen: readonly ChosenVariation[], options: readonly AvailableOption[]): number {
  let total = 0;
  for (const c of chosen) {
    const found = findVariation(options, c.variation_id);
    if (!found || c.quantity <= 0) continue;
    // Price × count for both kinds, as the server prices it: a per-booking package (a bottle) can be
    // taken twice; a per-person one defaults its count to the party size instead.
    total += found.variation.calculated_price * c.quantity;
  }
  return total;
}

/** Pence still to spend to reach a minimum spend; 0 once reached (the widget words it). */
export function minimumSpendRemaining(minimumSpend: number, total: number): number {
  return Math.max(0, minimumSpend - total);
}
