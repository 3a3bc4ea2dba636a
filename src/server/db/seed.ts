import type { Db, Queryable } from './index.ts';
import {
  barBookingTypeRows,
  bookingTypeDayPartRows,
  bookingTypeRows,
  categoryOverrideRows,
  categoryRows,
} from './seed/booking-types.ts';
import {
  bookingTypeOptionRows,
  choiceItemRows,
  choiceRows,
  menuItemRows,
  optionRows,
  variationRows,
} from './seed/menu.ts';
import { seedAllergenMenus } from './seed/allergen-menus.ts';
import { seedPartyMenuDocuments } from './seed/party-menu-documents.ts';
import { seedAppUsers } from './seed/app-users.ts';
import { demoBookingRows } from './seed/bookings.ts';
import { seedSocieties } from './seed/societies.ts';
import { seedSocietyContracts } from './seed/society-contracts.ts';
import { seedTips } from './seed/tips.ts';
import { seedVouchers } from './seed/vouchers.ts';
import { barRows, brandRows, dayPartOverrideRows, dayPartRows, openingHourRows, specialHourRows } from './seed/venues.ts';

export { demo } from './demo-ids.ts';

// An arbitrary constant: processes seeding the same PostgreSQL database at once take turns.
const SEED_LOCK = 7_412_094;

type Row = Record<string, unknown>;

/** In insertion order: every table after the tables it references. */
const TABLES: [table: string, rows: Row[]][] = [
  ['brands', brandRows],
  ['bars', barRows],
  ['bar_opening_hours', openingHourRows],
  ['bar_special_hours', specialHourRows],
  ['day_parts', dayPartRows],
  ['day_part_overrides', dayPartOverrideRows],
  ['booking_type_categories', categoryRows],
  ['booking_type_category_overrides', categoryOverrideRows],
  ['booking_types', bookingTypeRows],
  ['booking_type_day_parts', bookingTypeDayPartRows],
  ['bar_booking_types', barBookingTypeRows],
  ['menu_items', menuItemRows],
  ['options', optionRows],
  ['booking_type_options', bookingTypeOptionRows],
  ['variations', variationRows],
  ['choices', choiceRows],
  ['choice_items', choiceItemRows],
  ['bookings', demoBookingRows],
];

/** Tables whose serial ids the seed sets itself: their sequences must continue after the seeded ids. */
const SERIAL_TABLES = [
  'bars',
  'day_parts',
  'booking_type_categories',
  'menu_items',
  'options',
  'variations',
  'choices',
];

/**
 * Fills an empty, migrated database with the demo brands, bars, booking types and pre-order options
 * (ids in `demo`). Returns false, changing nothing, when the brands table already has rows.
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
  for (const [table, rows] of TABLES) await insertRows(tx, table, rows);
  await tx.query(
    `SELECT ${SERIAL_TABLES.map(
      (t) => `setval(pg_get_serial_sequence('${t}', 'id'), (SELECT max(id) FROM ${t}))`,
    ).join(', ')}`,
  );
  await seedAppUsers(tx, new Date());
  await seedSocieties(tx, new Date());
  await seedSocietyContracts(tx, new Date());
  await seedAllergenMenus(tx, barRows, new Date());
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
