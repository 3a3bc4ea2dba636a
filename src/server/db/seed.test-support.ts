/**
 * The demo seed's tests share one fresh database per file, seeded once: `seedDemoForTests()` in the
 * file's outer describe, then the live bindings below.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db.ts';
import type { Bar as CatalogueBar, BookingType as CatalogueBookingType } from '../domain/catalogue.ts';
import type { Db } from './index.ts';
import { seed } from './seed.ts';

/** The wizard flow names of the account spec, section 9. */
export const FLOWS = [
  'Karaoke',
  'TableBooking',
  'CorporateBooking',
  'PrivateHire',
  'GenericLargerEnquiry',
  'GenericEnquiry',
  'GenericConsumerEnquiry',
  'NyeEnquiry',
  'MasterclassBooking',
  'BrunchBooking',
  'DrinksBooking',
  'BoothBooking',
  'ChristmasBooking',
  'ChristmasMostrador',
  'AtTableMasterclass',
  'OnlineMasterclass',
  'BarSpecificSlotBooking',
  'NyeBooking',
  'GenericBooking',
];
/** Flows that only ever send an enquiry. */
export const ENQUIRY_FLOWS = [
  'GenericEnquiry',
  'GenericLargerEnquiry',
  'GenericConsumerEnquiry',
  'NyeEnquiry',
  'CorporateBooking',
  'PrivateHire',
];

export const SEEDED_TABLES = [
  'brands',
  'bars',
  'bar_opening_hours',
  'bar_special_hours',
  'day_parts',
  'day_part_overrides',
  'booking_type_categories',
  'booking_type_category_overrides',
  'booking_types',
  'booking_type_day_parts',
  'bar_booking_types',
  'menu_items',
  'options',
  'booking_type_options',
  'variations',
  'choices',
  'choice_items',
  'bookings',
];

/** A bar row with its brand's code. */
export type Bar = Omit<CatalogueBar, 'hours'> & { brand_code: string };

/** A booking_types row. */
export type BookingType = Omit<CatalogueBookingType, 'day_part_ids' | 'option_ids'>;

/** "HH:mm:ss" → minutes past midnight. */
export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export let db: Db;
export let firstRun: boolean;
export let bars: Bar[];
export let types: BookingType[];
let cleanup: () => Promise<void>;

export const type = (id: number) => {
  const found = types.find((t) => t.id === id);
  if (!found) throw new Error(`No booking type ${id}`);
  return found;
};
export const typesWithFlow = (flow: string) => types.filter((t) => t.flow === flow);
export const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params))[0]?.n);

export function seedDemoForTests() {
  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb());
    firstRun = await seed(db);
    bars = await db.query<Bar>('SELECT bars.*, brands.code AS brand_code FROM bars JOIN brands ON brands.id = bars.brand_id ORDER BY bars.id');
    types = await db.query<BookingType>('SELECT * FROM booking_types ORDER BY id');
  });
  afterAll(() => cleanup());
}
