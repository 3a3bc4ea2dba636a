import { addDays } from '../../../engine/time/calendar-date.ts';
import type { BookingType, Catalogue, Variation } from '../catalogue.ts';
import type { ChosenVariation } from './input.ts';

export interface PricedVariation {
  variation_id: number;
  name: string;
  quantity: number;
  unit_price: number;
  choices: ChosenVariation['choices'];
}

export interface Money {
  value: number;
  deposit: number;
  balance: number;
  requires_deposit: boolean;
  requires_balance: boolean;
  full_payment_required: boolean;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  payment_amount: number;
  no_show_fee: number;
  no_show_fee_pp: number;
  options_value: number;
  variations: PricedVariation[];
}

/** The premiums of the items chosen for a variation ("Eggs Royale (+£2.00)"); an item it no longer offers costs nothing. */
export function premiumOf(variation: Pick<Variation, 'choices'> | undefined, choices: ReadonlyArray<Pick<ChosenVariation['choices'][number], 'choice_id' | 'items'>>): number {
  if (!variation) return 0;
  let premium = 0;
  for (const choice of choices) {
    const slot = variation.choices.find((c) => c.id === choice.choice_id);
    for (const item of choice.items) premium += slot?.items.find((i) => i.id === item.item_id)?.premium ?? 0;
  }
  return premium;
}

/** Unit price of a chosen variation: its price plus the premium of every item chosen for it. */
export function unitPrice(catalogue: Catalogue, chosen: ChosenVariation): number | undefined {
  const variation = catalogue.variations.get(chosen.variation_id);
  if (!variation) return undefined;
  return variation.price + premiumOf(variation, chosen.choices);
}

/**
 * When a deposit and a balance still owed are due, by the booking type's rule: the deposit within the
 * type's days from today but not after the booking's day, the balance the type's days before the booking
 * (never before today). The same rule when a booking is made and each time it moves (edited, re-booked).
 * `bookingDate` is the booking's trading day.
 */
export function dueDates(
  type: Pick<BookingType, 'deposit_due_days' | 'balance_due_days'>,
  owed: { deposit: boolean; balance: boolean },
  today: string,
  bookingDate: string | null,
): { deposit_due_date: string | null; balance_due_date: string | null } {
  const latest = (a: string, b: string) => (a > b ? a : b);
  const earliest = (a: string, b: string) => (a < b ? a : b);
  return {
    deposit_due_date: owed.deposit ? (bookingDate ? earliest(addDays(today, type.deposit_due_days), latest(today, bookingDate)) : addDays(today, type.deposit_due_days)) : null,
    balance_due_date: owed.balance && bookingDate ? latest(today, addDays(bookingDate, -type.balance_due_days)) : null,
  };
}

/**
 * What a booking costs and what is due when. The deposit is per person unless the type asks for
 * full payment; a type paid "on arrival" (91) has no balance to pay beforehand. The value is the
 * type's prices and the chosen options, and never less than the deposit.
 */
export function priceBooking(
  catalogue: Catalogue,
  type: BookingType,
  people: number,
  chosen: ReadonlyArray<ChosenVariation>,
  today: string,
  bookingDate: string | null,
): Money {
  const offered = new Set(catalogue.optionsForType(type).flatMap((o) => o.variations.map((v) => v.id)));
  const variations: PricedVariation[] = [];
  for (const c of chosen) {
    const unit = offered.has(c.variation_id) ? unitPrice(catalogue, c) : undefined;
    if (unit === undefined) continue;
    variations.push({
      variation_id: c.variation_id,
      name: catalogue.variations.get(c.variation_id)!.name,
      quantity: c.quantity,
      unit_price: unit,
      choices: c.choices,
    });
  }
  const optionsValue = variations.reduce((sum, v) => sum + v.unit_price * v.quantity, 0);
  const priced = type.price_per_booking + type.price_per_person * people + optionsValue;
  const deposit = type.full_payment_required ? priced : type.deposit_per_person * people;
  // A booking is worth at least what it takes up front: a brunch whose packages are chosen later
  // is still a £60 sale once its £60 deposit is paid (the host page's analytics count this value).
  const value = Math.max(priced, deposit);
  const balance = Math.max(0, value - deposit);
  const requiresBalance = balance > 0 && !type.balance_on_arrival;

  const { deposit_due_date: depositDue, balance_due_date: balanceDue } = dueDates(type, { deposit: deposit > 0, balance: requiresBalance }, today, bookingDate);

  return {
    value,
    deposit,
    balance,
    requires_deposit: deposit > 0,
    requires_balance: requiresBalance,
    full_payment_required: type.full_payment_required,
    deposit_due_date: depositDue,
    balance_due_date: balanceDue,
    payment_amount: deposit,
    no_show_fee_pp: type.no_show_fee_pp,
    no_show_fee: type.no_show_fee_pp * people,
    options_value: optionsValue,
    variations,
  };
}
