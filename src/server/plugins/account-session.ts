/**
 * The account site's login, as HTTP sees it: the session cookie, and the refusal of cross-site
 * requests to the account calls.
 *
 * The cookie holds the session's random id (services/customers/account-sessions.ts keeps only its
 * hash): HttpOnly, SameSite=Lax, Path=/, and when the site is served over HTTPS also Secure with the
 * `__Host-` prefix (so no subdomain can set or shadow it). Every account call that changes something
 * (login, logout, register, verify, reset, profile) also refuses a request a browser says came from
 * another site: Sec-Fetch-Site other than same-origin, or, from browsers that do not send it, an
 * Origin whose host is not the one the request was sent to. Requests without either header do not
 * come from a browser page, so they cannot carry a victim's cookie against their will.
 */
import cookie from '@fastify/cookie';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { messages } from '../domain/customers/messages.ts';
import { HttpError } from '../http/errors.ts';
import { limited } from './rate-limits.ts';
import type { RateLimitConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accountCookie: { name: string; secure: boolean };
  }
}

/** Registers the cookie parser and decides the cookie's name and flags from the public address. */
export async function registerAccountSession(app: FastifyInstance, options: { publicUrl: string }) {
  await app.register(cookie);
  const secure = new URL(options.publicUrl).protocol === 'https:';
  app.decorate('accountCookie', { name: secure ? '__Host-covers_session' : 'covers_session', secure });
}

/** The session id the request's cookie carries, if any. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[request.server.accountCookie.name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Sets the cookie of a new login; it lasts as long as the session can. */
export function setSessionCookie(reply: FastifyReply, session: { id: string; expiresAt: Date }) {
  const { name, secure } = reply.server.accountCookie;
  void reply.setCookie(name, session.id, { httpOnly: true, secure, sameSite: 'lax', path: '/', expires: session.expiresAt });
}

/**
 * The device cookie of a browser that proved it is an account's (services/customers/login-devices.ts):
 * HttpOnly, sent only to the account calls, for a year.
 */
export const DEVICE_COOKIE = 'covers_device';
const DEVICE_PATH = '/api/customers';

export function setDeviceCookie(reply: FastifyReply, device: { token: string; expiresAt: Date } | undefined) {
  if (!device) return;
  void reply.setCookie(DEVICE_COOKIE, device.token, { httpOnly: true, secure: reply.server.accountCookie.secure, sameSite: 'lax', path: DEVICE_PATH, expires: device.expiresAt });
}

export function deviceCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function clearSessionCookie(reply: FastifyReply) {
  const { name, secure } = reply.server.accountCookie;
  void reply.clearCookie(name, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
}

/** The client's address as the login throttle counts it: IPv4, or the IPv6 /64. */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** Whether a browser says this request came from a page of another site. */
export function crossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

const sameSiteOnly: preHandlerHookHandler = async (request) => {
  if (crossSite(request)) throw new HttpError(403, messages.crossSite);
};

/**
 * Route options of an account call that changes something: cross-site requests refused, and with
 * `limit`, the call counted per client under that name (registering and resets send e-mail), by the
 * limit given or else the server's limit of anonymous writes.
 */
export function accountWrite(app: FastifyInstance, limit?: { name: string; limit?: RateLimitConfig }): { preHandler: preHandlerHookHandler[] } {
  const limitHook = limit ? limited(app, limit.name, limit.limit ? { limit: limit.limit } : {}).preHandler : undefined;
  return { preHandler: limitHook ? [sameSiteOnly, limitHook] : [sameSiteOnly] };
}

/** Route options of an account call that changes something and looks something up by a code: same-site only, under the lookup limit. */
export function accountLookupWrite(app: FastifyInstance): { preHandler: preHandlerHookHandler[] } {
  const lookup = limited(app, 'lookup').preHandler;
  return { preHandler: [sameSiteOnly, ...(lookup ? [lookup] : [])] };
}
