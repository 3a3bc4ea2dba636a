/**
 * Cold start to the first answer (issue 31, point 1), from `npm run bench` (BENCH_ONLY=start runs it alone):
 *   - what `npm start` runs on the built bundle, to the first answer to a session call: on a new data folder
 *     (made from the prepared database, then seeded) and on an existing one (median of 5);
 *   - `npm start` itself on a new clone of this checkout (its files as they are now, node_modules shared) after
 *     `npm install`, whose postinstall filled the build cache: the build copied from the cache, the data folder
 *     made, the server started, to the first answer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, startArguments } from '../../src/server/build/bundle.ts';

type Report = (what: string, figure: string, target?: string) => void;

const headers = { 'content-type': 'application/json', 'x-api-key': 'covers-demo-key', 'x-brand': '1' };

/** Milliseconds from `started` until the server on `port` answers a session call. */
async function firstAnswerOn(port: number, started: number, child: ChildProcess): Promise<number> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before it answered');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/rest/booking/session`, { method: 'POST', headers, body: '{"form_version":"2.0"}' });
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function stopped(child: ChildProcess, stop: () => void) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stop();
  await exited;
}

const randomPort = () => 20_000 + Math.floor(Math.random() * 20_000);

/** From spawning what `npm start` runs (after its build step) to the first answer to a session call. */
async function firstAnswer(dataDir: string): Promise<number> {
  const port = randomPort();
  const started = performance.now();
  const child = spawn(process.execPath, startArguments(), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    return await firstAnswerOn(port, started, child);
  } finally {
    await stopped(child, () => child.kill('SIGTERM'));
  }
}

/** What `npm install`'s postinstall builds (into the build cache) for the sources as they are. */
function buildAsInstallDoes() {
  const { npm_command: _command, ...env } = process.env;
  const done = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/build/prestart.ts', '--install'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (done.status !== 0) throw new Error(`the install's build failed (${done.status})`);
}

/** A new clone of this checkout as its files are now (committed or not; ignored files left out), sharing node_modules. */
async function newClone(): Promise<string> {
  const clone = await mkdtemp(join(tmpdir(), 'covers-clone-'));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'], { cwd: ROOT, encoding: 'utf8' });
  // A file deleted but not yet committed is listed too.
  for (const file of listed.stdout.split('\0').filter((path) => path && existsSync(join(ROOT, path)))) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(ROOT, file), join(clone, file));
  }
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(clone, 'node_modules'));
  return clone;
}

/** `npm start` in a new clone, to its first answer. */
async function npmStartOnNewClone(): Promise<number> {
  const clone = await newClone();
  const port = randomPort();
  try {
    const started = performance.now();
    // The clone's own data folder (./data, new), as a new user's; its own process group: npm, its shell and the
    // server are stopped together.
    const { DATA_DIR: _dataDir, ...env } = process.env;
    const child = spawn('npm', ['start'], { cwd: clone, env: { ...env, PORT: String(port), LOG_LEVEL: 'silent', DATABASE_URL: '' }, stdio: 'ignore', detached: true });
    try {
      return await firstAnswerOn(port, started, child);
    } finally {
      await stopped(child, () => process.kill(-child.pid!, 'SIGTERM'));
    }
  } finally {
    await rm(clone, { recursive: true, force: true });
  }
}

export async function benchColdStart(report: Report) {
  buildAsInstallDoes();
  const dir = await mkdtemp(join(tmpdir(), 'covers-bench-'));
  try {
    const fresh = await firstAnswer(dir);
    const existing: number[] = [];
    for (let i = 0; i < 5; i++) existing.push(await firstAnswer(dir));
    existing.sort((a, b) => a - b);
    report('first answer, new data folder (from the prepared database, seeded)', `${Math.round(fresh)} ms`, '≤ 2000 ms');
    report('first answer, existing data folder', `median ${Math.round(existing[2]!)} ms, best ${Math.round(existing[0]!)}, worst ${Math.round(existing[4]!)} of 5 (node ${startArguments().slice(0, -1).join(' ')} on the bundle, as npm start runs it; includes Node's own start)`, '≤ 400 ms');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  report('npm start on a new clone after npm install (build from the cache, new data folder, first answer)', `${Math.round(await npmStartOnNewClone())} ms`, '≤ 5000 ms');
}
