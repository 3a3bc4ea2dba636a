/**
 * npm run bench: prints figures beside their targets. It never fails on speed.
 *   - session updates with availability, embedded database and PostgreSQL, 20 connections,
 *     beside a Fastify hello-world route in the same conditions, each with the API process's own CPU time a request
 *     (from the kernel's accounting, so it holds on a busy machine) and the database round trips a session update and a
 *     booking completion take (what limits how far more processes scale); on PostgreSQL with one API process
 *     and with two sharing one port (node:cluster), side by side, and pinned a core each (pinned.ts);
 *   - cold start to the first answer: new and existing data folder, and `npm start` on a new clone (cold-start.ts);
 *   - the availability function for a busy bar-day with 500 bookings;
 *   - the allergen page's filter over a 500-item menu (allergen-filter.ts);
 *   - making an allergen menu's PDF, 40 and 500 items (menu-pdf.ts);
 *   - login latency while a flood of wrong passwords keeps the login throttle busy (login.ts).
 * BENCH_ONLY=<names> runs only those parts, comma-separated: availability, sessions (the load runs and round trips,
 * PostgreSQL's too), start, allergens, pdf, widget, login. BENCH_SECONDS sets each load run's length (8 s).
 */
import { cpus } from 'node:os';
import pg from 'pg';
import { computeSlots, type SlotRules } from '../../src/server/domain/availability.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { headers, load, perRequest, roundTrips, SECONDS, CONNECTIONS, sessionUpdates, startChild, stop } from './processes.ts';

const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rows: string[][] = [];
const report = (what: string, figure: string, target = '') => {
  rows.push([what, figure, target]);
  console.log(`  ${what}: ${figure}${target ? `   (target ${target})` : ''}`);
};

let helloCpuPerRequest = Number.NaN;
let helloRps = Number.NaN;

async function benchHello() {
  const { child, address } = await startChild('tests/bench/serve-hello.ts');
  try {
    await load(address, [{ method: 'POST', path: '/hello', body: '{}', headers }]); // warm-up
    const r = await load(address, [{ method: 'POST', path: '/hello', body: '{}', headers }], child);
    helloCpuPerRequest = r.cpuPerRequest;
    helloRps = r.rps;
    report('Fastify hello-world (yardstick)', `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.cpuPerRequest)} µs CPU a request`);
  } finally {
    await stop(child);
  }
}

/** Session updates (processes.ts), on one API process or several. */
async function benchSessions(label: string, env: NodeJS.ProcessEnv, target: string, spread = false) {
  const server = await startChild('tests/bench/serve-app.ts', env);
  const { child, address } = server;
  const counted = !env.BENCH_PROCESSES;
  try {
    const request = await sessionUpdates(address, spread);
    await load(address, [request]); // warm-up
    const before = counted ? await roundTrips(server) : undefined;
    const r = await load(address, [request], child);
    // Writes that arrive together go out as one statement (session-writes.ts): a fraction of one per update.
    if (before) report(`  database a session update, ${label}`, perRequest(before, await roundTrips(server), r.total));
    report(`session updates with availability, ${label}`, `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms (${r.total} requests, ${r.bad} not 2xx)`, target);
    // The API process's (and its workers') own CPU time per update, beside the yardstick's per hello.
    report(`  CPU a session update, ${label}`, `${Math.round(r.cpuPerRequest)} µs (user + system; ×${(r.cpuPerRequest / helloCpuPerRequest).toFixed(1)} the hello-world's ${Math.round(helloCpuPerRequest)} µs)`);
    return r;
  } finally {
    await stop(child);
  }
}

/** Bookings completed one after another (table bookings, each its own day and time): the database's round trips each. */
async function benchCompletions(label: string, env: NodeJS.ProcessEnv) {
  const server = await startChild('tests/bench/serve-app.ts', env);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.address}/api/rest/booking/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };
  try {
    const ids: string[] = [];
    // A day each, from 1 December; a day the bar is closed (25 December) is passed over.
    for (let day = 0, i = 0; ids.length < 30; day++, i = ids.length) {
      const date = new Date(Date.UTC(2026, 11, 1 + day)).toISOString().slice(0, 10);
      const where = { form_version: '2.0', bar_id: demo.bars.revolutionManchester, date, no_people: 2, party_type: demo.types.table };
      const made = await post('session', where);
      const slot = (made.body.data.all_slots as { time: string; available: boolean }[]).find((s) => s.available);
      if (!slot) continue;
      const contact = { forename: 'Bench', surname: `Customer ${i}`, email: `bench${i}@example.com`, phone: '07700900123' };
      await post('session', { session_id: made.body.data.session_id, time: slot.time, step: 4, ...contact });
      ids.push(made.body.data.session_id as string);
    }
    const before = await roundTrips(server);
    let made = 0;
    for (const id of ids) if ((await post('session/complete', { session_id: id })).status === 201) made += 1;
    report(`database a booking completion, ${label}`, `${perRequest(before, await roundTrips(server), ids.length)}; ${made} of ${ids.length} made`);
  } finally {
    await stop(server.child);
  }
}

function benchAvailability() {
  const rules: SlotRules = { stepMinutes: 15, durationMinutes: 120, cutoffMinutes: 60, minCovers: 1, maxCovers: 20, exactCovers: null, autoConfirmMaxCovers: 12, allowFallback: true, pricePerPerson: 0, pricePerBooking: 0 };
  // 500 bookings spread over a 11:00–02:00 day.
  const occupancy = Array.from({ length: 500 }, (_, i) => {
    const start = 660 + ((i * 37) % (15 * 60 - 120));
    return { start, end: start + 120, people: 1 + (i % 6) };
  });
  const input = { date: '2026-11-27', now: new Date('2026-11-21T12:00:00Z'), people: 4, opening: { open: '11:00', close: '02:00' }, windows: [], rules, capacity: 2000, occupancy };
  for (let i = 0; i < 200; i++) computeSlots(input);
  const times: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const t0 = performance.now();
    computeSlots(input);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const slots = computeSlots(input).length;
  report('availability, busy bar-day (500 bookings)', `mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(3)} ms for ${slots} slots`, '≤ 2 ms');
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (part: string) => !only || only.includes(part);

console.log(`Covers benchmarks (${SECONDS} s per load run, ${CONNECTIONS} connections)`);
if (runs('availability')) benchAvailability();
if (runs('sessions')) {
  await benchHello();
  const embedded = await benchSessions('embedded PGlite', { DATABASE_URL: '' }, '≥ 1500 req/s, p99 ≤ 25 ms');
  report('session updates on PGlite, share of the hello-world', `${((100 * embedded.rps) / helloRps).toFixed(1)} % (${Math.round(embedded.rps)} / ${Math.round(helloRps)} req/s)`, '≥ 25 %');
  await benchSessions('embedded PGlite, 14 dates × 3 bars', { DATABASE_URL: '' }, '', true);
  await benchCompletions('embedded PGlite', { DATABASE_URL: '' });
  if (await postgresReachable()) {
    // The same load on one API process, then on two sharing the database and one port (node:cluster), then pinned.
    const one = await benchSessions('PostgreSQL, one process', { DATABASE_URL: PG_URL }, '');
    report('session updates, PostgreSQL one process against PGlite', `×${(one.rps / embedded.rps).toFixed(2)} (${Math.round(one.rps)} / ${Math.round(embedded.rps)} req/s)`, '≥ ×2');
    await benchCompletions('PostgreSQL', { DATABASE_URL: PG_URL });
    const two = await benchSessions('PostgreSQL, two processes behind one port', { DATABASE_URL: PG_URL, BENCH_PROCESSES: '2' }, '');
    report('session updates on PostgreSQL, two processes against one', `${Math.round(two.rps)} against ${Math.round(one.rps)} req/s (×${(two.rps / one.rps).toFixed(2)}), p99 ${two.p99} against ${one.p99} ms, on ${cpus().length} cores shared with the load generator and PostgreSQL`);
    await (await import('./pinned.ts')).benchPinned(report, PG_URL);
  } else report('session updates, PostgreSQL', `skipped: no server at ${PG_URL}`);
}
if (runs('start')) await (await import('./cold-start.ts')).benchColdStart(report);
if (runs('allergens')) (await import('./allergen-filter.ts')).benchAllergenFilter(report);
if (runs('pdf')) await (await import('./menu-pdf.ts')).benchMenuPdf(report);
if (runs('widget')) await (await import('./bundle.ts')).benchWidget(report);
if (runs('login')) {
  const { benchLogin } = await import('./login.ts');
  await benchLogin(report);
  if (await postgresReachable()) await benchLogin(report, PG_URL);
}
