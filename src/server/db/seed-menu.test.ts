import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../domain/catalogue.ts';
import { demo } from './demo-ids.ts';
import { bars, count, db, seedDemoForTests } from './seed.test-support.ts';

describe('demo seed', () => {
  seedDemoForTests();

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
      const items = await db.query<MenuItem>('SELECT * FROM menu_items');
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
