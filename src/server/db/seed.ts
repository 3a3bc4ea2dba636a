import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS_DIR, PROJECT_ROOT, flowIdsIn } from '../../engine/flow/load.node.ts';
import { checkVenues } from '../domain/venues/venue-document.ts';
import { VENUE_TABLES, rowsOf, type VenueRows } from '../domain/venues/venue-rows.ts';
import type { Db, Queryable } from './index.ts';
import { continueVenueSequences, insertVenueRows } from './repositories/venues.ts';
import { seedAllergenMenus } from './seed/allergen-menus.ts';
import { seedPartyMenuDocuments } from './seed/party-menu-documents.ts';
import { seedAppUsers } from './seed/app-users.ts';
import { demoBookingRows } from './seed/bookings.ts';
import { seedSocieties } from './seed/societies.ts';
import { seedSocietyContracts } from './seed/society-contracts.ts';
import { seedTips } from './seed/tips.ts';
import { seedVouchers } from './seed/vouchers.ts';

export { demo } from './demo-ids.ts';

// An arbitrary constant: processes seeding the same PostgreSQL database at once take turns.
const SEED_LOCK = 7_412_094;

type Row = Record<string, unknown>;

/** The demo venues: the file `covers venues export` writes and `covers venues import` reads (venues/demo.json). */
export const DEMO_VENUES_FILE = join(PROJECT_ROOT, 'venues/demo.json');

function demoVenueRows(): VenueRows {
  const checked = checkVenues(JSON.parse(readFileSync(DEMO_VENUES_FILE, 'utf8')), flowIdsIn(FLOWS_DIR));
  if (!checked.document) throw new Error(`venues/demo.json: ${checked.problems.map((p) => `${p.row}: ${p.message}`).join('; ')}`);
  return rowsOf(checked.document);
}

/**
 * Fills an empty, migrated database with the demo venues (venues/demo.json: brands, bars, booking types and
 * packages; ids in `demo`), demo bookings, accounts, societies, menus, vouchers and tips. Returns false,
 * changing nothing, when the brands table already has rows.
 *
 * Given a `Db`, it runs in one transaction of its own; given an open transaction, it runs inside it.
 */
export async function seed(db: Queryable): Promise<boolean> {
  // A seeded database (every start after the first) needs one read, not a transaction and its commit;
  // two first starts at once still meet in the locked transaction, which looks again.
  if ((await db.query('SELECT 1 FROM brands LIMIT 1')).length > 0) return false;
  if (isDb(db)) return db.transaction((tx) => seedInto(tx));
  return seedInto(db);
}

function isDb(db: Queryable): db is Db {
  return typeof (db as Partial<Db>).transaction === 'function';
}

async function seedInto(tx: Queryable): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
  const existing = await tx.query('SELECT 1 FROM brands LIMIT 1');
  if (existing.length > 0) return false;
  const venues = demoVenueRows();
  for (const table of VENUE_TABLES) await insertVenueRows(tx, table, venues[table.table] ?? []);
  await continueVenueSequences(tx);
  await insertRows(tx, 'bookings', demoBookingRows);
  await seedAppUsers(tx, new Date());
  await seedSocieties(tx, new Date());
  await seedSocietyContracts(tx, new Date());
  await seedAllergenMenus(tx, venues.bars as { id: number; brand_id: number; central_bar: boolean }[], new Date());
  await seedPartyMenuDocuments(tx, new Date());
  await seedVouchers(tx, new Date());
  await seedTips(tx, new Date());
  return true;
}

/** One multi-row INSERT; the columns are the first row's keys, and every row must have the same keys. */
async function insertRows(db: Queryable, table: string, rows: Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || columns.some((c) => !(c in row))) {
      throw new Error(`Seed rows for ${table} differ in their columns`);
    }
    return `(${columns.map((c) => `$${params.push(row[c])}`).join(', ')})`;
  });
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}
