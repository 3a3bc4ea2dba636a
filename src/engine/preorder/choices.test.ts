import { describe, expect, it } from 'vitest';
import { chosenItem, choiceGroups, itemSlots, unfilledSlots } from './choices.ts';
import type { AvailableOption } from './types.ts';

const item = (id: number, title: string, selectable = true) => ({ id, title, premium: 0, selectable, vegan: false, vegetarian: false });
const dish = { id: 1021, name: 'Brunch Dish', item_count: 1, items: [item(1, 'Full English'), item(6, 'Eggs Royale')] };
const cocktail = { id: 1022, name: 'Cocktail', item_count: 2, items: [item(13, 'Pornstar Martini'), item(14, 'Mojito'), item(99, 'Off menu', false)] };
const variation = (id: number, name: string, choices: unknown[]) => ({ id, variation_id: id, name, description: '', calculated_price: 3000, choices });
const perBooking: AvailableOption = { id: 4, display_type: 'package', name: 'Trays', price_per_booking: true, mix_match: false, variations: [variation(41, 'Shot Tray', [dish, cocktail]), variation(42, 'Bottle', [])] };
const perPerson: AvailableOption = { id: 1, display_type: 'package', name: 'Brunch', price_per_booking: false, mix_match: false, variations: [variation(11, 'Bottomless', [dish, cocktail])] };
const options = [perBooking, perPerson];
const pick = (index: number, choice_id: number, item_id: number) => ({ index, choice_id, items: [{ breakdown_id: 1, item_id }] });

describe('item slots still to fill', () => {
  it('lists every empty slot of a chosen per-booking package, in slot order', () => {
    const empty = unfilledSlots([{ variation_id: 41, quantity: 1, choices: [pick(1, 1022, 13)] }], options);
    expect(empty.map((u) => [u.variationId, u.variationName, u.slot.index, u.slot.group.name, u.slot.position])).toEqual([
      [41, 'Shot Tray', 0, 'Brunch Dish', 1],
      [41, 'Shot Tray', 2, 'Cocktail', 2],
    ]);
  });

  it('is empty once every slot has an item the group offers', () => {
    const full = [pick(0, 1021, 6), pick(1, 1022, 13), pick(2, 1022, 14)];
    expect(unfilledSlots([{ variation_id: 41, quantity: 2, choices: full }], options)).toEqual([]);
    // An item the group does not offer, or one that cannot be chosen, fills nothing.
    const wrong = [pick(0, 1021, 13), pick(1, 1022, 99), pick(2, 1022, 14)];
    expect(unfilledSlots([{ variation_id: 41, quantity: 1, choices: wrong }], options).map((u) => u.slot.index)).toEqual([0, 1]);
  });

  it('asks nothing of per-person options (chosen after booking), of a count of 0, of a variation without choices or one not offered', () => {
    expect(unfilledSlots([{ variation_id: 11, quantity: 4, choices: [] }], options)).toEqual([]);
    expect(unfilledSlots([{ variation_id: 41, quantity: 0, choices: [] }], options)).toEqual([]);
    expect(unfilledSlots([{ variation_id: 42, quantity: 1, choices: [] }], options)).toEqual([]);
    expect(unfilledSlots([{ variation_id: 77, quantity: 1, choices: [] }], options)).toEqual([]);
  });

  it('reads a slot’s item only from its own group and index', () => {
    const [first, second] = itemSlots(choiceGroups(perBooking.variations[0]!));
    expect(chosenItem({ choices: [pick(0, 1021, 1)] }, first!)).toBe(1);
    expect(chosenItem({ choices: [pick(0, 1021, 1)] }, second!)).toBeUndefined();
    expect(chosenItem({ choices: [pick(1, 1021, 1)] }, second!)).toBeUndefined();
  });
});
