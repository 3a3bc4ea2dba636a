/**
 * The allergen page's state in its address (issue 27), so a reload or a shared link opens the same menu,
 * filtered the same way: `bar`, `menu`, `allergens` and `dietary` (comma-separated, allergens by their short
 * key), `hide` and `kcal` (1 when on), `q` (the search). Anything else in the address (the brand) is kept;
 * anything unknown in these is dropped. Pure.
 */
import { ALLERGEN_KEYS, ALLERGENS, DIETARY_OPTIONS, type Allergen, type Dietary } from '../../../engine/menus/allergens.ts';
import type { FilterState } from './AllergenFilters.tsx';

export interface AllergenPageState {
  barId: string;
  menuId: string;
  search: string;
  filters: FilterState;
}

const ID = /^\d{1,9}$/;
const listOf = (value: string | null) => (value ? value.split(',') : []);

export function stateOfAddress(params: URLSearchParams): AllergenPageState {
  const barId = ID.test(params.get('bar') ?? '') ? params.get('bar')! : '';
  const keys = new Set(listOf(params.get('allergens')));
  const dietary = new Set(listOf(params.get('dietary')).map((d) => d.toLowerCase()));
  return {
    barId,
    menuId: barId && ID.test(params.get('menu') ?? '') ? params.get('menu')! : '',
    search: params.get('q') ?? '',
    filters: {
      allergens: ALLERGENS.filter((a) => keys.has(ALLERGEN_KEYS[a])),
      dietary: DIETARY_OPTIONS.filter((d) => dietary.has(d.toLowerCase())),
      hideMayContain: params.get('hide') === '1',
      showCalories: params.get('kcal') === '1',
      search: '',
    },
  };
}

/** The address's parameters for `state`, the others of `params` kept. */
export function addressOfState(params: URLSearchParams, state: AllergenPageState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('bar', state.barId);
  set('menu', state.barId ? state.menuId : '');
  set('allergens', state.filters.allergens.map((a: Allergen) => ALLERGEN_KEYS[a]).join(','));
  set('dietary', state.filters.dietary.map((d: Dietary) => d.toLowerCase()).join(','));
  set('hide', state.filters.hideMayContain ? '1' : '');
  set('kcal', state.filters.showCalories ? '1' : '');
  set('q', state.search);
  return next;
}

/** How many filters are on: the drawer's handle says so, as the drawer hides them. */
export const activeFilters = (filters: FilterState) => filters.allergens.length + filters.dietary.length + (filters.hideMayContain ? 1 : 0);
