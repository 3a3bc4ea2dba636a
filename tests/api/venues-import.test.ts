/**
 * `covers venues import` / `export` (issue 30, point 1) on a real database: the demo file is the demo database, a
 * file is made the database's whole and again changes nothing, every problem is listed at its place with nothing
 * written, rows that bookings still need are not removed, and a re-import beside a running server keeps every
 * booking's bar and type. Property: whatever edits a file makes, in whatever order its rows come, importing it
 * makes the export that file, and importing it again changes nothing.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOWS_DIR, flowIdsIn } from '../../src/engine/flow/load.node.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_VENUES_FILE } from '../../src/server/db/seed.ts';
import type { VenueBar, VenueDocument } from '../../src/server/domain/venues/venue-document.ts';
import { VenueImport, type VenueImportResult } from '../../src/server/services/venues/venue-import.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.ts';
import { createTestDb } from '../helpers/test-db.ts';
import type { DatabaseCopy } from '../helpers/db-templates.ts';

const demoFile = (): VenueDocument => JSON.parse(readFileSync(DEMO_VENUES_FILE, 'utf8')) as VenueDocument;

let copy: DatabaseCopy;
let venues: VenueImport;
beforeAll(async () => {
  copy = await createTestDb({ seeded: true });
  venues = new VenueImport({ db: copy.db, clock: fixedClock(TEST_NOW), flows: flowIdsIn(FLOWS_DIR) });
});
afterAll(async () => {
  await copy?.db.close();
  await copy?.cleanup();
});

const changed = (result: VenueImportResult) => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return Object.fromEntries(result.changes.filter((c) => c.added + c.changed + c.removed > 0).map((c) => [c.table, [c.added, c.changed, c.removed]]));
};
const problems = (result: VenueImportResult) => (result.ok ? [] : result.problems.map((p) => `${p.row}: ${p.message}`));
const bar = (doc: VenueDocument, id: number) => doc.bars.find((b) => b.id === id)!;

describe('the demo file', () => {
  it('is what the demo database exports, and importing it changes nothing', async () => {
    expect(await venues.export()).toEqual(demoFile());
    expect(changed(await venues.import(demoFile()))).toEqual({});
  });
});

describe('an import', () => {
  it('adds, changes and removes rows to match the file (defaults filled in), and the same file again changes nothing', async () => {
    const before = await venues.export();
    const file = structuredClone(before);
    bar(file, 11).branded_name = 'Revolution Deansgate Locks';
    bar(file, 11).booking_types[0]!.capacity += 10;
    bar(file, 11).special_hours = [];
    const removedHours = bar(before, 11).special_hours.length;
    // Only the required fields and the lists: the schema's defaults fill the rest.
    file.bars.push({ id: 300, brand_id: 1, cost_centre: 'RV300', bar_name: 'Hull', branded_name: 'Revolution Hull', slug: 'revolution-hull', opening_hours: [{ weekday: 5, open_time: '12:00', close_time: '02:00' }], booking_types: [{ booking_type_id: 1, capacity: 40 }] } as Partial<VenueBar> as VenueBar);
    expect(changed(await venues.import(file))).toEqual({ bars: [1, 1, 0], bar_opening_hours: [1, 0, 0], bar_special_hours: [0, 0, removedHours], bar_booking_types: [1, 1, 0] });
    const after = await venues.export();
    expect(bar(after, 300)).toMatchObject({ open: true, central_bar: false, frontend_visible: true, latitude: null, check_in_max_group: 6, address_line_1: '', special_hours: [] });
    expect(bar(after, 11)).toMatchObject({ branded_name: 'Revolution Deansgate Locks', special_hours: [] });
    expect(changed(await venues.import(file))).toEqual({});
    expect(changed(await venues.import(before))).toEqual({ bars: [0, 1, 1], bar_opening_hours: [0, 0, 1], bar_special_hours: [removedHours, 0, 0], bar_booking_types: [0, 1, 1] });
    expect(await venues.export()).toEqual(before);
  });

  it('lists every problem of the file at its place and writes nothing', async () => {
    const before = await venues.export();
    const file = structuredClone(before);
    bar(file, 11).brand_id = 9;
    bar(file, 12).slug = bar(file, 11).slug;
    bar(file, 12).latitude = null;
    bar(file, 11).opening_hours[1]!.weekday = bar(file, 11).opening_hours[0]!.weekday;
    bar(file, 12).cost_centre = bar(file, 13).cost_centre;
    bar(file, 11).booking_types.push({ booking_type_id: 999, capacity: 5 });
    file.bars.push({ ...bar(file, 13), opening_hours: [], special_hours: [], booking_types: [] });
    file.booking_types[0]!.flow = 'NoSuchFlow';
    file.booking_types[0]!.min_covers = 50;
    file.booking_types[1]!.day_parts = [77];
    file.packages[0]!.variations[0]!.choices[0]!.menu_items = [4242];
    file.day_parts[0]!.at_bars.push({ bar_id: 555, part_name: null, start_time: null, end_time: null });
    const first = file.booking_types[0]!;
    expect(problems(await venues.import(file))).toEqual([
      `bars › id 13: the id 13 is used twice in bars`,
      `bars › id 12: slug: "${bar(file, 11).slug}" is also bar 11's`,
      `bars › id 13: slug: "${bar(file, 13).slug}" is also bar 13's`,
      `bars › id 13: cost_centre: "${bar(file, 13).cost_centre}" is also bar 12's`,
      `bars › id 13: cost_centre: "${bar(file, 13).cost_centre}" is also bar 12's`,
      'bars › id 11: brand_id: no brand 9 in brands',
      `bars › id 11 › opening_hours: weekday ${bar(file, 11).opening_hours[0]!.weekday} is given twice`,
      'bars › id 11 › booking_types: no booking type 999 in booking_types',
      'bars › id 12: latitude and longitude: give both, or neither',
      'day_parts › id 1 › at_bars: no bar 555 in bars',
      expect.stringMatching(/^booking_types › id 1: flow: no flow "NoSuchFlow" in flows\/ \(.*TableBooking.*\)$/),
      `booking_types › id 1: min_covers (50) is more than max_covers (${first.max_covers})`,
      `booking_types › id ${file.booking_types[1]!.id}: day_parts: no day part 77 in day_parts`,
      expect.stringMatching(/^packages › id \d+ › variations › id \d+ › choices › id \d+: menu_items: no menu item 4242 in menu_items$/),
    ]);
    expect(await venues.export()).toEqual(before);
  });

  it('checks the file against the schema first: types, formats, unknown and missing fields, at their places', async () => {
    const before = await venues.export();
    const file = structuredClone(before) as unknown as Record<string, Record<string, unknown>[]>;
    const bars = file.bars as unknown as Record<string, unknown>[];
    (bars[1]!.opening_hours as Record<string, unknown>[])[0]!.open_time = '25:00';
    bars[1]!.party_booking_email = 'not an address';
    bars[2]!.colour = 'red';
    delete bars[3]!.slug;
    (file.booking_types![0] as Record<string, unknown>).max_covers = '12';
    expect(problems(await venues.import(file))).toEqual([
      'bars › id 11 › opening_hours › 1: open_time: must be a time as HH:MM (24-hour)',
      'bars › id 11: party_booking_email: must be empty or an e-mail address',
      'bars › id 12: unknown field "colour"',
      'bars › id 13: "slug" is missing',
      'booking_types › id 1: max_covers: must be integer',
    ]);
    expect(problems(await venues.import([]))).toEqual(['file: must be object']);
    expect(await venues.export()).toEqual(before);
  });

  it('does not remove a booking type or bar that bookings still need, naming the bookings to come', async () => {
    const before = await venues.export();
    const withoutType = structuredClone(before);
    withoutType.booking_types = withoutType.booking_types.filter((t) => t.id !== 1);
    for (const b of withoutType.bars) b.booking_types = b.booking_types.filter((t) => t.booking_type_id !== 1);
    const withoutBar = structuredClone(before);
    const leeds = withoutBar.bars.find((b) => b.slug.includes('leeds'))!;
    withoutBar.bars = withoutBar.bars.filter((b) => b !== leeds);
    for (const part of withoutBar.day_parts) part.at_bars = part.at_bars.filter((o) => o.bar_id !== leeds.id);
    for (const category of withoutBar.booking_type_categories) category.at_bars = category.at_bars.filter((o) => o.bar_id !== leeds.id);
    const [typeRefusal] = problems(await venues.import(withoutType));
    expect(typeRefusal).toMatch(/^booking_types › id 1: is removed, but \d+ bookings still to come are for it \((DEM\w+(, )?)+\): keep it in the file \(to stop offering it, take it off its bars\)$/);
    expect(typeRefusal).toContain('DEM2DEP2');
    expect(problems(await venues.import(withoutBar))).toContainEqual(expect.stringMatching(new RegExp(`^bars › id ${leeds.id}: is removed, but \\d+ bookings still to come are for it \\(.*DEM2DEP2.*\\): keep it in the file \\(to stop taking bookings there, set "open": false\\)$`)));
    expect(await venues.export()).toEqual(before);
    // Taken off its bars instead, the type stays for its bookings and is offered nowhere.
    const retired = structuredClone(before);
    for (const b of retired.bars) b.booking_types = b.booking_types.filter((t) => t.booking_type_id !== 1);
    expect(changed(await venues.import(retired)).bar_booking_types?.[2]).toBeGreaterThan(0);
    expect(changed(await venues.import(before))).toEqual({ bar_booking_types: [expect.any(Number), 0, 0] });
  });
});

describe('a re-import beside a running server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db: copy.db });
  });
  afterAll(async () => {
    await t.app.server.close();
  });

  it('keeps every booking’s bar and type, and the server answers with the new data once it reads it again', async () => {
    const bookings = () => copy.db.query<{ ref_code: string; bar_id: number; booking_type_id: number }>('SELECT ref_code, bar_id, booking_type_id FROM bookings ORDER BY ref_code');
    const held = await bookings();
    expect(held.length).toBeGreaterThan(0);
    const file = await venues.export();
    const leeds = file.bars.find((b) => b.id === held[0]!.bar_id)!;
    leeds.branded_name = 'Revolution Leeds, Renamed';
    for (const offered of leeds.booking_types) offered.capacity += 5;
    const live = new VenueImport({ db: copy.db, clock: fixedClock(TEST_NOW), flows: flowIdsIn(FLOWS_DIR), changed: () => t.app.catalogue.invalidate() });
    expect(changed(await live.import(file))).toEqual({ bars: [0, 1, 0], bar_booking_types: [0, leeds.booking_types.length, 0] });
    expect(await bookings()).toEqual(held);
    const answer = await t.app.server.inject({ method: 'GET', url: '/api/rest/bars', headers: { 'x-api-key': 'covers-demo-key', 'x-brand': '1' } });
    expect(JSON.stringify(answer.json())).toContain('Revolution Leeds, Renamed');
  });
});

describe('imports', () => {
  it('at the same moment take turns: the database ends as one of the files, whole', async () => {
    const base = await venues.export();
    const a = structuredClone(base);
    const b = structuredClone(base);
    for (const x of a.bars) x.phone = '0113 496 0000';
    for (const x of b.bars) x.phone = '0113 496 9999';
    b.bars.push({ ...structuredClone(bar(base, 11)), id: 301, slug: 'revolution-extra', cost_centre: 'RV301' });
    const results = await Promise.all([venues.import(a), venues.import(b)]);
    expect(results.every((r) => r.ok)).toBe(true);
    const after = await venues.export();
    expect([a, b].some((file) => JSON.stringify(file) === JSON.stringify(after))).toBe(true);
    await venues.import(base);
  });

  it('make the export the file whatever edits it makes and in whatever order its rows come; the same file again changes nothing', async () => {
    const base = await venues.export();
    const edit = fc.record({
      renames: fc.array(fc.tuple(fc.nat(base.bars.length - 1), fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s.length > 0)), { maxLength: 4 }),
      capacities: fc.array(fc.tuple(fc.nat(base.bars.length - 1), fc.nat(200)), { maxLength: 6 }),
      offDays: fc.array(fc.tuple(fc.nat(base.bars.length - 1), fc.integer({ min: 1, max: 7 })), { maxLength: 4 }),
      shuffleSeed: fc.nat(),
    });
    await fc.assert(
      fc.asyncProperty(edit, async ({ renames, capacities, offDays, shuffleSeed }) => {
        const file = structuredClone(base);
        for (const [i, name] of renames) file.bars[i]!.branded_name = name;
        for (const [i, capacity] of capacities) for (const offered of file.bars[i]!.booking_types) offered.capacity = capacity;
        for (const [i, weekday] of offDays) file.bars[i]!.opening_hours = file.bars[i]!.opening_hours.filter((h) => h.weekday !== weekday);
        const expected = structuredClone(file);
        // The same data, its rows in another order: order carries no meaning.
        shuffled(file.bars, shuffleSeed);
        for (const b of file.bars) shuffled(b.opening_hours, shuffleSeed + 1);
        shuffled(file.booking_types, shuffleSeed + 2);
        for (const t of file.booking_types) shuffled(t.weekdays, shuffleSeed + 3);
        const first = await venues.import(file);
        expect(first.ok).toBe(true);
        expect(await venues.export()).toEqual(expected);
        expect(changed(await venues.import(file))).toEqual({});
      }),
      { numRuns: 8 },
    );
    await venues.import(base);
    expect(await venues.export()).toEqual(base);
  });
});

/** Reorders a list in place, the same way for the same seed. */
function shuffled<T>(list: T[], seed: number): T[] {
  let s = seed + 1;
  for (let i = list.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = s % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}
