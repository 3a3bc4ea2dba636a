/**
 * What limits scale-out, measured on a machine too small to show it by throughput (issue 31, point 3).
 * With two cores, a second API process competes with the load generator and PostgreSQL, so "two
 * processes against one" says nothing. Instead each API process is pinned to a core of its own and the
 * load generator (this process) to the other, and the kernel's accounting says what each update cost
 * where:
 *   - one API process on core 0, the load generator on core 1;
 *   - two API processes (node:cluster, one port), one on each core, the load generator on core 1;
 *   - for each: updates a second, the API processes' CPU time an update, how busy their cores were, and
 *     PostgreSQL's CPU time an update (every `postgres` process, wherever the kernel ran it).
 * An API core then serves 1 s / (its CPU an update) updates a second, and a PostgreSQL core
 * 1 s / (PostgreSQL's CPU an update): the two figures say how many of each a wanted rate needs.
 * Linux only (taskset and /proc); skipped elsewhere, or with fewer than two cores.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { load, SECONDS, sessionUpdates, startChild, stop, treeCpuSeconds } from './processes.ts';

type Report = (what: string, figure: string, target?: string) => void;

/** The CPU time (seconds) every process named `postgres` has used: the server and its backends. */
function postgresCpuSeconds(): number {
  let ticks = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
}

/** Runs `fn` with this process (the load generator, every thread) on `cpus` only, then on every core again. */
async function pinnedHere<T>(cpuList: string, fn: () => Promise<T>): Promise<T> {
  const all = `0-${cpus().length - 1}`;
  execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(process.pid)], { stdio: 'ignore' });
  try {
    return await fn();
  } finally {
    execFileSync('taskset', ['-a', '-p', '-c', all, String(process.pid)], { stdio: 'ignore' });
  }
}

function tasksetWorks(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function pinnedRun(env: NodeJS.ProcessEnv, apiCpus: string) {
  const server = await startChild('tests/bench/serve-app.ts', env, apiCpus);
  try {
    const request = await sessionUpdates(server.address);
    return await pinnedHere('1', async () => {
      await load(server.address, [request]); // warm-up
      const pgBefore = postgresCpuSeconds();
      const apiBefore = treeCpuSeconds(server.child.pid!);
      const r = await load(server.address, [request]);
      const api = treeCpuSeconds(server.child.pid!) - apiBefore;
      const postgres = postgresCpuSeconds() - pgBefore;
      return { rps: r.rps, bad: r.bad, apiPerUpdate: (api * 1e6) / r.total, pgPerUpdate: (postgres * 1e6) / r.total, apiBusy: api / SECONDS / apiCpus.split(',').length };
    });
  } finally {
    await stop(server.child);
  }
}

export async function benchPinned(report: Report, pgUrl: string): Promise<void> {
  if (cpus().length < 2 || process.platform !== 'linux' || !tasksetWorks()) {
    report('scale-out, API processes pinned to cores', 'skipped: needs Linux, taskset and two cores');
    return;
  }
  const line = (r: Awaited<ReturnType<typeof pinnedRun>>) =>
    `${Math.round(r.rps)} updates/s (${r.bad} not 2xx); API ${Math.round(r.apiPerUpdate)} µs CPU an update, API cores ${(r.apiBusy * 100).toFixed(0)}% busy; PostgreSQL ${Math.round(r.pgPerUpdate)} µs CPU an update`;
  const one = await pinnedRun({ DATABASE_URL: pgUrl }, '0');
  report('pinned: one API process on core 0, load generator on core 1, PostgreSQL', line(one));
  const two = await pinnedRun({ DATABASE_URL: pgUrl, BENCH_PROCESSES: '2', BENCH_WORKER_CPUS: '0,1' }, '0,1');
  report('pinned: two API processes, one per core, load generator on core 1, PostgreSQL', line(two));
  report(
    'scale-out per core, PostgreSQL',
    `one API core serves ~${Math.round(1e6 / one.apiPerUpdate)} updates/s (two processes: ${Math.round(1e6 / two.apiPerUpdate)} each), one PostgreSQL core ~${Math.round(1e6 / one.pgPerUpdate)}; the CPU an update ${two.apiPerUpdate > one.apiPerUpdate * 1.15 ? 'grows' : 'holds'} with a second process (×${(two.apiPerUpdate / one.apiPerUpdate).toFixed(2)})`,
  );
}
