/**
 * The limit on looking bookings up by a code. A booking reference (the /pay code) is 8 characters a
 * customer reads out on the phone, so it can be guessed; payment and deposit tokens cannot, but the
 * pages and calls that take them answer the same way. Every page and call that looks a booking up by
 * a code shares one counter per client (IPv4 address, or IPv6 /64), so spreading guesses over several
 * routes gains nothing; it is counted in the store all processes share (plugins/rate-limits.ts). The
 * booking session calls, which the widget makes all the time, are not limited by it.
 */
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { limited } from './rate-limits.ts';

/** Route options that put a route under the lookup limit (none when the limit is off). */
export function lookupLimited(app: FastifyInstance): { preHandler?: preHandlerHookHandler } {
  return limited(app, 'lookup');
}
