import { describe, expect, it } from 'vitest';
import { demo } from './demo-ids.ts';
import { seed } from './seed.ts';
import { SEEDED_TABLES, bars, count, db, firstRun, minutes, seedDemoForTests } from './seed.test-support.ts';

describe('demo seed', () => {
  seedDemoForTests();

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

  describe('bookings', () => {
    it('holds one booking in each state the booking page shows, each reached by its known manage key', async () => {
      const rows = await db.query<{ manage_key: string; status_id: number; deposit_balance: number; balance: number; agency_name: string | null; email: string }>(
        'SELECT manage_key, status_id, deposit_balance, balance, agency_name, email FROM bookings WHERE manage_key = ANY($1) ORDER BY id',
        [Object.values(demo.manageKeys)],
      );
      const byKey = new Map(rows.map((r) => [r.manage_key, r]));
      const k = demo.manageKeys;
      expect(rows).toHaveLength(6);
      expect(byKey.get(k.postponed)!.status_id).toBe(5);
      expect(byKey.get(k.cancelled)!.status_id).toBe(4);
      expect(byKey.get(k.agency)).toMatchObject({ status_id: 1, agency_name: 'Party Planners Ltd' });
      expect(byKey.get(k.paid)).toMatchObject({ status_id: 1, deposit_balance: 0, balance: 0, agency_name: null });
      expect(byKey.get(k.depositDue)!.deposit_balance).toBeGreaterThan(0);
      expect(byKey.get(k.balanceDue)).toMatchObject({ deposit_balance: 0, agency_name: null });
      expect(byKey.get(k.balanceDue)!.balance).toBeGreaterThan(0);
      expect(rows.every((r) => r.email === demo.customerEmail)).toBe(true);
    });
  });
});
