-- Allergen menus (spec §2.7, §3 "Allergen menu", "Allergen menu type", §4 "Allergen filter", §7.6; issue 16).
-- A bar has menus of three types (food, drink, party), each named ("Food", "Brunch", "Cocktails"): the
-- allergen page's menu chooser lists a bar's menus, and `menus/allergen-menu/{bar_id}/{menu_id}` reads one.
-- Menus are loaded by `covers menus import`, which replaces a menu (by bar, type and name) whole, keeping its
-- id so that links to it stay good. A menu's entries are its dishes and drinks: not the pre-order PLU items
-- of menu_items, which a package's choices are made of.
CREATE TABLE menus (
  id          serial PRIMARY KEY,
  bar_id      integer NOT NULL REFERENCES bars(id) ON DELETE CASCADE,
  type        text NOT NULL CHECK (type IN ('food', 'drink', 'party')),
  name        text NOT NULL CHECK (name <> ''),
  updated_at  timestamptz NOT NULL,
  UNIQUE (bar_id, type, name)
);

CREATE TABLE menu_categories (
  id        serial PRIMARY KEY,
  menu_id   integer NOT NULL REFERENCES menus(id) ON DELETE CASCADE,
  position  integer NOT NULL,
  name      text NOT NULL CHECK (name <> ''),
  UNIQUE (menu_id, position)
);

-- Allergens are spec §9's 14, named as there; dietary options are Vegan and Vegetarian. The import checks
-- them first (every problem with its row); the checks here keep any other writer to the same words.
CREATE TABLE menu_entries (
  id           serial PRIMARY KEY,
  category_id  integer NOT NULL REFERENCES menu_categories(id) ON DELETE CASCADE,
  position     integer NOT NULL,
  name         text NOT NULL CHECK (name <> ''),
  -- Markup already cut down to the safe subset (domain/menus/description.ts) before it is stored.
  description  text NOT NULL DEFAULT '',
  calories     numeric(8, 1) CHECK (calories >= 0),
  contains     text[] NOT NULL DEFAULT '{}',
  may_contain  text[] NOT NULL DEFAULT '{}',
  dietary      text[] NOT NULL DEFAULT '{}' CHECK (dietary <@ ARRAY['Vegan', 'Vegetarian']::text[]),
  -- [{ "name": …, "contains": […], "may_contain": […] }]
  ingredients  jsonb NOT NULL DEFAULT '[]'::jsonb,
  UNIQUE (category_id, position),
  CHECK (contains <@ ARRAY['Celery', 'Crustaceans', 'Eggs', 'Fish', 'Lupin', 'Cereals containing Gluten', 'Milk', 'Molluscs',
    'Mustard', 'Peanuts', 'Sesame', 'Soybeans', 'Sulphur dioxide / sulphites', 'Tree Nuts']::text[]),
  CHECK (may_contain <@ ARRAY['Celery', 'Crustaceans', 'Eggs', 'Fish', 'Lupin', 'Cereals containing Gluten', 'Milk', 'Molluscs',
    'Mustard', 'Peanuts', 'Sesame', 'Soybeans', 'Sulphur dioxide / sulphites', 'Tree Nuts']::text[])
);
CREATE INDEX menu_entries_category_idx ON menu_entries (category_id);
CREATE INDEX menu_categories_menu_idx ON menu_categories (menu_id);
