/**
 * The bars as the public sees them (issue 16, spec §7.5, §9): the public bar data file (no key, cacheable,
 * only the bars the sites show), a bar's opening times with its special dates, and where a postcode is for
 * the bar finder — from a postcodes.io-shaped service when one is configured, else the postcode area's
 * centre. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app.ts';
import { expectError } from './accounts-helpers.ts';

const t = useTestApp();

interface Window {
  name: string;
  start: string;
  end: string;
}

/** A time of a trading day in minutes from its midnight: the small hours (before 08:00) belong to the day before. */
function dayMinutes(time: string, end = false) {
  const m = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return end ? (m <= 480 ? m + 1440 : m) : m < 480 ? m + 1440 : m;
}


async function get(path: string, options: { brand?: number | null; headers?: Record<string, string> } = {}, app: TestApp = t) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.brand !== null) Object.assign(headers, { 'x-brand': String(options.brand ?? 1), 'x-api-key': DEMO_API_KEY });
  const response = await app.app.server.inject({ method: 'GET', url: `/api/${path}`, headers });
  return { status: response.statusCode, headers: response.headers, body: response.body === '' ? null : response.json() };
}

describe('the public bar data file', () => {
  it('lists every bar the sites show, with the fields of the spec, to anyone, with cache headers', async () => {
    const answer = await get('rest/bars', { brand: null });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('max-age=300');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const bars = answer.body.data as Array<Record<string, unknown>>;
    const [visible] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bars WHERE frontend_visible');
    expect(bars).toHaveLength(visible!.n);
    expect(bars.every((bar) => bar.frontend_visible === true)).toBe(true);
    // The central reservations desk is not a bar anyone walks into.
    expect(bars.map((bar) => bar.slug)).not.toContain('revolution-manchester-central-reservations');
    const leeds = bars.find((bar) => bar.slug === 'revolution-leeds-call-lane')!;
    expect(leeds).toMatchObject({ brand_id: 1, brand_short_name: 'Revs', open: true, central_bar: false, postcode: 'LS1 7BT' });
    expect(leeds.latitude).toBeCloseTo(53.7955, 4);
    // A closed bar is listed, marked closed: the finder leaves it out, other readers may not.
    expect(bars.find((bar) => bar.slug === 'revolution-bristol-corn-street')).toMatchObject({ open: false });
  });

  it('answers 304 with no body to a reader whose copy is current, and the whole file when it changed', async () => {
    const first = await get('rest/bars', { brand: null });
    const etag = String(first.headers.etag);
    const again = await get('rest/bars', { brand: null, headers: { 'if-none-match': etag } });
    expect(again.status, JSON.stringify(again.body)).toBe(304);
    expect(again.body).toBeNull();
    await t.db.run("UPDATE bars SET phone = '0113 496 0999' WHERE slug = 'revolution-leeds-call-lane'");
    t.app.catalogue.invalidate();
    const changed = await get('rest/bars', { brand: null, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data.find((bar: { slug: string }) => bar.slug === 'revolution-leeds-call-lane').phone).toBe('0113 496 0999');
  });
});

describe('opening times', () => {
  it("gives a bar's week with its day parts, today (a Saturday in the tests), and the special dates of the next 90 days", async () => {
    const answer = await get('rest/bar/revolution-leeds-call-lane/opening-times');
    expect(answer.status).toBe(200);
    const { bar, today, today_hours, week, special_dates } = answer.body.data;
    expect(bar).toMatchObject({ name: expect.stringContaining('Leeds'), slug: 'revolution-leeds-call-lane', postcode: 'LS1 7BT' });
    expect(today).toBe('2026-11-21');
    expect(week.map((d: { weekday: number }) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Leeds stays open later on Thursdays than the brand's other bars.
    expect(week[3]).toMatchObject({ open: '12:00', close: '01:00' });
    expect(today_hours).toEqual({ open: week[5].open, close: week[5].close });
    expect(week[5].day_parts.length).toBeGreaterThan(0);
    expect(week[5].day_parts[0]).toEqual({ name: expect.any(String), start: expect.stringMatching(/^\d\d:\d\d$/), end: expect.stringMatching(/^\d\d:\d\d$/) });
    expect(special_dates).toContainEqual({ date: '2026-12-25', open: null, close: null, note: 'Christmas Day', day_parts: [] });
    const boxingDay = special_dates.find((d: { date: string }) => d.date === '2026-12-26');
    expect(boxingDay).toMatchObject({ open: '12:00', close: '00:00', note: 'Boxing Day' });
    // Its booking times start when the bar opens that day, not at the Saturday's usual time.
    expect(boxingDay.day_parts.length).toBeGreaterThan(0);
    expect(boxingDay.day_parts.every((p: { start: string }) => p.start >= '12:00')).toBe(true);
    expect(special_dates.map((d: { date: string }) => d.date)).not.toContain('2027-12-25');
  });

  it('gives booking times inside each day’s hours (the widget’s), and says a bar closed for now is closed', async () => {
    const { closed, week } = (await get('rest/bar/revolution-leeds-call-lane/opening-times')).body.data;
    expect(closed).toBe(false);
    for (const day of week as { open: string | null; close: string | null; day_parts: { start: string; end: string }[] }[]) {
      if (!day.open || !day.close) {
        expect(day.day_parts).toEqual([]);
        continue;
      }
      for (const part of day.day_parts) {
        expect(dayMinutes(part.start)).toBeGreaterThanOrEqual(dayMinutes(day.open));
        expect(dayMinutes(part.end, true)).toBeLessThanOrEqual(dayMinutes(day.close, true));
      }
    }
    const bristol = (await get('rest/bar/revolution-bristol-corn-street/opening-times')).body.data;
    expect(bristol.closed).toBe(true);
  });

  it("uses a special date's hours on the day itself", async () => {
    t.clock.set('2026-12-25T12:00:00Z');
    try {
      const answer = await get('rest/bar/revolution-leeds-call-lane/opening-times');
      expect(answer.body.data.today_hours).toBeNull();
      expect(answer.body.data.special_dates[0]).toMatchObject({ date: '2026-12-25', note: 'Christmas Day' });
    } finally {
      t.clock.set('2026-11-21T12:00:00Z');
    }
  });

  it('agrees with the widget on every day of a week with special dates: each time offered is in that day’s booking times, and each booking time offers one', async () => {
    const { week, special_dates } = (await get('rest/bar/revolution-leeds-call-lane/opening-times')).body.data as {
      week: Array<{ weekday: number; day_parts: Window[] }>;
      special_dates: Array<{ date: string; day_parts: Window[] }>;
    };
    // Christmas week: Christmas Eve and Boxing Day keep their own hours, Christmas Day is closed.
    const dates = ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'];
    expect(special_dates.map((d) => d.date)).toEqual(expect.arrayContaining(['2026-12-24', '2026-12-25', '2026-12-26']));
    const types = await t.db.query<{ id: number; people: number }>(
      'SELECT bt.id, coalesce(bt.exact_covers, bt.min_covers) AS people FROM booking_types bt JOIN bar_booking_types bb ON bb.booking_type_id = bt.id WHERE bb.bar_id = $1 ORDER BY bt.id',
      [demo.bars.revolutionLeeds],
    );
    expect(types.length).toBeGreaterThan(3);
    let offered = 0;
    for (const date of dates) {
      const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const windows = special_dates.find((d) => d.date === date)?.day_parts ?? week.find((d) => d.weekday === weekday)!.day_parts;
      if (date === '2026-12-25') expect(windows).toEqual([]);
      const used = new Set<Window>();
      for (const type of types) {
        const session = await t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.bars.revolutionLeeds, date, no_people: type.people, party_type: type.id });
        for (const slot of (session.body.data?.all_slots ?? []) as Array<{ time: string }>) {
          const inside = windows.filter((w) => dayMinutes(slot.time) >= dayMinutes(w.start) && dayMinutes(slot.time) < dayMinutes(w.end, true));
          expect(inside, `${date} ${slot.time} (type ${type.id}) is not in the page's booking times ${JSON.stringify(windows)}`).not.toEqual([]);
          for (const w of inside) used.add(w);
          offered++;
        }
      }
      // No booking time on the page that the widget does not offer that day.
      expect(windows.filter((w) => !used.has(w)), date).toEqual([]);
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('reads a slug in any case; another brand, a hidden bar or an unknown slug is not found', async () => {
    expect((await get('rest/bar/Revolution-Leeds-Call-Lane/opening-times')).status).toBe(200);
    expectError(await get('rest/bar/revolution-leeds-call-lane/opening-times', { brand: 2 }), 404, 'We could not find that bar.');
    expectError(await get('rest/bar/revolution-manchester-central-reservations/opening-times'), 404, 'We could not find that bar.');
    expectError(await get('rest/bar/no-such-bar/opening-times'), 404, 'We could not find that bar.');
    expectError(await get(`rest/bar/${'x'.repeat(101)}/opening-times`), 414);
  });
});

describe('where a postcode is', () => {
  it("places a postcode, typed in any case and spacing, at its area's centre when no service is configured", async () => {
    const answer = await get('rest/postcode/m11ae');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ postcode: 'M1 1AE', precision: 'area' });
    expect(answer.body.data.latitude).toBeCloseTo(53.48, 1);
    expect(answer.body.data.longitude).toBeCloseTo(-2.24, 1);
    const outward = await get(`rest/postcode/${encodeURIComponent(' ls1 ')}`);
    expect(outward.body.data).toMatchObject({ postcode: 'LS1', precision: 'area' });
    expect(outward.body.data.latitude).toBeCloseTo(53.8, 1);
  });

  it('refuses what is not a UK postcode, naming the field', async () => {
    for (const typed of ['hello', '12345', 'M1 1AEX', 'M1 1']) {
      const answer = await get(`rest/postcode/${encodeURIComponent(typed)}`);
      expectError(answer, 422, 'Please enter a valid UK postcode.');
      expect(answer.body.errors.fields.postcode).toEqual(['Please enter a valid UK postcode.']);
    }
    expectError(await get(`rest/postcode/${'A'.repeat(17)}`), 400);
    // Well formed, but no such area: nowhere to place it.
    expectError(await get('rest/postcode/QQ1%201AA'), 404, 'We could not find that postcode.');
  });

  describe('with a postcode service configured', () => {
    let service: Server;
    let withService: TestApp;
    const asked: string[] = [];

    beforeAll(async () => {
      // Stands in for the postcode service on the internet: its answer's shape, on this machine.
      service = createServer((request, response) => {
        asked.push(decodeURIComponent(request.url ?? ''));
        const known: Record<string, { latitude: number; longitude: number }> = {
          '/postcodes/M1 1AE': { latitude: 53.4794, longitude: -2.2453 },
          '/outcodes/LS1': { latitude: 53.7963, longitude: -1.5478 },
        };
        const place = known[decodeURIComponent(request.url ?? '')];
        response.writeHead(place ? 200 : 404, { 'content-type': 'application/json' });
        response.end(JSON.stringify(place ? { status: 200, result: place } : { status: 404, error: 'Postcode not found' }));
      });
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      withService = await createTestApp({ postcodeLookupUrl: `http://127.0.0.1:${(service.address() as AddressInfo).port}` });
    });
    afterAll(async () => {
      await withService?.close();
      await new Promise((resolve) => service?.close(resolve));
    });

    it("answers with the service's point for a postcode and an outward code", async () => {
      expect((await get('rest/postcode/M1%201AE', {}, withService)).body.data).toEqual({ postcode: 'M1 1AE', latitude: 53.4794, longitude: -2.2453, precision: 'postcode' });
      expect((await get('rest/postcode/LS1', {}, withService)).body.data).toEqual({ postcode: 'LS1', latitude: 53.7963, longitude: -1.5478, precision: 'postcode' });
      expect(asked).toEqual(['/postcodes/M1 1AE', '/outcodes/LS1']);
    });

    it("falls back to the area's centre when the service does not know the postcode", async () => {
      const answer = await get('rest/postcode/M60%201AA', {}, withService);
      expect(answer.body.data).toMatchObject({ postcode: 'M60 1AA', precision: 'area' });
    });
  });
});
