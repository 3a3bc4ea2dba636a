/**
 * The venue tables read and written whole (covers venues import/export). Values are read in the form the venue
 * file uses (times HH:MM, dates YYYY-MM-DD, coordinates as numbers), so the file's rows and the database's
 * compare equal when they hold the same.
 */
import { VENUE_TABLES, type VenueRow, type VenueRows, type VenueTable } from '../../domain/venues/venue-rows.ts';
import { CANCELLED, DELETED } from '../../../engine/bookings/status.ts';
import type { Queryable } from '../index.ts';

/** A column read as the file writes it. */
function selected(column: string, type: string): string {
  if (type.startsWith('time')) return `to_char(${column}, 'HH24:MI') AS ${column}`;
  if (type === 'date') return `to_char(${column}, 'YYYY-MM-DD') AS ${column}`;
  if (type === 'numeric') return `${column}::float8 AS ${column}`;
  return column;
}

async function columnTypes(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [VENUE_TABLES.map((t) => t.table)],
  );
  return new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, r.data_type]));
}

/** Every venue table's rows. */
export async function readVenueRows(db: Queryable): Promise<VenueRows> {
  const types = await columnTypes(db);
  const rows: VenueRows = {};
  for (const table of VENUE_TABLES) {
    const list = table.columns.map((c) => selected(c, types.get(`${table.table}.${c}`) ?? '')).join(', ');
    rows[table.table] = await db.query<VenueRow>(`SELECT ${list} FROM ${table.table} ORDER BY ${table.key.join(', ')}`);
  }
  return rows;
}

/** Rows added to a table, in multi-row inserts. */
export async function insertVenueRows(db: Queryable, table: VenueTable, rows: VenueRow[]): Promise<void> {
  const columns = table.columns;
  // Under PostgreSQL's 65,535 parameters a statement.
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + perStatement).map((row) => `(${columns.map((c) => `$${params.push(row[c] ?? null)}`).join(', ')})`);
    await db.run(`INSERT INTO ${table.table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

/** A row's values set, found by its key. */
export async function updateVenueRow(db: Queryable, table: VenueTable, row: VenueRow): Promise<void> {
  const params: unknown[] = [];
  const set = table.columns.filter((c) => !table.key.includes(c)).map((c) => `${c} = $${params.push(row[c] ?? null)}`);
  const where = table.key.map((c) => `${c} = $${params.push(row[c])}`);
  await db.run(`UPDATE ${table.table} SET ${set.join(', ')} WHERE ${where.join(' AND ')}`, params);
}

export async function deleteVenueRow(db: Queryable, table: VenueTable, row: VenueRow): Promise<void> {
  const params: unknown[] = [];
  const where = table.key.map((c) => `${c} = $${params.push(row[c])}`);
  await db.run(`DELETE FROM ${table.table} WHERE ${where.join(' AND ')}`, params);
}

/** The tables' serial ids continue after the highest id now in them. */
export async function continueVenueSequences(db: Queryable): Promise<void> {
  const serial = VENUE_TABLES.filter((t) => t.serial).map((t) => t.table);
  await db.query(`SELECT ${serial.map((t) => `setval(pg_get_serial_sequence('${t}', 'id'), greatest((SELECT max(id) FROM ${t}), 1))`).join(', ')}`);
}

/** A reference to a venue row from a table the venue file does not hold (a booking's bar), which keeps the row. */
export interface KeepingReference {
  table: string;
  column: string;
  to: string;
}

/**
 * The references that keep a venue row from being removed: foreign keys from tables outside the venue file that do
 * not go with the row (a bar's menus go with it; its bookings and check-ins keep it).
 */
export async function keepingReferences(db: Queryable): Promise<KeepingReference[]> {
  const venue = VENUE_TABLES.map((t) => t.table);
  const rows = await db.query<KeepingReference>(
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column, c.confrelid::regclass::text AS to
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND c.confdeltype <> 'c' AND c.confrelid::regclass::text = ANY($1::text[])
        AND NOT (c.conrelid::regclass::text = ANY($1::text[]))
      ORDER BY 1, 2`,
    [venue],
  );
  return rows;
}

/** Of these ids, how many rows of `reference.table` refer to each. */
export async function referenceCounts(db: Queryable, reference: KeepingReference, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; n: number }>(
    `SELECT ${reference.column} AS id, count(*)::int AS n FROM ${reference.table} WHERE ${reference.column} = ANY($1::int[]) GROUP BY 1`,
    [[...ids]],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Bookings still to come on these bars or booking types (not cancelled), by their reference, soonest first. */
export async function futureBookingRefs(db: Queryable, column: 'bar_id' | 'booking_type_id', ids: readonly number[], now: Date): Promise<{ id: number; ref_code: string }[]> {
  if (ids.length === 0) return [];
  return db.query<{ id: number; ref_code: string }>(
    `SELECT ${column} AS id, ref_code FROM bookings
      WHERE ${column} = ANY($1::int[]) AND start_at >= $2 AND status_id NOT IN ($3, $4)
      ORDER BY start_at, ref_code`,
    [[...ids], now, CANCELLED, DELETED],
  );
}
