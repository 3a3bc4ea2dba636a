/**
 * What the benches share to load a server in a child process: starting it (on chosen cores), the load
 * (autocannon), and the kernel's accounting of the CPU time it used.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { demo } from '../../src/server/db/demo-ids.ts';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = 20;

export interface Child {
  child: ChildProcess;
  address: string;
  /** The next line the child prints (after the address). */
  nextLine(): Promise<string>;
}

/** A bench child process running `script`; with `cpus` (taskset's list, e.g. "0"), it and its workers run only there. */
export function startChild(script: string, env: NodeJS.ProcessEnv = {}, cpus?: string): Promise<Child> {
  const command = [process.execPath, '--import', 'tsx', script];
  // taskset runs the command in its own process (exec), so the child's pid is the server's.
  const [file, ...args] = cpus === undefined ? command : ['taskset', '-c', cpus, ...command];
  const child = spawn(file!, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
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
export async function roundTrips(server: Child): Promise<{ statements: number; transactions: number }> {
  const line = server.nextLine();
  server.child.kill('SIGUSR2');
  return JSON.parse(await line) as { statements: number; transactions: number };
}

/** Round trips between two counts, per request: statements, and BEGIN and COMMIT for each transaction. */
export function perRequest(before: { statements: number; transactions: number }, after: { statements: number; transactions: number }, requests: number): string {
  const statements = (after.statements - before.statements) / requests;
  const transactions = (after.transactions - before.transactions) / requests;
  return `${(statements + 2 * transactions).toFixed(1)} round trips (${statements.toFixed(1)} statements, ${transactions.toFixed(1)} transactions)`;
}

export async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const headers = { 'content-type': 'application/json', 'x-api-key': 'covers-demo-key', 'x-brand': '1' };

/** Linux reports a process's CPU time in /proc in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system, seconds) a process and every process below it (a cluster's workers) have used, from
 * the kernel's own accounting: a figure that survives a busy machine, where requests per second do not.
 */
export function treeCpuSeconds(root: number): number {
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
export async function load(url: string, requests: autocannon.Request[], server?: ChildProcess) {
  const cpuBefore = server?.pid ? treeCpuSeconds(server.pid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const cpu = server?.pid ? treeCpuSeconds(server.pid) - cpuBefore : Number.NaN;
  const bad = result.non2xx + result.errors;
  const cpuPerRequest = (cpu * 1e6) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad, total: result.requests.total, cpuPerRequest };
}

/**
 * Session updates that each recompute availability: 200 sessions made first, then people changing 2–8. With
 * `spread`, the sessions look at 14 dates across 3 bars, so answers share fewer slot computations than when
 * everyone looks at one bar on one Friday.
 */
export async function sessionUpdates(address: string, spread = false): Promise<autocannon.Request> {
  const bars = [demo.bars.revolutionManchester, demo.bars.revolutionLeeds, demo.bars.revolutionBirmingham];
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
  return {
    method: 'POST',
    path: '/api/rest/booking/session',
    headers,
    setupRequest: (req) => {
      n += 1;
      return { ...req, body: JSON.stringify({ session_id: ids[n % ids.length], no_people: 2 + (n % 7) }) };
    },
  };
}
