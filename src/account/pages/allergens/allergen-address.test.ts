import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETARY_OPTIONS } from '../../../engine/menus/allergens.ts';
import { activeFilters, addressOfState, stateOfAddress, type AllergenPageState } from './allergen-address.ts';

const state = fc.record({
  barId: fc.constantFrom('', '11', '23'),
  menuId: fc.constantFrom('', '4', '58'),
  search: fc.string({ maxLength: 12 }),
  filters: fc.record({
    allergens: fc.subarray([...ALLERGENS]),
    dietary: fc.subarray([...DIETARY_OPTIONS]),
    hideMayContain: fc.boolean(),
    showCalories: fc.boolean(),
    search: fc.constant(''),
  }),
}).map((s): AllergenPageState => ({ ...s, menuId: s.barId ? s.menuId : '' }));

describe('the allergen page’s address', () => {
  it('gives back every state it was made from, keeping the brand', () => {
    fc.assert(
      fc.property(state, (s) => {
        const address = addressOfState(new URLSearchParams('brand=playhouse'), s);
        expect(address.get('brand')).toBe('playhouse');
        expect(stateOfAddress(new URLSearchParams(address.toString()))).toEqual(s);
      }),
    );
  });

  it('drops what is not one of its values, and a menu without a bar', () => {
    expect(stateOfAddress(new URLSearchParams('bar=x1&menu=3&allergens=milk,bogus,treeNuts&dietary=VEGAN,keto&hide=yes&kcal=1'))).toEqual({
      barId: '',
      menuId: '',
      search: '',
      filters: { allergens: ['Milk', 'Tree Nuts'], dietary: ['Vegan'], hideMayContain: false, showCalories: true, search: '' },
    });
  });

  it('counts the filters that hide or mark dishes for the drawer’s handle', () => {
    expect(activeFilters({ allergens: ['Milk', 'Eggs'], dietary: ['Vegan'], hideMayContain: true, showCalories: true, search: '' })).toBe(4);
    expect(activeFilters({ allergens: [], dietary: [], hideMayContain: false, showCalories: true, search: '' })).toBe(0);
  });
});
