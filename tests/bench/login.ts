/**
 * Login under attack: customers logging in with their passwords while a flood of wrong passwords (from
 * 200 client addresses, at a handful of accounts) keeps the login throttle busy. Prints the customers'
 * login latency (p50, p95) beside the same logins with no attack, and what the flood got. argon2id
 * (19 MiB, t=2) dominates a login's cost; a throttled attempt answers 429 without hashing.
 * Run alone with `npx tsx tests/bench/login.ts`, or as part of `npm run bench`.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PASSWORD = 'bench pass phrase 2026';
const ACCOUNTS = 40;
/** Accounts the flood aims at; the customers log in to the others. */
const VICTIMS = 5;
const CUSTOMERS = 4;
const ATTACK_CONNECTIONS = 16;
const headers = { 'content-type': 'application/json', 'x-api-key': 'covers-demo-key', 'x-brand': '1', 'sec-fetch-site': 'same-origin' };

type Report = (what: string, figure: string, target?: string) => void;

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; address: string }> {
  const script = fileURLToPath(new URL('./serve-app.ts', import.meta.url));
  const env = { ...process.env, DATABASE_URL: databaseUrl, BENCH_ACCOUNTS: String(ACCOUNTS), BENCH_PASSWORD: PASSWORD, BENCH_TRUST_PROXY: '127.0.0.1' };
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, address: JSON.parse(line).address }));
    child.once('exit', (code) => reject(new Error(`serve-app exited with ${code}`)));
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** CUSTOMERS loops, each logging in its own accounts from its own address for `seconds`: every latency, and any failure. */
async function customersLogIn(address: string, seconds: number) {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async (_, c) => {
      for (let n = 0; performance.now() < until; n++) {
        const account = VICTIMS + ((c + n * CUSTOMERS) % (ACCOUNTS - VICTIMS));
        const started = performance.now();
        const response = await fetch(`${address}/api/customers/authenticate`, {
          method: 'POST',
          headers: { ...headers, 'x-forwarded-for': `10.1.0.${c + 1}` },
          body: JSON.stringify({ email: `bench${account}@example.com`, password: PASSWORD }),
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response.status !== 200) failed += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1]!, failed };
}

/** The flood: wrong passwords at the victims from 200 addresses, for `seconds`. */
function flood(address: string, seconds: number) {
  let n = 0;
  const statuses = new Map<number, number>();
  const run = autocannon({
    url: address,
    connections: ATTACK_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/customers/authenticate',
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            headers: { ...headers, 'x-forwarded-for': `10.66.${n % 200 >> 4}.${n % 16}` },
            body: JSON.stringify({ email: `bench${n % VICTIMS}@example.com`, password: `guess ${n}` }),
          };
        },
        onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
  return run.then((result) => ({ result, statuses }));
}

/** On the embedded database (''), or on the PostgreSQL server at `databaseUrl`. */
export async function benchLogin(report: Report, databaseUrl = '') {
  const label = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  const { child, address } = await startServer(databaseUrl);
  try {
    await customersLogIn(address, 2); // warm-up
    const calm = await customersLogIn(address, SECONDS);
    report(
      `login, ${label}, ${CUSTOMERS} customers at once, no attack`,
      `p50 ${calm.p50.toFixed(0)} ms, p95 ${calm.p95.toFixed(0)} ms, max ${calm.max.toFixed(0)} ms (${calm.n} logins, ${calm.failed} failed)`,
    );
    const attack = flood(address, SECONDS + 2);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the throttle engaged first
    const busy = await customersLogIn(address, SECONDS);
    const { result, statuses } = await attack;
    report(
      `login p95 while throttling is active, ${label} (${CUSTOMERS} customers, beside ${ATTACK_CONNECTIONS} connections of wrong passwords)`,
      `p50 ${busy.p50.toFixed(0)} ms, p95 ${busy.p95.toFixed(0)} ms, max ${busy.max.toFixed(0)} ms (${busy.n} logins, ${busy.failed} failed)`,
      'p95 < 500 ms',
    );
    const throttled = statuses.get(429) ?? 0;
    report(
      `the wrong passwords, ${label}`,
      `${result.requests.total} in ${SECONDS + 2} s: ${throttled} throttled (429), ${statuses.get(401) ?? 0} checked (401), others ${result.requests.total - throttled - (statuses.get(401) ?? 0)}; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`Login bench (${SECONDS} s per run)`);
  const print: Report = (what, figure, target) => console.log(`  ${what}: ${figure}${target ? `   (target ${target})` : ''}`);
  await benchLogin(print);
  if (process.env.DATABASE_URL) await benchLogin(print, process.env.DATABASE_URL);
}
