/**
 * The limit on looking bookings up by a code. A booking reference (the /pay code) is 8 characters a
 * customer reads out on the phone, so it can be guessed; payment and deposit tokens cannot, but the
 * pages and calls that take them answer the same way. Every page and call that looks a booking up by
 * a code shares one counter per client (IPv4 address, or IPv6 /64), so spreading guesses over several
 * routes gains nothing. The booking session calls, which the widget makes all the time, are not limited.
 *
 * The window runs on the real clock, not the server's injected one: it measures how fast a client
 * asks, and a clock fixed for tests or demos would never let it pass.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { DEFAULT_LOOKUP_LIMIT, type LookupLimitConfig } from '../config.ts';
import { HttpError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The onRequest hook of the routes that look a booking up by a code; null when the limit is off. */
    lookupLimit: onRequestHookHandler | null;
  }
}

/** What a refused client reads: when it may try again, in words (Retry-After says it in seconds). */
export function tooManyAttempts(retryAfterMs: number): string {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many attempts. Please wait ${minutes <= 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
}

/**
 * Registers @fastify/rate-limit for the lookups only (global: false) and decorates the server with
 * the one hook they all use. A refused request never reaches its handler, so it changes nothing; it
 * answers 429 with Retry-After and the app's error shape (the account pages render it as a page).
 */
export async function registerLookupLimit(server: FastifyInstance, limit: LookupLimitConfig | false = DEFAULT_LOOKUP_LIMIT) {
  if (!limit) {
    server.decorate('lookupLimit', null);
    return;
  }
  await server.register(rateLimit, { global: false });
  // One hook made once: each rateLimit() call has its own counters, so the routes share these.
  const hook = server.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, tooManyAttempts(context.ttl)),
  });
  server.decorate('lookupLimit', hook as onRequestHookHandler);
}

/**
 * Route options that put a route under the lookup limit. A server built without the limit (a route
 * file registered alone in a unit test) has no hook to add.
 */
export function lookupLimited(app: FastifyInstance): { onRequest?: onRequestHookHandler } {
  return app.hasDecorator('lookupLimit') && app.lookupLimit ? { onRequest: app.lookupLimit } : {};
}
