import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETARY_OPTIONS, type Allergen } from './allergens.ts';
import { dietaryContradictions, effectiveAllergens } from './effective.ts';
import { filterMenu, NO_FILTERS } from './filter.ts';

const allergens = fc.subarray(ALLERGENS as Allergen[]);
const ingredient = fc.record({ name: fc.constantFrom('Pastry', 'Sauce', 'Bun', 'Dressing'), contains: allergens, may_contain: allergens });
const dish = fc.record({
  name: fc.string({ maxLength: 8 }),
  description: fc.constant(''),
  contains: allergens,
  may_contain: allergens,
  dietary: fc.subarray([...DIETARY_OPTIONS]),
  ingredients: fc.array(ingredient, { maxLength: 3 }),
});
const menu = fc.array(fc.record({ category: fc.constantFrom('Starters', 'Mains', 'Sides'), items: fc.array(dish, { maxLength: 6 }) }), { maxLength: 3 });
const filters = fc.record({ allergens, hideMayContain: fc.boolean() });

describe('a dish’s effective allergens', () => {
  it('the milk-pastry pie: Milk from its pastry, and what its parts may contain', () => {
    const pie = { contains: [], may_contain: ['Sesame'], ingredients: [{ name: 'Pastry', contains: ['Milk', 'Cereals containing Gluten'], may_contain: ['Eggs', 'Milk'] }] };
    expect(effectiveAllergens(pie)).toEqual({ contains: ['Cereals containing Gluten', 'Milk'], may_contain: ['Eggs', 'Sesame'] });
    expect(dietaryContradictions({ ...pie, dietary: ['Vegan', 'Vegetarian'] })).toEqual(['"Vegan", but its ingredient "Pastry" contains Milk']);
  });

  it('no dish shown contains a ticked allergen in itself or any ingredient; hide-may-contain hides exactly the dishes that may', () => {
    fc.assert(
      fc.property(menu, filters, (categories, chosen) => {
        const shown = filterMenu(categories, { ...NO_FILTERS, ...chosen });
        const shownItems = new Set(shown.flatMap((c) => c.items.map((i) => i.item)));
        for (const { items } of categories) {
          for (const item of items) {
            const parts = [item, ...item.ingredients];
            const containsTicked = chosen.allergens.some((a) => parts.some((p) => p.contains.includes(a)));
            const mayTicked = !containsTicked && chosen.allergens.some((a) => parts.some((p) => p.may_contain.includes(a)));
            expect(shownItems.has(item)).toBe(!containsTicked && !(chosen.hideMayContain && mayTicked));
          }
        }
        for (const { items } of shown) for (const { item, mayContain } of items) expect(mayContain.length > 0).toBe(chosen.allergens.some((a) => effectiveAllergens(item).may_contain.includes(a)));
      }),
    );
  });

  it('contains and may contain never overlap, and hold every allergen of every part', () => {
    fc.assert(
      fc.property(dish, (d) => {
        const { contains, may_contain } = effectiveAllergens(d);
        expect(contains.filter((a) => may_contain.includes(a))).toEqual([]);
        for (const part of [d, ...d.ingredients]) for (const a of [...part.contains, ...part.may_contain]) expect([...contains, ...may_contain]).toContain(a);
      }),
    );
  });
});

describe('dietary claims', () => {
  it.each([
    ['Vegan', 'Milk'],
    ['Vegan', 'Eggs'],
    ['Vegan', 'Fish'],
    ['Vegan', 'Crustaceans'],
    ['Vegan', 'Molluscs'],
    ['Vegetarian', 'Fish'],
    ['Vegetarian', 'Crustaceans'],
    ['Vegetarian', 'Molluscs'],
  ])('%s with %s in the dish or an ingredient is a contradiction', (claim, allergen) => {
    expect(dietaryContradictions({ contains: [allergen], may_contain: [], dietary: [claim] })).toEqual([`"${claim}", but it contains ${allergen}`]);
    expect(dietaryContradictions({ contains: [], may_contain: [], dietary: [claim], ingredients: [{ name: 'Sauce', contains: [allergen], may_contain: [] }] })).toEqual([`"${claim}", but its ingredient "Sauce" contains ${allergen}`]);
    // What it only may contain is no contradiction.
    expect(dietaryContradictions({ contains: [], may_contain: [allergen], dietary: [claim] })).toEqual([]);
  });

  it('Vegetarian with Milk or Eggs is none', () => {
    expect(dietaryContradictions({ contains: ['Milk', 'Eggs'], may_contain: [], dietary: ['Vegetarian'] })).toEqual([]);
  });
});
