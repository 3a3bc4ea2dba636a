/**
 * For the browser tests only (COVERS_TEST_RESET_FROM; production refuses it, config.ts): one server serves
 * test file after test file, each on a fresh copy of the template data folder, instead of a server started
 * cold per file. `POST /__test/reset` stops the app, puts the data folder back to the template, and starts
 * a new app on it with the clock and settings the next file asks for; requests that arrive meanwhile wait.
 * The socket stays open throughout (the app is reached through Fastify's `routing`, not its own listen).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { App } from './app.ts';

export const RESET_PATH = '/__test/reset';
/** `POST /__test/clock` `{"advance_ms": n}`: the server's clock moves on n milliseconds (at most a day) at once. */
export const CLOCK_PATH = '/__test/clock';

/** What a reset is asked for: the instant the new clock starts at, and settings over the server's own environment. */
export interface ResetRequest {
  now?: string;
  env?: Record<string, string>;
}

/** Settings that say where and how the process itself runs: a reset cannot change them. */
const FIXED_SETTINGS = new Set(['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'DATABASE_SCHEMA', 'NODE_ENV', 'PUBLIC_URL', 'COVERS_TEST_RESET_FROM']);

export class ResetRefused extends Error {}

/** The request's body read as a reset request, or ResetRefused saying what is wrong with it. */
export function parseResetRequest(text: string): ResetRequest {
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ResetRefused('The body is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ResetRefused('The body must be an object.');
  const { now, env, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw new ResetRefused(`Unknown fields: ${Object.keys(rest).join(', ')}.`);
  if (now !== undefined && (typeof now !== 'string' || Number.isNaN(Date.parse(now)))) throw new ResetRefused('now must be an ISO 8601 instant.');
  if (env !== undefined) {
    if (typeof env !== 'object' || env === null || Array.isArray(env)) throw new ResetRefused('env must be an object of settings.');
    for (const [name, value] of Object.entries(env)) {
      if (typeof value !== 'string') throw new ResetRefused(`env.${name} must be a string.`);
      if (FIXED_SETTINGS.has(name)) throw new ResetRefused(`${name} cannot be changed by a reset.`);
    }
  }
  return { ...(now === undefined ? {} : { now: now as string }), ...(env === undefined ? {} : { env: env as Record<string, string> }) };
}

/** The milliseconds a clock request moves the clock on, or ResetRefused saying what is wrong with it. */
export function parseClockRequest(text: string): number {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ResetRefused('The body is not JSON.');
  }
  const advance = (body as { advance_ms?: unknown } | null)?.advance_ms;
  if (typeof advance !== 'number' || !Number.isSafeInteger(advance) || advance <= 0 || advance > 86_400_000) throw new ResetRefused('advance_ms must be a whole number of milliseconds, from 1 to a day.');
  return advance;
}

async function readBody(request: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > limit) throw new ResetRefused('The body is too large.');
  }
  return text;
}

/**
 * Listens on `port` and hands every request to the current app, but `POST /__test/reset`, which replaces
 * the app by `reset`'s (one reset at a time; other requests wait for it).
 */
export async function listenResettable(options: {
  port: number;
  host: string;
  current: () => App;
  reset: (request: ResetRequest) => Promise<void>;
  moveClock: (ms: number) => void;
}): Promise<Server> {
  let resetting: Promise<void> = Promise.resolve();
  const server = createServer((request, response) => {
    if (request.url === RESET_PATH && request.method === 'POST') {
      const done = resetting.then(async () => {
        try {
          await options.reset(parseResetRequest(await readBody(request)));
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"reset":true}');
        } catch (error) {
          const refused = error instanceof ResetRefused;
          if (!refused) console.error(error);
          response.writeHead(refused ? 400 : 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: refused ? error.message : 'The reset failed: see the server’s output.' }));
        }
      });
      resetting = done;
      return;
    }
    if (request.url === CLOCK_PATH && request.method === 'POST') {
      const json = { 'content-type': 'application/json' };
      void readBody(request)
        .then(parseClockRequest)
        .then(
          (ms) => {
            options.moveClock(ms);
            response.writeHead(200, json).end('{"moved":true}');
          },
          (error: unknown) => response.writeHead(400, json).end(JSON.stringify({ error: error instanceof ResetRefused ? error.message : 'The request could not be read.' })),
        );
      return;
    }
    void resetting.then(() => options.current().server.routing(request, response));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
