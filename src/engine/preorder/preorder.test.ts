import { describe, expect, it } from 'vitest';
import {
  addVariation,
  applyQuantityRule,
  choicesDeferred,
  chosenTotal,
  decrementVariation,
  fixedQuantity,
  incrementVariation,
  minimumSpendRemaining,
  preorderTabs,
  removeVariation,
  setVariationQuantity,
} from './preorder.ts';
import type { AvailableOption, ChosenVariation } from './types.ts';

const variation = (variation_id: number, name: string, calculated_price: number) => ({
  id: variation_id + 1000,
  variation_id,
  name,
  description: '',
  calculated_price,
  choices: [],
});

/** Per person, everyone the same: count = people. */
const brunch: AvailableOption = {
  id: 1,
  display_type: 'package',
  name: 'Bottomless brunch',
  price_per_booking: false,
  mix_match: false,
  variations: [variation(11, 'Classic', 3000), variation(12, 'Premium', 3500)],
};
/** Per person, mix and match: counted by the customer. */
const cocktails: AvailableOption = {
  id: 2,
  display_type: 'package',
  name: 'Cocktail package',
  price_per_booking: false,
  mix_match: true,
  variations: [variation(21, 'Mojito', 650)],
};
/** One price for the whole booking. */
const platter: AvailableOption = {
  id: 3,
  display_type: 'custom',
  name: 'Platter',
  price_per_booking: true,
  mix_match: false,
  variations: [variation(31, 'Sharing platter', 4500)],
};
const OPTIONS = [brunch, cocktails, platter];

const chosen = (variation_id: number, quantity: number, name = ''): ChosenVariation => ({
  variation_id,
  quantity,
  name,
  choices: [],
});

describe('tabs and deferred choices', () => {
  it('shows Packages first when both kinds exist', () => {
    expect(preorderTabs(OPTIONS)).toEqual({ tabs: ['package', 'custom'], initial: 'package' });
    expect(preorderTabs([platter])).toEqual({ tabs: ['custom'], initial: 'custom' });
    expect(preorderTabs([])).toEqual({ tabs: [], initial: undefined });
  });

  it('has no tab for a kind whose options offer nothing', () => {
    expect(preorderTabs([brunch, { ...platter, variations: [] }])).toEqual({ tabs: ['package'], initial: 'package' });
  });

  it('defers item choices when the price is per person', () => {
    expect(choicesDeferred(brunch)).toBe(true);
    expect(choicesDeferred(platter)).toBe(false);
  });
});

describe('quantity rule', () => {
  it('fixes the quantity to the number of people only for a per-person package without mix and match', () => {
    expect(fixedQuantity(brunch, 6)).toBe(6);
    expect(fixedQuantity(brunch, -2)).toBe(0);
    expect(fixedQuantity(cocktails, 6)).toBeUndefined();
    expect(fixedQuantity(platter, 6)).toBeUndefined();
    expect(
      fixedQuantity({ display_type: 'custom', price_per_booking: false, mix_match: false }, 6),
    ).toBeUndefined();
  });

  it('follows a change of people', () => {
    const before = [chosen(11, 4, 'Classic'), chosen(21, 2, 'Mojito')];
    expect(applyQuantityRule(before, OPTIONS, 7)).toEqual([
      chosen(11, 7, 'Classic'),
      chosen(21, 2, 'Mojito'),
    ]);
    const same = applyQuantityRule(before, OPTIONS, 4);
    expect(same[0]).toBe(before[0]);
  });
});

describe('choosing variations', () => {
  it('adds one, or one per person for a fixed package, and leaves an added one alone', () => {
    expect(addVariation([], OPTIONS, 21, 6)).toEqual([chosen(21, 1, 'Mojito')]);
    expect(addVariation([], OPTIONS, 11, 6)).toEqual([chosen(11, 6, 'Classic')]);
    expect(addVariation([chosen(21, 3, 'Mojito')], OPTIONS, 21, 6)).toEqual([chosen(21, 3, 'Mojito')]);
    expect(addVariation([], OPTIONS, 999, 6)).toEqual([]);
  });

  it('counts up and down, never below 0', () => {
    let list = addVariation([], OPTIONS, 21, 6);
    list = incrementVariation(list, OPTIONS, 21, 6);
    list = incrementVariation(list, OPTIONS, 21, 6);
    expect(list).toEqual([chosen(21, 3, 'Mojito')]);
    list = decrementVariation(list, OPTIONS, 21, 6);
    list = decrementVariation(list, OPTIONS, 21, 6);
    list = decrementVariation(list, OPTIONS, 21, 6);
    list = decrementVariation(list, OPTIONS, 21, 6);
    expect(list).toEqual([chosen(21, 0, 'Mojito')]);
    expect(decrementVariation([], OPTIONS, 21, 6)).toEqual([]);
    expect(incrementVariation([], OPTIONS, 31, 6)).toEqual([chosen(31, 1, 'Sharing platter')]);
  });

  it('keeps a fixed package at the number of people whatever the buttons say', () => {
    const list = [chosen(11, 6, 'Classic')];
    expect(incrementVariation(list, OPTIONS, 11, 6)).toEqual(list);
    expect(decrementVariation(list, OPTIONS, 11, 6)).toEqual(list);
    expect(setVariationQuantity(list, OPTIONS, 11, 2, 6)).toEqual(list);
  });

  it('takes a typed count as a whole number, bounded at 0', () => {
    expect(setVariationQuantity([], OPTIONS, 21, 4.7, 6)).toEqual([chosen(21, 4, 'Mojito')]);
    expect(setVariationQuantity([], OPTIONS, 21, -3, 6)).toEqual([chosen(21, 0, 'Mojito')]);
    expect(setVariationQuantity([], OPTIONS, 21, Number.NaN, 6)).toEqual([chosen(21, 0, 'Mojito')]);
  });

  it('removes, keeping the others in order', () => {
    const list = [chosen(11, 6), chosen(21, 2), chosen(31, 1)];
    expect(removeVariation(list, 21)).toEqual([chosen(11, 6), chosen(31, 1)]);
    expect(removeVariation(list, 999)).toEqual(list);
  });
});

describe('value of the pre-order', () => {
  it('prices every variation as price × count, as the server does', () => {
    // 6 × £30 + 3 × £6.50 + 2 × £45 (two of a per-booking package are two packages)
    const list = [chosen(11, 6), chosen(21, 3), chosen(31, 2)];
    expect(chosenTotal(list, OPTIONS)).toBe(18000 + 1950 + 9000);
  });

  it('ignores counts of 0 and variations no longer offered', () => {
    expect(chosenTotal([chosen(31, 0), chosen(21, 0), chosen(77, 5)], OPTIONS)).toBe(0);
    expect(chosenTotal([], OPTIONS)).toBe(0);
  });

  it('says how much of a minimum spend is left, never less than nothing', () => {
    expect(minimumSpendRemaining(20000, 18500)).toBe(1500);
    expect(minimumSpendRemaining(20000, 20000)).toBe(0);
    expect(minimumSpendRemaining(20000, 25000)).toBe(0);
    expect(minimumSpendRemaining(0, 0)).toBe(0);
  });
});
