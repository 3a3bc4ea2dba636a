/**
 * npm run bench: prints figures beside their targets. It never fails on speed.
 *   - session updates with availability, embedded database and PostgreSQL, 20 connections,
 *     beside a Fastify hello-world route in the same conditions, each with the API process's own CPU time a request
 *     (from the kernel's accounting, so it holds on a busy machine) and the database round trips a session update and a
 *     booking completion take (what limits how far more processes scale); on PostgreSQL with one API process
 *     and with two sharing one port (node:cluster), side by side;
 *   - cold start to the first answer: new and existing data folder, and `npm start` on a new clone (cold-start.ts);
 *   - the availability function for a busy bar-day with 500 bookings;
 *   - the allergen page's filter over a 500-item menu (allergen-filter.ts);
 *   - making an allergen menu's PDF, 40 and 500 items (menu-pdf.ts);
 *   - login latency while a flood of wrong passwords keeps the login throttle busy (login.ts).
 * BENCH_ONLY=<names> runs only those parts, comma-separated: availability, sessions (the load runs and round trips,
 * PostgreSQL's too), start, allergens, pdf, widget, login. BENCH_SECONDS sets each load run's length (8 s).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { computeSlots, type SlotRules } from '../../src/server/domain/availability.ts';
import { demo } from '../../src/server/db/demo-ids.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rows: string[][] = [];
const report = (what: string, figure: string, target = '') => {
  rows.push([what, figure, target]);
  console.log(`  ${what}: ${figure}${target ? `   (target ${target})` : ''}`);
};

interface Child {
  child: ChildProcess;
  address: string;
  /** The next line the child prints (after the address). */
  nextLine(): Promise<string>;
}

function startChild(script: string, env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const take = waiting.shift();
    if (take) take(line);
    else lines.push(line);
  });
  const nextLine = () => new Promise<string>((resolve) => (lines.length > 0 ? resolve(lines.shift()!) : waiting.push(resolve)));
  return new Promise((resolve, reject) => {
    void nextLine().then((line) => resolve({ child, address: JSON.parse(line).address, nextLine }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** The app's database round trips so far (tests/bench/serve-app.ts counts them; one API process only). */
async function roundTrips(server: Child): Promise<{ statements: number; transactions: number }> {
  const line = server.nextLine();
  server.child.kill('SIGUSR2');
  return JSON.parse(await line) as { statements: number; transactions: number };
}

/** Round trips between two counts, per request: statements, and BEGIN and COMMIT for each transaction. */
function perRequest(before: { statements: number; transactions: number }, after: { statements: number; transactions: number }, requests: number): string {
  const statements = (after.statements - before.statements) / requests;
  const transactions = (after.transactions - before.transactions) / requests;
  return `${(statements + 2 * transactions).toFixed(1)} round trips (${statements.toFixed(1)} statements, ${transactions.toFixed(1)} transactions)`;
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const headers = { 'content-type': 'application/json', 'x-api-key': 'covers-demo-key', 'x-brand': '1' };

/** Linux reports a process's CPU time in /proc in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, seconds) a process and every process below it (a cluster's workers) have used, from
 * the kernel's own accounting: a figure that survives a busy machine, where requests per second do not.
 */
function treeCpuSeconds(root: number): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command's name (in parentheses, which may hold spaces): state, ppid, … utime (14th), stime (15th).
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  for (const [pid, stat] of stats) {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = stats.get(at)?.parent) {
      if (at === root) {
        ticks += stat.ticks;
        break;
      }
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** A load run; with `server`, also that process's CPU time per request answered (µs). */
async function load(url: string, requests: autocannon.Request[], server?: ChildProcess) {
  const cpuBefore = server?.pid ? treeCpuSeconds(server.pid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const cpu = server?.pid ? treeCpuSeconds(server.pid) - cpuBefore : Number.NaN;
  const bad = result.non2xx + result.errors;
  const cpuPerRequest = (cpu * 1e6) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad, total: result.requests.total, cpuPerRequest };
}

let helloCpuPerRequest = Number.NaN;

async function benchHello() {
  const { child, address } = await startChild('tests/bench/serve-hello.ts');
  try {
    await load(address, [{ method: 'POST', path: '/hello', body: '{}', headers }]); // warm-up
    const r = await load(address, [{ method: 'POST', path: '/hello', body: '{}', headers }], child);
    helloCpuPerRequest = r.cpuPerRequest;
    report('Fastify hello-world (yardstick)', `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${Math.round(r.cpuPerRequest)} µs CPU a request`);
  } finally {
    await stop(child);
  }
}

/**
 * Session updates that each recompute availability: 200 sessions, people changing 2–8. With
 * `spread`, the sessions look at 14 dates across 3 bars, so answers share fewer slot computations
 * than when everyone looks at one bar on one Friday.
 */
async function benchSessions(label: string, env: NodeJS.ProcessEnv, target: string, spread = false) {
  const server = await startChild('tests/bench/serve-app.ts', env);
  const { child, address } = server;
  const counted = !env.BENCH_PROCESSES;
  const bars = [demo.bars.revolutionManchester, demo.bars.revolutionLeeds, demo.bars.revolutionBirmingham];
  try {
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const date = spread ? `2026-12-${String(1 + (i % 14)).padStart(2, '0')}` : '2026-11-27';
      const bar = spread ? bars[i % bars.length]! : demo.bars.revolutionManchester;
      const response = await fetch(`${address}/api/rest/booking/session`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ form_version: '2.0', bar_id: bar, date, no_people: 4, party_type: demo.types.table }),
      });
      ids.push(((await response.json()) as { data: { session_id: string } }).data.session_id);
    }
    let n = 0;
    const request: autocannon.Request = {
      method: 'POST',
      path: '/api/rest/booking/session',
      headers,
      setupRequest: (req) => {
        n += 1;
        return { ...req, body: JSON.stringify({ session_id: ids[n % ids.length], no_people: 2 + (n % 7) }) };
      },
    };
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
  await benchSessions('embedded PGlite', { DATABASE_URL: '' }, '≥ 1500 req/s, p99 ≤ 25 ms');
  await benchSessions('embedded PGlite, 14 dates × 3 bars', { DATABASE_URL: '' }, '', true);
  await benchCompletions('embedded PGlite', { DATABASE_URL: '' });
  if (await postgresReachable()) {
    // The same load on one API process, then on two sharing the database and one port (node:cluster).
    const one = await benchSessions('PostgreSQL, one process', { DATABASE_URL: PG_URL }, '');
    await benchCompletions('PostgreSQL', { DATABASE_URL: PG_URL });
    const two = await benchSessions('PostgreSQL, two processes behind one port', { DATABASE_URL: PG_URL, BENCH_PROCESSES: '2' }, '');
    report('session updates on PostgreSQL, two processes against one', `${Math.round(two.rps)} against ${Math.round(one.rps)} req/s (×${(two.rps / one.rps).toFixed(2)}), p99 ${two.p99} against ${one.p99} ms, on ${cpus().length} cores shared with the load generator and PostgreSQL`);
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
