import type { AllergenMenuCategory, AllergenMenuIngredient, AllergenMenuItem } from '../../../../schemas/api/types.generated.ts';
import type { Queryable } from '../index.ts';

export interface MenuRow {
  id: number;
  bar_id: number;
  type: 'food' | 'drink' | 'party';
  name: string;
  updated_at: Date;
}

/** An ingredient, an item (its description already sanitised) and a category are stored as the API answers them. */
export type MenuIngredientRow = AllergenMenuIngredient;
export type MenuEntryRow = AllergenMenuItem;
export type MenuCategoryRows = AllergenMenuCategory;

/** A bar (id and brand), when there is one. */
export async function findMenuBar(db: Queryable, barId: number): Promise<{ id: number; brand_id: number } | undefined> {
  const [bar] = await db.query<{ id: number; brand_id: number }>('SELECT id, brand_id FROM bars WHERE id = $1', [barId]);
  return bar;
}

/** Of these bar ids, the ones that are bars. */
export async function existingBarIds(db: Queryable, barIds: readonly number[]): Promise<Set<number>> {
  if (barIds.length === 0) return new Set();
  const rows = await db.query<{ id: number }>('SELECT id FROM bars WHERE id = ANY($1::int[])', [[...barIds]]);
  return new Set(rows.map((r) => r.id));
}

/** A bar's menus, of one type or all, by name. */
export async function barMenus(db: Queryable, barId: number, type?: string): Promise<MenuRow[]> {
  return db.query<MenuRow>(
    `SELECT id, bar_id, type, name, updated_at FROM menus WHERE bar_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY name, id`,
    [barId, type ?? null],
  );
}

export async function findBarMenu(db: Queryable, barId: number, menuId: number): Promise<MenuRow | undefined> {
  const [menu] = await db.query<MenuRow>('SELECT id, bar_id, type, name, updated_at FROM menus WHERE id = $1 AND bar_id = $2', [menuId, barId]);
  return menu;
}

/** A menu's categories in order, each with its items in order; a category without items is left out. */
export async function menuCategories(db: Queryable, menuId: number): Promise<MenuCategoryRows[]> {
  const rows = await db.query<MenuEntryRow & { category_id: number; category: string }>(
    `SELECT c.id AS category_id, c.name AS category, e.name, e.description, e.calories::float8 AS calories,
            e.contains, e.may_contain, e.dietary, e.ingredients
       FROM menu_categories c JOIN menu_entries e ON e.category_id = c.id
      WHERE c.menu_id = $1
      ORDER BY c.position, e.position`,
    [menuId],
  );
  const categories: MenuCategoryRows[] = [];
  let current: { id: number; rows: MenuCategoryRows } | undefined;
  for (const { category_id, category, ...item } of rows) {
    if (current?.id !== category_id) {
      current = { id: category_id, rows: { category, items: [] } };
      categories.push(current.rows);
    }
    current.rows.items.push(item);
  }
  return categories;
}

/** The menus as they are now of these bars, types and names (an import's earlier versions), with when each was last written. */
export async function menuVersions(db: Queryable, menus: readonly Pick<MenuToWrite, 'bar_id' | 'type' | 'name'>[]): Promise<Pick<MenuRow, 'id' | 'updated_at'>[]> {
  if (menus.length === 0) return [];
  return db.query<Pick<MenuRow, 'id' | 'updated_at'>>(
    `SELECT m.id, m.updated_at FROM menus m JOIN unnest($1::int[], $2::text[], $3::text[]) AS w(bar_id, type, name) ON (m.bar_id, m.type, m.name) = (w.bar_id, w.type, w.name)`,
    [menus.map((m) => m.bar_id), menus.map((m) => m.type), menus.map((m) => m.name)],
  );
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

export interface MenuToWrite {
  bar_id: number;
  type: string;
  name: string;
  categories: MenuCategoryRows[];
}

/**
 * Writes menus whole: the menu of each bar, type and name keeps its id (links to it stay good) and loses
 * its old categories and items for these. A few statements for any number of menus (the demo seed writes
 * forty on every first start). No two menus may share bar, type and name. Call it inside a transaction;
 * answers the menus' ids in order.
 */
export async function replaceMenus(tx: Queryable, menus: readonly MenuToWrite[], at: Date): Promise<number[]> {
  if (menus.length === 0) return [];
  const menuParams: unknown[] = [at];
  const written = await tx.query<{ id: number; bar_id: number; type: string; name: string }>(
    `INSERT INTO menus (bar_id, type, name, updated_at) VALUES ${menus
      .map((m) => `($${menuParams.push(m.bar_id)}::int, $${menuParams.push(m.type)}, $${menuParams.push(m.name)}, $1)`)
      .join(', ')}
     ON CONFLICT (bar_id, type, name) DO UPDATE SET updated_at = EXCLUDED.updated_at RETURNING id, bar_id, type, name`,
    menuParams,
  );
  const idOf = new Map(written.map((w) => [JSON.stringify([w.bar_id, w.type, w.name]), w.id]));
  const ids = menus.map((m) => idOf.get(JSON.stringify([m.bar_id, m.type, m.name]))!);
  await tx.run('DELETE FROM menu_categories WHERE menu_id = ANY($1::int[])', [ids]);

  const categories = menus.flatMap((m, i) => m.categories.map((c, position) => ({ menu_id: ids[i]!, position, ...c })));
  const categoryIds = new Map<string, number>();
  for (const chunk of chunks(categories)) {
    const params: unknown[] = [];
    const rows = await tx.query<{ id: number; menu_id: number; position: number }>(
      `INSERT INTO menu_categories (menu_id, position, name) VALUES ${chunk
        .map((c) => `($${params.push(c.menu_id)}::int, $${params.push(c.position)}::int, $${params.push(c.category)})`)
        .join(', ')} RETURNING id, menu_id, position`,
      params,
    );
    for (const row of rows) categoryIds.set(`${row.menu_id}:${row.position}`, row.id);
  }

  const entries = categories.flatMap((c) => c.items.map((item, position) => ({ category_id: categoryIds.get(`${c.menu_id}:${c.position}`)!, position, ...item })));
  for (const chunk of chunks(entries)) {
    const values: unknown[] = [];
    const tuples = chunk.map((e) => {
      const p = (value: unknown) => `$${values.push(value)}`;
      return `(${p(e.category_id)}::int, ${p(e.position)}::int, ${p(e.name)}, ${p(e.description)}, ${p(e.calories)}::numeric, ${p(e.contains)}::text[], ${p(e.may_contain)}::text[], ${p(e.dietary)}::text[], ${p(JSON.stringify(e.ingredients))}::jsonb)`;
    });
    await tx.run(
      `INSERT INTO menu_entries (category_id, position, name, description, calories, contains, may_contain, dietary, ingredients) VALUES ${tuples.join(', ')}`,
      values,
    );
  }
  return ids;
}

function* chunks<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += CHUNK) yield rows.slice(start, start + CHUNK);
}

/** A menu with its bar's name and slug, for its PDF. */
export async function barMenuForPdf(db: Queryable, menuId: number): Promise<(MenuRow & { bar_name: string; bar_slug: string }) | undefined> {
  const [menu] = await db.query<MenuRow & { bar_name: string; bar_slug: string }>(
    `SELECT m.id, m.bar_id, m.type, m.name, m.updated_at, b.branded_name AS bar_name, b.slug AS bar_slug FROM menus m JOIN bars b ON b.id = m.bar_id WHERE m.id = $1`,
    [menuId],
  );
  return menu;
}
