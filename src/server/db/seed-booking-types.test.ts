import { describe, expect, it } from 'vitest';
import { demo } from './demo-ids.ts';
import { ENQUIRY_FLOWS, FLOWS, bars, count, db, seedDemoForTests, type, types, typesWithFlow } from './seed.test-support.ts';

describe('demo seed', () => {
  seedDemoForTests();

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
});
