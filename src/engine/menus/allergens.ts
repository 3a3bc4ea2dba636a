/**
 * The words of the allergen menus (spec §9), shared by the server (the import's checks, the database's)
 * and the allergen page: each allergen as the menus and the profile store it, with its locale key.
 */
export const ALLERGEN_KEYS = {
  Celery: 'celery',
  Crustaceans: 'crustaceans',
  Eggs: 'eggs',
  Fish: 'fish',
  Lupin: 'lupin',
  'Cereals containing Gluten': 'gluten',
  Milk: 'milk',
  Molluscs: 'molluscs',
  Mustard: 'mustard',
  Peanuts: 'peanuts',
  Sesame: 'sesame',
  Soybeans: 'soybeans',
  'Sulphur dioxide / sulphites': 'sulphites',
  'Tree Nuts': 'treeNuts',
} as const;

export type Allergen = keyof typeof ALLERGEN_KEYS;

/** The 14, in the spec's order. */
export const ALLERGENS = Object.keys(ALLERGEN_KEYS) as Allergen[];

export const DIETARY_OPTIONS = ['Vegan', 'Vegetarian'] as const;
export type Dietary = (typeof DIETARY_OPTIONS)[number];

/** The kinds of menu a bar has (§7.6 `menus/allergens/website`'s type). */
export const MENU_TYPES = ['food', 'drink', 'party'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const isAllergen = (value: unknown): value is Allergen => typeof value === 'string' && Object.hasOwn(ALLERGEN_KEYS, value);
