/**
 * The real server as `npm start` runs it (the bundle the global setup built, with npm start's node
 * flags) as a child process on a free port, on an embedded database of its own (a copy of the run's
 * seeded template) and the clock started at a fixed instant (COVERS_NOW), as a customer's browser sees it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startArguments } from '../../../src/server/build/bundle.ts';
import { copySeededDataDir, seededDataDir } from '../../helpers/db-templates.ts';
import { scratchDir } from '../../helpers/scratch.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A Saturday, noon in London: the same instant as the API tests. */
export const E2E_NOW = '2026-11-21T12:00:00Z';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** What the server has printed so far, line by line (its start message: the address, the demo links). */
  printed: string[];
  /** What it has written to its standard error so far (started by `startServer`). */
  errors?(): string;
  /**
   * Resolves once the server has printed all it prints at start: the start message, then (a moment after, once
   * settled) the demo links; its documents' line comes last either way (started by `startServer`).
   */
  printedAll?(): Promise<void>;
  /** Sends SIGTERM and resolves with the exit code (started by `startServer`). */
  terminate?(): Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * `port` and `dataDir` start it again where a stopped one ran (the same origin, the same database: the
 * browser's storage and the data carry over, as when a server is restarted later in the day); a `dataDir`
 * given is the caller's, kept when the server stops (an empty one is filled with a copy of the template).
 * `resettable` lets the tests put its data back to the template's between files (src/server/test-reset.ts).
 */
export async function startServer(options: { now?: string; env?: NodeJS.ProcessEnv; port?: number; dataDir?: string; resettable?: boolean } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? join(await scratchDir('covers-e2e-'), 'data');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await copySeededDataDir(dataDir);
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, startArguments(), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      COVERS_NOW: options.now ?? E2E_NOW,
      LOG_LEVEL: 'warn',
      // Every test's browser comes from one address: the limit on anonymous writes has its own tests.
      WRITE_RATE_LIMIT: 'off',
      // An open /dev/live stream per page is one of the browser's six connections to the server: off
      // unless a test follows edits (live-reload.test.ts).
      LIVE_RELOAD: 'off',
      ...(options.resettable ? { COVERS_TEST_RESET_FROM: await seededDataDir() } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const printed: string[] = [];
  let printedLast: () => void = () => undefined;
  const printedAll = new Promise<void>((resolve) => (printedLast = resolve));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      printed.push(line);
      if (line.startsWith('  documents:')) printedLast();
      if (line.startsWith('Covers is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${stderr}`)));
  });
  return {
    origin,
    printed,
    printedAll: () => printedAll,
    errors: () => stderr,
    async terminate() {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) await rm(dirname(dataDir), { recursive: true, force: true });
    },
  };
}

export interface StaticSite {
  origin: string;
  stop(): Promise<void>;
}

/** Another origin (another port) serving the given pages as they are: the hostile site of the tests. */
export async function startSite(pages: Record<string, string>): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    const body = pages[(request.url ?? '/').split('?')[0]!];
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
