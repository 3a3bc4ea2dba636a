import type { Queryable } from '../index.ts';

export interface PartyMenuDocumentToWrite {
  bar_id: number;
  category_id: number;
  type_id: number;
  starts_on: string;
  ends_on: string;
  file_key: string;
  file_name: string;
}

export interface PartyMenuListRow {
  id: number;
  category_id: number;
  category_name: string;
  type_id: number;
  type_name: string;
}

/** The ids of a category and a menu type by name, each made when it is new (looked up first, so ids run on without gaps). */
export async function partyMenuCategoryAndType(tx: Queryable, category: string, type: string): Promise<{ categoryId: number; typeId: number }> {
  return { categoryId: await idByName(tx, 'party_menu_categories', category), typeId: await idByName(tx, 'party_menu_types', type) };
}

async function idByName(tx: Queryable, table: 'party_menu_categories' | 'party_menu_types', name: string): Promise<number> {
  const [found] = await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE name = $1`, [name]);
  if (found) return found.id;
  const [made] = await tx.query<{ id: number }>(`INSERT INTO ${table} (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`, [name]);
  return made!.id;
}

export async function insertPartyMenuDocuments(tx: Queryable, rows: readonly PartyMenuDocumentToWrite[], at: Date): Promise<number[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [at];
  const p = (value: unknown) => `$${params.push(value)}`;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO party_menu_documents (bar_id, category_id, type_id, starts_on, ends_on, file_key, file_name, uploaded_at) VALUES ${rows
      .map((r) => `(${p(r.bar_id)}::int, ${p(r.category_id)}::int, ${p(r.type_id)}::int, ${p(r.starts_on)}::date, ${p(r.ends_on)}::date, ${p(r.file_key)}, ${p(r.file_name)}, $1)`)
      .join(', ')} RETURNING id`,
    params,
  );
  return inserted.map((r) => r.id);
}

/**
 * A bar's party menus on a date (its range holding the date), of these categories and types when given:
 * by category, then type, in the order they were made; the latest upload of a category and type wins.
 */
export async function partyMenusOn(db: Queryable, barId: number, date: string, categoryIds: readonly number[] | undefined, typeIds: readonly number[] | undefined): Promise<PartyMenuListRow[]> {
  return db.query<PartyMenuListRow>(
    `SELECT DISTINCT ON (d.category_id, d.type_id) d.id, d.category_id, c.name AS category_name, d.type_id, t.name AS type_name
       FROM party_menu_documents d
       JOIN party_menu_categories c ON c.id = d.category_id
       JOIN party_menu_types t ON t.id = d.type_id
      WHERE d.bar_id = $1 AND $2::date BETWEEN d.starts_on AND d.ends_on
        AND ($3::int[] IS NULL OR d.category_id = ANY($3::int[]))
        AND ($4::int[] IS NULL OR d.type_id = ANY($4::int[]))
      ORDER BY d.category_id, d.type_id, d.uploaded_at DESC, d.id DESC`,
    [barId, date, categoryIds ? [...categoryIds] : null, typeIds ? [...typeIds] : null],
  );
}

export async function findPartyMenuDocument(db: Queryable, id: number): Promise<{ id: number; file_key: string; file_name: string } | undefined> {
  const [row] = await db.query<{ id: number; file_key: string; file_name: string }>('SELECT id, file_key, file_name FROM party_menu_documents WHERE id = $1', [id]);
  return row;
}

/** A bar by id or slug, with its name and brand. */
export async function findDocumentBar(db: Queryable, bar: { id: number } | { slug: string }): Promise<{ id: number; name: string; brand_id: number } | undefined> {
  const [row] = await db.query<{ id: number; name: string; brand_id: number }>(
    `SELECT id, branded_name AS name, brand_id FROM bars WHERE ${'id' in bar ? 'id = $1' : 'slug = $1'}`,
    ['id' in bar ? bar.id : bar.slug],
  );
  return row;
}

/** The bars that serve customers (not a central team's), of one brand or all, by id. */
export async function customerBars(db: Queryable, brandId: number | undefined): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>(
    'SELECT id, branded_name AS name FROM bars WHERE NOT central_bar AND ($1::int IS NULL OR brand_id = $1) ORDER BY id',
    [brandId ?? null],
  );
}

export async function findBrandByCode(db: Queryable, code: string): Promise<{ id: number } | undefined> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM brands WHERE code = $1 OR id::text = $1', [code]);
  return row;
}
