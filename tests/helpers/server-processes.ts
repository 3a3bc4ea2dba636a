/**
 * Real server processes, as `npm start` runs them (the server bundle, with npm start's node flags; the
 * run's global setup bundles the sources when the bundle is not theirs), each on a
 * database of their own, a copy of the run's template: a temporary PGlite folder, or a new database on the
 * PostgreSQL server named by DATABASE_URL, which several processes can share. Everything a test file starts is stopped and
 * removed after its tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startArguments } from '../../src/server/build/bundle.ts';
import { openDb, type Db } from '../../src/server/db/index.ts';
import { copyTemplateDataDir, newPostgresCopy, type TemplateKind } from './db-templates.ts';
import { scratchDir } from './scratch.ts';
import { TEST_NOW } from './test-app.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Where a server's data lives: the settings that point a process at it, and a way to open it from the test. */
export interface Place {
  /** The address its servers listen on: a restarted server comes back on it, as a restarted service does. */
  port: number;
  env: Record<string, string>;
  open(): Promise<Db>;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it printed, stdout and stderr together. */
  output(): string;
}

export interface StartOptions {
  /** Another port than the place's (several servers on one database). */
  port?: number;
  /** Settings added to (or, with `inherit: false`, instead of) the test's environment and the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** false: the process sees only PATH and `env`, as on a fresh machine. */
  inherit?: boolean;
}

/** The helpers of one test file; their processes are killed, and their databases dropped, after its tests. */
export function serverProcesses() {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });
  /**
   * A fresh, migrated and seeded database (`migrated`: with no data yet), a copy of the run's template: a temporary
   * PGlite folder, or a new PostgreSQL database.
   */
  async function freshPlace(kind: TemplateKind = 'seeded'): Promise<Place> {
    const url = process.env.DATABASE_URL;
    if (url) {
      const copy = await newPostgresCopy(url, kind);
      cleanups.push(() => copy.drop());
      return { port: await freePort(), env: { DATABASE_URL: copy.url }, open: () => openDb({ url: copy.url }) };
    }
    const parent = await scratchDir('covers-proc-');
    cleanups.push(() => rm(parent, { recursive: true, force: true }));
    const dir = join(parent, 'data');
    await copyTemplateDataDir(dir, kind);
    return { port: await freePort(), env: { DATA_DIR: dir, DATABASE_URL: '' }, open: () => openDb({ dataDir: dir }) };
  }

  function spawnMain(env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, startArguments(), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    return { child, exited, output: () => output };
  }

  /** A server on `place`, with the tests' clock; resolves once it says it is running. */
  async function start(place: Place, options: StartOptions = {}): Promise<ServerProcess> {
    const port = options.port ?? place.port;
    const url = `http://127.0.0.1:${port}`;
    const base = options.inherit === false ? { PATH: process.env.PATH } : { ...process.env, PUBLIC_URL: url, COVERS_NOW: TEST_NOW, LOG_LEVEL: 'silent' };
    const running = spawnMain({ ...base, ...place.env, PORT: String(port), HOST: '127.0.0.1', ...options.env });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start:\n${running.output()}`)), 90_000);
      const poll = setInterval(() => {
        if (running.output().includes('Covers is running at')) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve();
        }
      }, 50);
      void running.exited.then(() => {
        clearInterval(poll);
        clearTimeout(timer);
        reject(new Error(`the server exited while starting:\n${running.output()}`));
      });
    });
    return { url, ...running };
  }

  /** A server that is expected not to start: what it printed and how it ended. */
  async function refused(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
    const running = spawnMain({ PATH: process.env.PATH, ...env });
    const { code } = await running.exited;
    return { code, output: running.output() };
  }

  async function stop(server: ServerProcess) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
    await server.exited;
  }

  return { freshPlace, start, refused, stop, cleanups };
}
