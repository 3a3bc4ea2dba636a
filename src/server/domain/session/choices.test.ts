import { describe, expect, it } from 'vitest';
import type { BookingType, PreOrderOption } from '../catalogue.ts';
import { choiceErrors } from './choices.ts';

const item = (id: number, selectable = true) => ({ id, title: `Item ${id}`, plu: '', premium: 0, selectable, vegan: false, vegetarian: false, contains_gluten: false });
const flavour = { id: 501, name: 'Flavour', item_count: 2, position: 1, items: [item(1), item(2), item(3, false)] };
const variation = (id: number, name: string, choices: (typeof flavour)[]) => ({ id, option_id: 0, name, description: '', image: '', price: 3000, position: id, background_colour: '', text_colour: '', choices });
const option = (id: number, perBooking: boolean, variations: ReturnType<typeof variation>[]): PreOrderOption => ({ id, name: `Option ${id}`, display_type: 'package', image: '', price_per_booking: perBooking, mix_match: false, position: id, variations });
const OPTIONS = [option(4, true, [variation(41, 'Shot Tray', [flavour]), variation(42, 'Bottle', [])]), option(1, false, [variation(11, 'Bottomless Brunch', [flavour])])];
const catalogue = { optionsForType: () => OPTIONS };
const type = { id: 7 } as BookingType;
const pick = (index: number, item_id: number) => ({ index, choice_id: 501, items: [{ breakdown_id: index + 1, item_id }] });

describe('pre-order choices the server asks for', () => {
  it('names the first empty slot of a chosen per-booking package', () => {
    expect(choiceErrors(catalogue, type, [{ variation_id: 41, quantity: 1, choices: [pick(0, 1)] }])).toEqual([{ field: 'variations', message: 'Please choose your Flavour 2 for Shot Tray.' }]);
    expect(choiceErrors(catalogue, type, [{ variation_id: 41, quantity: 1, choices: [pick(0, 1), pick(1, 3)] }])).toEqual([{ field: 'variations', message: 'Please choose your Flavour 2 for Shot Tray.' }]);
  });

  it('is satisfied by every slot filled, and asks nothing of choices made after booking', () => {
    expect(choiceErrors(catalogue, type, [{ variation_id: 41, quantity: 2, choices: [pick(0, 1), pick(1, 2)] }])).toEqual([]);
    expect(choiceErrors(catalogue, type, [{ variation_id: 11, quantity: 6, choices: [] }])).toEqual([]);
    expect(choiceErrors(catalogue, type, [{ variation_id: 42, quantity: 1, choices: [] }])).toEqual([]);
    expect(choiceErrors(catalogue, type, [])).toEqual([]);
    expect(choiceErrors(catalogue, undefined, [{ variation_id: 41, quantity: 1, choices: [] }])).toEqual([]);
  });
});
