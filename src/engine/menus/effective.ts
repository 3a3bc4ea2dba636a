/**
 * What a dish really holds (issue 27): its allergens are everything in it, the dish's own and each of its
 * ingredients'. Every reader of a menu (the allergen filter, the cards, the PDF, the API) uses these lists,
 * never the dish's own alone: a pie whose pastry holds Milk contains Milk. Pure.
 */
import { ALLERGENS, type Allergen, type Dietary } from './allergens.ts';

export interface IngredientAllergens {
  name?: string;
  contains: readonly string[];
  may_contain: readonly string[];
}

export interface DishAllergens {
  contains: readonly string[];
  may_contain: readonly string[];
  ingredients?: readonly IngredientAllergens[] | undefined;
}

/** The dish's contains and may-contain with its ingredients', in the spec's order; what it contains it does not "may contain". */
export function effectiveAllergens(dish: DishAllergens): { contains: Allergen[]; may_contain: Allergen[] } {
  const parts = [dish, ...(dish.ingredients ?? [])];
  const contains = ALLERGENS.filter((a) => parts.some((p) => p.contains.includes(a)));
  const may_contain = ALLERGENS.filter((a) => !contains.includes(a) && parts.some((p) => p.may_contain.includes(a)));
  return { contains, may_contain };
}

/** The dish with its effective lists in place of its own. */
export function withEffectiveAllergens<D extends DishAllergens>(dish: D): D {
  return { ...dish, ...effectiveAllergens(dish) };
}

/** What a dietary claim cannot hold (the animal allergens of the 14). */
export const CONTRADICTS: Record<Dietary, readonly Allergen[]> = {
  Vegan: ['Milk', 'Eggs', 'Fish', 'Crustaceans', 'Molluscs'],
  Vegetarian: ['Fish', 'Crustaceans', 'Molluscs'],
};

/** Why the dish's dietary claims cannot be true, one line a contradiction: its own allergen, or an ingredient's. */
export function dietaryContradictions(dish: DishAllergens & { dietary: readonly string[] }): string[] {
  const found: string[] = [];
  for (const claim of Object.keys(CONTRADICTS) as Dietary[]) {
    if (!dish.dietary.includes(claim)) continue;
    for (const allergen of CONTRADICTS[claim]) {
      if (dish.contains.includes(allergen)) found.push(`"${claim}", but it contains ${allergen}`);
      for (const ingredient of dish.ingredients ?? []) {
        if (ingredient.contains.includes(allergen)) found.push(`"${claim}", but its ingredient "${ingredient.name ?? ''}" contains ${allergen}`);
      }
    }
  }
  return found;
}
