/**
 * Rate limits, counted per client (IPv4 address, or IPv6 /64) and per limit in one store that every
 * API process shares: the database's rate_limits table, or Redis when REDIS_URL is set. Each limit is
 * a fixed window that starts with a client's first request; past `max` the request answers 429 with
 * Retry-After (seconds) and the app's error shape, and never reaches its handler, so it changes nothing.
 *
 * @fastify/rate-limit does the counting per request and the headers; the store is ours. Windows run on
 * the store's clock (the database's or Redis's), never the server's injected one: they measure how fast
 * a client asks, and every process must agree on when a window ends.
 *
 * A route puts itself under a limit with `limited(app, name)` in its options: the anonymous writes
 * (creating a session, completing, paying a deposit, reporting an error, and the account calls to come:
 * register, log in, forgotten password) each have their own counter; lookups by a code share one.
 */
import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { countRequest, forgetEndedWindows } from '../db/repositories/rate-limits.ts';
import { tooManyAttemptsMessage } from '../domain/customers/throttle-message.ts';
import { HttpError } from '../http/errors.ts';

export interface LimitOptions {
  /** This request is not counted (e.g. a session update, which shares its URL with session creation). */
  unless?: (request: FastifyRequest) => boolean;
  /** Another limit than the configured one for writes (the calls that send e-mail allow fewer); none while writes are not limited. */
  limit?: RateLimitConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook that counts a request against the named limit; null when that kind of limit is off. */
    limitHook(name: string, options?: LimitOptions): preHandlerHookHandler | null;
  }
}

/** How often a process forgets ended windows (their rows would otherwise stay until the same client returns). */
const FORGET_EVERY_MS = 60_000;

/** The rate_limits table as @fastify/rate-limit's store. */
function databaseStore(db: Queryable) {
  let lastForgot = Date.now();
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      countRequest(db, key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
      if (Date.now() - lastForgot > FORGET_EVERY_MS) {
        lastForgot = Date.now();
        void forgetEndedWindows(db).catch(() => undefined);
      }
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as new () => FastifyRateLimitStore;
}

export interface RateLimitsOptions {
  db: Queryable;
  /** Count in Redis instead of the database. */
  redisUrl?: string | undefined;
  /** The default limit of anonymous writes (each call its own counter); false: writes are not limited. */
  writes: RateLimitConfig | false;
  /** The limit of lookups by a code (one counter for them all); false: not limited. */
  lookups: RateLimitConfig | false;
}

/** Registers the limits' store and `app.limitHook`. */
export async function registerRateLimits(server: FastifyInstance, options: RateLimitsOptions) {
  if (!options.writes && !options.lookups) {
    server.decorate('limitHook', () => null);
    return;
  }
  let redis: { quit(): Promise<unknown> } | undefined;
  if (options.redisUrl) {
    // Loaded only when used: a server on the database alone starts without it.
    const { Redis } = await import('ioredis');
    const client = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    // Redis out of reach is said in the log (once a minute while it lasts, as the client keeps reconnecting), never an
    // unhandled 'error' event; the limits let requests through meanwhile (skipOnError below).
    let saidAt = Number.NEGATIVE_INFINITY;
    client.on('error', (error: Error) => {
      if (performance.now() - saidAt < 60_000) return;
      saidAt = performance.now();
      server.log.warn({ err: error }, 'Redis (REDIS_URL) cannot be reached: rate limits are not counted until it can');
    });
    redis = client;
    server.addHook('onClose', async () => void (await redis!.quit().catch(() => undefined)));
  }
  await server.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'covers-limit:' } : { store: databaseStore(options.db) }),
    // A store that cannot be reached lets requests through (and says so in the log) rather than
    // failing every booking.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, tooManyAttemptsMessage(context.ttl)),
  });
  // Hooks naming the same limit share its counter: the store's key is the limit's name and the client.
  server.decorate('limitHook', (name: string, hookOptions: LimitOptions = {}) => {
    // A write's own limit applies only while writes are limited at all (tests and benches turn them off).
    const limit = name === 'lookup' ? options.lookups : options.writes && (hookOptions.limit ?? options.writes);
    if (!limit) return null;
    return server.rateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => `${name}|${normalizeIP(request.ip, 64)}`,
      ...(hookOptions.unless ? { allowList: (request: FastifyRequest) => hookOptions.unless!(request) } : {}),
    }) as preHandlerHookHandler;
  });
}

/**
 * Route options that put a route under the named limit (counted before the handler, after the body is
 * parsed). A server built without the limits (a route file registered alone in a unit test) adds none.
 */
export function limited(app: FastifyInstance, name: string, options?: LimitOptions): { preHandler?: preHandlerHookHandler } {
  const hook = app.hasDecorator('limitHook') ? app.limitHook(name, options) : null;
  return hook ? { preHandler: hook } : {};
}
