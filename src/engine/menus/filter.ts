/**
 * The allergen page's filters (spec §2.7, §4 "Allergen filter"), as one pure function the page runs on
 * every change: no React, no DOM, so every rule is tested here and the page only draws the answer.
 *
 * - a checked allergen hides the items that contain it, in themselves or in an ingredient (effective.ts);
 * - a checked allergen the item may contain (itself or an ingredient, and not contains) marks the item, and
 *   hides it when 'hide may contain' is on;
 * - a checked dietary option (Vegan, Vegetarian) hides the items whose `dietary` lacks it;
 * - the search keeps items whose name or description (its text, not its markup) holds it, case aside;
 * - a category left with no item is not shown.
 */
import type { Allergen, Dietary } from './allergens.ts';
import { effectiveAllergens, type IngredientAllergens } from './effective.ts';

export interface FilterableItem {
  name: string;
  description: string;
  contains: readonly string[];
  may_contain: readonly string[];
  dietary: readonly string[];
  ingredients?: readonly IngredientAllergens[] | undefined;
}

export interface FilterableCategory<I extends FilterableItem> {
  category: string;
  items: readonly I[];
}

export interface MenuFilters {
  allergens: readonly Allergen[];
  dietary: readonly Dietary[];
  /** 'Hide items that may contain chosen allergens'. */
  hideMayContain: boolean;
  search: string;
}

export const NO_FILTERS: MenuFilters = { allergens: [], dietary: [], hideMayContain: false, search: '' };

export interface ShownItem<I> {
  item: I;
  /** The checked allergens the item may contain, in the order they were checked: the item is marked with them. */
  mayContain: Allergen[];
}

export interface ShownCategory<I> {
  category: string;
  items: ShownItem<I>[];
}

export function filterMenu<I extends FilterableItem>(categories: readonly FilterableCategory<I>[], filters: MenuFilters): ShownCategory<I>[] {
  const needle = filters.search.trim().toLowerCase();
  const shown: ShownCategory<I>[] = [];
  for (const { category, items } of categories) {
    const kept: ShownItem<I>[] = [];
    for (const item of items) {
      const effective = effectiveAllergens(item);
      if (filters.allergens.some((a) => effective.contains.includes(a))) continue;
      if (filters.dietary.some((d) => !item.dietary.includes(d))) continue;
      const mayContain = filters.allergens.filter((a) => effective.may_contain.includes(a));
      if (filters.hideMayContain && mayContain.length > 0) continue;
      if (needle && !searchText(item).includes(needle)) continue;
      kept.push({ item, mayContain });
    }
    if (kept.length > 0) shown.push({ category, items: kept });
  }
  return shown;
}

const searchTexts = new WeakMap<FilterableItem, string>();

/** The item's name and description as a reader sees them, lower-cased: kept per item, since a search runs on every key. */
function searchText(item: FilterableItem): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = `${item.name}\n${textOf(item.description)}`.toLowerCase();
    searchTexts.set(item, text);
  }
  return text;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of a description's (already sanitised) markup: a search for "strong" must not find <strong>. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Calories as shown when the toggle is on: rounded, with 'kcal'; none for a missing or non-positive figure (§9). */
export function formatCalories(calories: number | null | undefined): string | null {
  return typeof calories === 'number' && calories > 0 ? `${Math.round(calories)} kcal` : null;
}
