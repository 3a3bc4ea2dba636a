import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/helpers/test-db.ts';
import { demo } from './demo-ids.ts';
import type { Db } from './index.ts';
import { seed } from './seed.ts';

/** The wizard flow names of the account spec, section 9. */
const FLOWS = [
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
const ENQUIRY_FLOWS = [
  'GenericEnquiry',
  'GenericLargerEnquiry',
  'GenericConsumerEnquiry',
  'NyeEnquiry',
  'CorporateBooking',
  'PrivateHire',
];

const SEEDED_TABLES = [
  'brands',
  'bars',
  'bar_opening_hours',
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
];

interface Bar {
  id: number;
  brand_id: number;
  brand_code: string;
  cost_centre: string;
  bar_name: string;
  branded_name: string;
  slug: string;
  address_line_1: string;
  town: string;
  county: string;
  postcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  party_booking_phone: string;
  party_booking_email: string;
  open: boolean;
  central_bar: boolean;
  frontend_visible: boolean;
  close_date: string | null;
}

interface BookingType {
  id: number;
  front_end_name: string;
  flow: string;
  category_id: number;
  brand_id: number | null;
  min_covers: number;
  max_covers: number;
  masterclass_min_covers: number | null;
  exact_covers: number | null;
  duration_minutes: number;
  slot_step_minutes: number;
  cutoff_minutes: number;
  auto_confirm_max_covers: number;
  allow_fallback: boolean;
  allow_standing: boolean;
  is_standing_type: boolean;
  info_text: string;
  price_per_person: number;
  price_per_booking: number;
  deposit_per_person: number;
  full_payment_required: boolean;
  balance_on_arrival: boolean;
  requires_card: boolean;
  no_show_fee_pp: number;
  deposit_due_days: number;
  balance_due_days: number;
  pre_order_required: boolean;
  min_spend: number;
  weekdays: number[];
}

/** "HH:mm:ss" → minutes past midnight. */
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('demo seed', () => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let firstRun: boolean;
  let bars: Bar[];
  let types: BookingType[];
  const type = (id: number) => {
    const found = types.find((t) => t.id === id);
    if (!found) throw new Error(`No booking type ${id}`);
    return found;
  };
  const typesWithFlow = (flow: string) => types.filter((t) => t.flow === flow);
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await db.query<{ n: number }>(sql, params))[0]?.n);

  beforeAll(async () => {
    ({ db, cleanup } = await createTestDb());
    firstRun = await seed(db);
    bars = await db.query<Bar>(
      'SELECT bars.*, brands.code AS brand_code FROM bars JOIN brands ON brands.id = bars.brand_id ORDER BY bars.id',
    );
    types = await db.query<BookingType>('SELECT * FROM booking_types ORDER BY id');
  });
  afterAll(() => cleanup());

  describe('idempotence', () => {
    it('seeds an empty database, then returns false and changes nothing', async () => {
      expect(firstRun).toBe(true);
      const countAll = () =>
        Promise.all(SEEDED_TABLES.map((t) => count(`SELECT count(*)::int AS n FROM ${t}`)));
      const before = await countAll();
      expect(before.every((n) => n > 0)).toBe(true);
      expect(await seed(db)).toBe(false);
      expect(await db.transaction((tx) => seed(tx))).toBe(false);
      expect(await countAll()).toEqual(before);
    });

    it('leaves every serial sequence past the seeded ids', async () => {
      const rollback = new Error('rollback');
      await expect(
        db.transaction(async (tx) => {
          const insert = async (sql: string, params: unknown[]) => {
            const [row] = await tx.query<{ id: number }>(`${sql} RETURNING id`, params);
            return row!.id;
          };
          const bar = await insert(
            `INSERT INTO bars (brand_id, cost_centre, bar_name, branded_name, slug) VALUES ($1, 'NEW', 'New', 'New', 'new')`,
            [demo.brands.revolution],
          );
          expect(bar).toBeGreaterThan(Math.max(...bars.map((b) => b.id)));
          await insert(
            `INSERT INTO day_parts (name, start_time, end_time) VALUES ('Night', '22:00', '04:00')`,
            [],
          );
          await insert(`INSERT INTO booking_type_categories (name) VALUES ('New')`, []);
          await insert(`INSERT INTO menu_items (title, plu) VALUES ('New', '99999999')`, []);
          const option = await insert(
            `INSERT INTO options (name, display_type) VALUES ('New', 'custom')`,
            [],
          );
          const variation = await insert(
            `INSERT INTO variations (option_id, name, price) VALUES ($1, 'New', 100)`,
            [option],
          );
          await insert(`INSERT INTO choices (variation_id, name) VALUES ($1, 'New')`, [variation]);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
    });
  });

  describe('brands', () => {
    it('holds the default brand and the three brands with their codes', async () => {
      expect(await db.query('SELECT id, code, name FROM brands ORDER BY id')).toEqual([
        { id: 0, code: 'default', name: 'Covers' },
        { id: 1, code: 'revolution', name: 'Revolution' },
        { id: 2, code: 'decuba', name: 'Revolución de Cuba' },
        { id: 4, code: 'playhouse', name: 'Playhouse' },
      ]);
    });
  });

  describe('bars', () => {
    it('has at least 9 bars, at least 3 customer-facing bars per brand', () => {
      expect(bars.length).toBeGreaterThanOrEqual(9);
      for (const brand of [demo.brands.revolution, demo.brands.decuba, demo.brands.playhouse]) {
        const facing = bars.filter((b) => b.brand_id === brand && !b.central_bar && b.frontend_visible);
        expect(facing.length, `brand ${brand}`).toBeGreaterThanOrEqual(3);
        expect(new Set(facing.map((b) => b.town)).size, `brand ${brand} towns`).toBeGreaterThanOrEqual(3);
      }
    });

    it('gives every bar a UK address, phone numbers, a party e-mail on a demo domain and a branded slug', () => {
      for (const bar of bars) {
        const label = bar.slug;
        expect(bar.address_line_1, label).not.toBe('');
        expect(bar.town, label).not.toBe('');
        expect(bar.county, label).not.toBe('');
        expect(bar.postcode, label).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
        // Mainland UK and its islands.
        expect(bar.latitude, label).toBeGreaterThan(49.9);
        expect(bar.latitude, label).toBeLessThan(60.9);
        expect(bar.longitude, label).toBeGreaterThan(-8.2);
        expect(bar.longitude, label).toBeLessThan(1.8);
        for (const phone of [bar.phone, bar.party_booking_phone]) {
          expect(phone, label).toMatch(/^0\d{2,4}( \d{3,4}){2}$/);
          expect(phone.replace(/ /g, ''), label).toMatch(/^0\d{10}$/);
        }
        expect(bar.party_booking_email, label).toMatch(/^[a-z.]+@[a-z]+-demo\.co\.uk$/);
        expect(bar.party_booking_email.split('@')[1], label).toMatch(
          new RegExp(`^${bar.brand_code}-demo\\.`),
        );
        expect(bar.slug).toMatch(new RegExp(`^${bar.brand_code}(-[a-z0-9]+)+$`));
        expect(bar.cost_centre, label).toMatch(/^[A-Z]{2}\d{3}$/);
        expect(bar.branded_name, label).toContain(bar.bar_name);
      }
      expect(new Set(bars.map((b) => b.cost_centre)).size).toBe(bars.length);
    });

    it('has exactly one closed bar and exactly one bar closing on 2027-03-31', async () => {
      const closed = bars.filter((b) => !b.open);
      expect(closed.map((b) => b.id)).toEqual([demo.closedBar]);
      const closing = bars.filter((b) => b.close_date !== null);
      expect(closing.map((b) => [b.id, b.close_date, b.open])).toEqual([
        [demo.closingBar, '2027-03-31', true],
      ]);
      expect(demo.closeDate).toBe('2027-03-31');
      expect(await count('SELECT count(*)::int AS n FROM bars WHERE close_date > current_date')).toBe(1);
    });

    it('has a central bar that customers do not see', () => {
      const central = bars.filter((b) => b.central_bar);
      expect(central.map((b) => b.id)).toEqual([demo.centralBar]);
      expect(central.every((b) => !b.frontend_visible)).toBe(true);
    });

    it('opens every bar on all 7 weekdays, with closing times after midnight meaning the next morning', async () => {
      const hours = await db.query<{
        bar_id: number;
        weekday: number;
        open_time: string;
        close_time: string;
      }>('SELECT * FROM bar_opening_hours ORDER BY bar_id, weekday');
      for (const bar of bars) {
        const week = hours.filter((h) => h.bar_id === bar.id);
        expect(
          week.map((h) => h.weekday),
          bar.slug,
        ).toEqual([1, 2, 3, 4, 5, 6, 7]);
        for (const h of week) {
          const open = minutes(h.open_time);
          let close = minutes(h.close_time);
          if (close <= 8 * 60) close += 24 * 60;
          expect(open, bar.slug).toBeGreaterThanOrEqual(8 * 60);
          expect(close - open, `${bar.slug} ${h.weekday}`).toBeGreaterThanOrEqual(6 * 60);
        }
      }
      expect(hours.some((h) => minutes(h.close_time) > 0 && minutes(h.close_time) <= 8 * 60)).toBe(true);
      // Hours differ a little from bar to bar.
      const signatures = new Set(
        bars.map((b) =>
          hours
            .filter((h) => h.bar_id === b.id)
            .map((h) => `${h.open_time}-${h.close_time}`)
            .join(),
        ),
      );
      expect(signatures.size).toBeGreaterThan(3);
    });
  });

  describe('day parts', () => {
    it('has Daytime, Evening (the default) and Late, in display order', async () => {
      const parts = await db.query<{
        id: number;
        name: string;
        start_time: string;
        end_time: string;
        is_default: boolean;
      }>('SELECT * FROM day_parts ORDER BY display_order');
      expect(parts.map((p) => p.name)).toEqual(['Daytime', 'Evening', 'Late']);
      expect(parts.filter((p) => p.is_default).map((p) => p.name)).toEqual(['Evening']);
      expect(parts.map((p) => p.id)).toEqual([
        demo.dayParts.daytime,
        demo.dayParts.evening,
        demo.dayParts.late,
      ]);
      // Consecutive: each part starts where the previous one ends; Late ends the next morning.
      for (let i = 1; i < parts.length; i++) expect(parts[i]!.start_time).toBe(parts[i - 1]!.end_time);
      expect(minutes(parts[2]!.end_time)).toBeLessThanOrEqual(8 * 60);
    });

    it('has per-bar overrides, one of them a "Late Night" ending at 03:00', async () => {
      const overrides = await db.query<{
        day_part_id: number;
        part_name: string | null;
        end_time: string | null;
      }>('SELECT * FROM day_part_overrides');
      expect(overrides.length).toBeGreaterThanOrEqual(2);
      expect(overrides).toContainEqual(
        expect.objectContaining({
          day_part_id: demo.dayParts.late,
          part_name: 'Late Night',
          end_time: '03:00:00',
        }),
      );
    });
  });

  describe('booking type categories', () => {
    it('has the usual categories in a distinct display order, and per-bar renames', async () => {
      const categories = await db.query<{ name: string; display_order: number }>(
        'SELECT * FROM booking_type_categories ORDER BY display_order',
      );
      const names = categories.map((c) => c.name);
      for (const name of [
        'Tables',
        'Parties & Celebrations',
        'Brunch',
        'Masterclasses',
        'Christmas',
        "New Year's Eve",
        'Karaoke',
        'Corporate & Private Hire',
      ]) {
        expect(names).toContain(name);
      }
      expect(new Set(categories.map((c) => c.display_order)).size).toBe(categories.length);
      const renamed = await db.query<{ name: string; category_name: string }>(
        `SELECT c.name, o.category_name FROM booking_type_category_overrides o
           JOIN booking_type_categories c ON c.id = o.category_id`,
      );
      expect(renamed.length).toBeGreaterThanOrEqual(2);
      for (const r of renamed) expect(r.category_name).not.toBe(r.name);
    });

    it('puts every category to use', async () => {
      expect(
        await count(`SELECT count(*)::int AS n FROM booking_type_categories c
                      WHERE NOT EXISTS (SELECT 1 FROM booking_types t WHERE t.category_id = c.id)`),
      ).toBe(0);
    });
  });

  describe('booking types', () => {
    it('uses each of the 19 flows, and no other', () => {
      expect(new Set(types.map((t) => t.flow))).toEqual(new Set(FLOWS));
    });

    it('has the special party types 27, 91, 97, 99 and 111', () => {
      const masterclass = type(27);
      expect(masterclass.flow).toBe('MasterclassBooking');
      expect(masterclass.masterclass_min_covers).not.toBeNull();
      expect(masterclass.masterclass_min_covers!).toBeGreaterThan(masterclass.min_covers);
      expect(masterclass.masterclass_min_covers!).toBeLessThanOrEqual(masterclass.max_covers);
      expect(types.filter((t) => t.masterclass_min_covers !== null).map((t) => t.id)).toEqual([27]);

      expect(types.filter((t) => t.balance_on_arrival).map((t) => t.id)).toEqual([91]);

      const atTable = type(97);
      expect([atTable.flow, atTable.min_covers, atTable.max_covers, atTable.exact_covers]).toEqual([
        'AtTableMasterclass',
        4,
        6,
        6,
      ]);

      expect(type(99).flow).toBe('GenericEnquiry');
      expect(type(99).auto_confirm_max_covers).toBe(0);
      expect(type(111).flow).toBe('OnlineMasterclass');
      expect(demo.types).toMatchObject({
        cocktailMasterclass: 27,
        birthdayParty: 91,
        atTableMasterclass: 97,
        generalEnquiry: 99,
        onlineMasterclass: 111,
      });
    });

    it('has a plain table booking: no deposit, auto-confirmed for smaller groups, 15-minute slots of 2 hours', () => {
      const table = type(demo.types.table);
      expect(table.flow).toBe('TableBooking');
      expect(table.deposit_per_person + table.price_per_person + table.price_per_booking).toBe(0);
      expect(table.full_payment_required || table.requires_card).toBe(false);
      expect(table.auto_confirm_max_covers).toBeGreaterThan(0);
      expect(table.auto_confirm_max_covers).toBeLessThan(table.max_covers);
      expect(table.slot_step_minutes).toBe(15);
      expect(table.duration_minutes).toBe(120);
    });

    it('has a bottomless brunch in the daytime, Friday to Sunday, with a deposit', async () => {
      const brunch = type(demo.types.brunch);
      expect(brunch.flow).toBe('BrunchBooking');
      expect([...brunch.weekdays].sort()).toEqual([5, 6, 7]);
      expect(brunch.deposit_per_person).toBeGreaterThan(0);
      const parts = await db.query<{ name: string }>(
        `SELECT p.name FROM booking_type_day_parts t JOIN day_parts p ON p.id = t.day_part_id
          WHERE t.booking_type_id = $1`,
        [brunch.id],
      );
      expect(parts.map((p) => p.name)).toEqual(['Daytime']);
    });

    it('has Christmas with a deposit, and the mostrador Christmas at Revolución de Cuba only', async () => {
      expect(typesWithFlow('ChristmasBooking').every((t) => t.deposit_per_person > 0)).toBe(true);
      const mostrador = typesWithFlow('ChristmasMostrador');
      expect(mostrador.map((t) => t.brand_id)).toEqual([demo.brands.decuba]);
      expect(
        await count(
          `SELECT count(*)::int AS n FROM bar_booking_types bt JOIN bars b ON b.id = bt.bar_id
            JOIN booking_types t ON t.id = bt.booking_type_id WHERE t.flow = 'ChristmasMostrador'`,
        ),
      ).toBeGreaterThan(0);
    });

    it('takes New Year’s Eve in full when booked, and NYE enquiries are never auto-confirmed', () => {
      expect(typesWithFlow('NyeBooking').every((t) => t.full_payment_required)).toBe(true);
      expect(typesWithFlow('NyeBooking').every((t) => t.price_per_person + t.price_per_booking > 0)).toBe(
        true,
      );
    });

    it('sends enquiry flows to the team, never auto-confirming them', () => {
      for (const flow of ENQUIRY_FLOWS) {
        expect(typesWithFlow(flow).length, flow).toBeGreaterThan(0);
        for (const t of typesWithFlow(flow)) expect(t.auto_confirm_max_covers, flow).toBe(0);
      }
      const bookable = types.filter((t) => !ENQUIRY_FLOWS.includes(t.flow));
      for (const t of bookable) expect(t.auto_confirm_max_covers, t.front_end_name).toBeGreaterThan(0);
    });

    it('prices karaoke per booking and offers it at some Revolution and Playhouse bars only', async () => {
      const karaoke = typesWithFlow('Karaoke');
      expect(karaoke.length).toBeGreaterThan(0);
      for (const t of karaoke) expect(t.price_per_booking).toBeGreaterThan(0);
      const where = await db.query<{ id: number; brand_id: number }>(
        `SELECT b.id, b.brand_id FROM bar_booking_types bt JOIN bars b ON b.id = bt.bar_id
           JOIN booking_types t ON t.id = bt.booking_type_id WHERE t.flow = 'Karaoke'`,
      );
      expect(where.length).toBeGreaterThan(0);
      expect(new Set(where.map((b) => b.brand_id))).toEqual(
        new Set([demo.brands.revolution, demo.brands.playhouse]),
      );
      const openBars = bars.filter((b) => b.open && !b.central_bar);
      const withoutKaraoke = openBars.filter(
        (b) => (b.brand_id === 1 || b.brand_id === 4) && !where.some((w) => w.id === b.id),
      );
      expect(withoutKaraoke.length).toBeGreaterThan(0);
    });

    it('has a booth that takes a card with a no-show fee instead of a deposit', () => {
      const booths = typesWithFlow('BoothBooking').filter((t) => t.requires_card);
      expect(booths.length).toBeGreaterThan(0);
      for (const t of booths) {
        expect(t.no_show_fee_pp).toBeGreaterThan(0);
        expect(t.deposit_per_person).toBe(0);
      }
    });

    it('has a type with a required pre-order and a minimum spend', () => {
      const minSpend = types.filter((t) => t.min_spend > 0);
      expect(minSpend.length).toBeGreaterThan(0);
      for (const t of minSpend) expect(t.pre_order_required).toBe(true);
    });

    it('has standing types that allow standing', () => {
      expect(types.some((t) => t.allow_standing && !t.is_standing_type)).toBe(true);
      const standing = types.filter((t) => t.is_standing_type);
      expect(standing.length).toBeGreaterThan(0);
      for (const t of standing) expect(t.allow_standing).toBe(true);
    });

    it('takes deposits on some types and not on others', () => {
      expect(types.some((t) => t.deposit_per_person > 0)).toBe(true);
      expect(types.some((t) => t.deposit_per_person === 0)).toBe(true);
      expect(types.some((t) => !t.allow_fallback)).toBe(true);
    });

    it('keeps every type self-consistent', () => {
      for (const t of types) {
        const label = `${t.id} ${t.front_end_name}`;
        expect(t.info_text, label).not.toBe('');
        expect([15, 30], label).toContain(t.slot_step_minutes);
        expect(t.duration_minutes % t.slot_step_minutes, label).toBe(0);
        expect(t.auto_confirm_max_covers, label).toBeLessThanOrEqual(t.max_covers);
        if (t.exact_covers !== null) {
          expect(t.exact_covers, label).toBeGreaterThanOrEqual(t.min_covers);
          expect(t.exact_covers, label).toBeLessThanOrEqual(t.max_covers);
        }
        expect(t.weekdays.length, label).toBeGreaterThan(0);
        for (const d of t.weekdays) expect(d >= 1 && d <= 7, label).toBe(true);
        // Whole pounds or 50p, and nothing absurd.
        for (const pence of [
          t.price_per_person,
          t.price_per_booking,
          t.deposit_per_person,
          t.no_show_fee_pp,
        ]) {
          expect(pence % 50, label).toBe(0);
          expect(pence, label).toBeLessThanOrEqual(20_000);
        }
        // A deposit is part of the price when there is one.
        if (t.price_per_person > 0)
          expect(t.deposit_per_person, label).toBeLessThanOrEqual(t.price_per_person);
        // Paying in full and paying a deposit exclude each other; a card stands in for a deposit.
        if (t.full_payment_required) expect(t.deposit_per_person, label).toBe(0);
        if (t.requires_card) expect(t.deposit_per_person, label).toBe(0);
        if (t.full_payment_required)
          expect(t.price_per_person + t.price_per_booking, label).toBeGreaterThan(0);
        expect(t.deposit_due_days, label).toBeGreaterThanOrEqual(0);
        expect(t.balance_due_days, label).toBeGreaterThanOrEqual(0);
      }
    });

    it('gives party types cut-offs of an hour to two days', async () => {
      const parties = types.filter((t) => t.category_id === demo.categories.parties);
      expect(parties.length).toBeGreaterThan(2);
      for (const t of parties) {
        expect(t.cutoff_minutes, t.front_end_name).toBeGreaterThanOrEqual(60);
        expect(t.cutoff_minutes, t.front_end_name).toBeLessThanOrEqual(2880);
      }
    });

    it('gives every type at least one day part and at least one bar', async () => {
      expect(
        await count(`SELECT count(*)::int AS n FROM booking_types t
                      WHERE NOT EXISTS (SELECT 1 FROM booking_type_day_parts d WHERE d.booking_type_id = t.id)
                         OR NOT EXISTS (SELECT 1 FROM bar_booking_types b WHERE b.booking_type_id = t.id)`),
      ).toBe(0);
    });
  });

  describe('bar booking types', () => {
    it('offers brand-specific types only at bars of that brand', async () => {
      expect(types.some((t) => t.brand_id !== null)).toBe(true);
      expect(
        await count(`SELECT count(*)::int AS n FROM bar_booking_types bt
                       JOIN bars b ON b.id = bt.bar_id JOIN booking_types t ON t.id = bt.booking_type_id
                      WHERE t.brand_id IS NOT NULL AND t.brand_id <> b.brand_id`),
      ).toBe(0);
    });

    it('gives every offer a capacity that fits its type, and not every bar offers every type', async () => {
      const offers = await db.query<{ bar_id: number; capacity: number; min_covers: number; flow: string }>(
        `SELECT bt.bar_id, bt.capacity, t.min_covers, t.flow FROM bar_booking_types bt
           JOIN booking_types t ON t.id = bt.booking_type_id`,
      );
      for (const o of offers)
        expect(o.capacity, `${o.bar_id} ${o.flow}`).toBeGreaterThanOrEqual(o.min_covers);
      expect(offers.length).toBeLessThan(bars.length * types.length);
      const tableBars = offers.filter((o) => o.flow === 'TableBooking').map((o) => o.bar_id);
      for (const bar of bars.filter((b) => b.open && b.frontend_visible)) expect(tableBars).toContain(bar.id);
    });

    it('offers nothing at the central bar', async () => {
      expect(
        await count('SELECT count(*)::int AS n FROM bar_booking_types WHERE bar_id = $1', [demo.centralBar]),
      ).toBe(0);
    });
  });

  describe('options, variations and choices', () => {
    interface OptionRow {
      id: number;
      display_type: string;
      price_per_booking: boolean;
      mix_match: boolean;
      variations: number;
      types: number;
    }
    let options: OptionRow[];
    beforeAll(async () => {
      options = await db.query<OptionRow>(
        `SELECT o.*,
                (SELECT count(*)::int FROM variations v WHERE v.option_id = o.id) AS variations,
                (SELECT count(*)::int FROM booking_type_options bo WHERE bo.option_id = o.id) AS types
           FROM options o`,
      );
    });

    it('has at least 6 packages of 2 or 3 variations, and some custom options', () => {
      const packages = options.filter((o) => o.display_type === 'package');
      expect(packages.length).toBeGreaterThanOrEqual(6);
      for (const p of packages) {
        expect(p.variations).toBeGreaterThanOrEqual(2);
        expect(p.variations).toBeLessThanOrEqual(3);
      }
      expect(options.filter((o) => o.display_type === 'custom').length).toBeGreaterThan(0);
      for (const o of options) expect(o.types, `option ${o.id}`).toBeGreaterThan(0);
    });

    it('mixes per-booking and per-person pricing, with a mix-and-match package', () => {
      const packages = options.filter((o) => o.display_type === 'package');
      expect(packages.some((o) => o.price_per_booking)).toBe(true);
      expect(packages.some((o) => !o.price_per_booking)).toBe(true);
      expect(options.some((o) => o.mix_match)).toBe(true);
    });

    it('prices every variation in whole pence, with a name and a description', async () => {
      const variations = await db.query<{ name: string; description: string; price: number }>(
        'SELECT * FROM variations',
      );
      for (const v of variations) {
        expect(v.name).not.toBe('');
        expect(v.description).not.toBe('');
        expect(Number.isInteger(v.price) && v.price > 0 && v.price % 50 === 0, v.name).toBe(true);
      }
    });

    it('lets every brunch and Christmas package variation offer choices', async () => {
      const variations = await db.query<{ id: number; flow: string; choices: number }>(
        `SELECT DISTINCT v.id, t.flow,
                (SELECT count(*)::int FROM choices c WHERE c.variation_id = v.id) AS choices
           FROM variations v
           JOIN options o ON o.id = v.option_id AND o.display_type = 'package'
           JOIN booking_type_options bo ON bo.option_id = o.id
           JOIN booking_types t ON t.id = bo.booking_type_id
          WHERE t.flow IN ('BrunchBooking', 'ChristmasBooking', 'ChristmasMostrador')`,
      );
      expect(new Set(variations.map((v) => v.flow))).toEqual(
        new Set(['BrunchBooking', 'ChristmasBooking', 'ChristmasMostrador']),
      );
      for (const v of variations) expect(v.choices, `variation ${v.id}`).toBeGreaterThan(0);
    });

    it('fills every choice from selectable menu items', async () => {
      const choices = await db.query<{ id: number; item_count: number; items: number; hidden: number }>(
        `SELECT c.id, c.item_count,
                count(ci.menu_item_id)::int AS items,
                count(*) FILTER (WHERE NOT m.selectable)::int AS hidden
           FROM choices c
           LEFT JOIN choice_items ci ON ci.choice_id = c.id
           LEFT JOIN menu_items m ON m.id = ci.menu_item_id
          GROUP BY c.id, c.item_count`,
      );
      expect(choices.length).toBeGreaterThan(0);
      for (const c of choices) {
        expect(c.items, `choice ${c.id}`).toBeGreaterThan(1);
        expect(c.hidden, `choice ${c.id}`).toBe(0);
        expect(c.item_count, `choice ${c.id}`).toBeGreaterThanOrEqual(1);
      }
      expect(choices.some((c) => c.item_count > 1)).toBe(true);
    });

    it('has menu items with numeric PLUs, mostly no premium, and dietary flags', async () => {
      const items = await db.query<{
        title: string;
        plu: string;
        premium: number;
        selectable: boolean;
        vegan: boolean;
        vegetarian: boolean;
        contains_gluten: boolean;
      }>('SELECT * FROM menu_items');
      for (const item of items) {
        expect(item.plu, item.title).toMatch(/^\d+$/);
        if (item.vegan) expect(item.vegetarian, item.title).toBe(true);
        expect(item.premium, item.title).toBeGreaterThanOrEqual(0);
      }
      expect(new Set(items.map((i) => i.plu)).size).toBe(items.length);
      expect(items.filter((i) => i.premium === 0).length).toBeGreaterThan(items.length / 2);
      expect(items.some((i) => i.premium > 0)).toBe(true);
      expect(items.some((i) => i.vegan)).toBe(true);
      expect(items.some((i) => i.vegetarian && !i.vegan)).toBe(true);
      expect(items.some((i) => i.contains_gluten)).toBe(true);
      expect(items.some((i) => !i.selectable)).toBe(true);
    });
  });

  describe('the demo ids', () => {
    it('name bars of the brand their key says', () => {
      const codes: Record<string, number> = demo.brands;
      for (const [key, id] of Object.entries(demo.bars)) {
        const bar = bars.find((b) => b.id === id);
        expect(bar, key).toBeDefined();
        const brandCode = Object.keys(codes).find((code) => key.startsWith(code));
        expect(bar!.brand_id, key).toBe(codes[brandCode!]);
        expect(bar!.slug.replace(/-/g, ''), key).toContain(key.slice(brandCode!.length).toLowerCase());
      }
    });

    it('name rows that exist', async () => {
      const has = async (table: string, ids: readonly number[]) =>
        count(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
      const all = <T extends Record<string, number>>(o: T) => Object.values(o);
      expect(await has('booking_types', all(demo.types))).toBe(Object.keys(demo.types).length);
      expect(await has('day_parts', all(demo.dayParts))).toBe(3);
      expect(await has('booking_type_categories', all(demo.categories))).toBe(
        Object.keys(demo.categories).length,
      );
      expect(await has('options', all(demo.options))).toBe(Object.keys(demo.options).length);
      expect(await has('variations', all(demo.variations))).toBe(Object.keys(demo.variations).length);
    });

    it('name a bookable Revolution Manchester bar with tables, brunch and karaoke', async () => {
      const bar = bars.find((b) => b.id === demo.bars.revolutionManchester)!;
      expect([bar.open, bar.frontend_visible, bar.close_date, bar.town]).toEqual([
        true,
        true,
        null,
        'Manchester',
      ]);
      const offered = await db.query<{ booking_type_id: number }>(
        'SELECT booking_type_id FROM bar_booking_types WHERE bar_id = $1',
        [bar.id],
      );
      for (const t of [demo.types.table, demo.types.brunch, demo.types.karaoke]) {
        expect(offered.map((o) => o.booking_type_id)).toContain(t);
      }
    });
  });
});
