/**
 * Staff sign-on as HTTP sees it: two HttpOnly, SameSite=Lax cookies beside the customer's own (which stays as
 * it is: a customer and a member of staff can share a browser). One holds a login under way (its random id,
 * for the 10 minutes the issuer has to answer), the other the staff session's random id. Over HTTPS both are
 * Secure with the `__Host-` prefix, as the customer's cookie is.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const names = (secure: boolean) => ({
  session: secure ? '__Host-covers_staff' : 'covers_staff',
  login: secure ? '__Host-covers_staff_login' : 'covers_staff_login',
});

function cookieOf(request: FastifyRequest, which: 'session' | 'login'): string | undefined {
  const value = request.cookies[names(request.server.accountCookie.secure)[which]];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Sets a cookie for `lifetimeMs`, as a Max-Age: the browser counts it from its own clock, so a server whose
 * clock is set elsewhere (COVERS_NOW) does not hand out cookies the browser thinks have already expired.
 */
function setCookie(reply: FastifyReply, which: 'session' | 'login', value: { id: string; lifetimeMs: number } | undefined) {
  const { secure } = reply.server.accountCookie;
  const options = { httpOnly: true, secure, sameSite: 'lax', path: '/' } as const;
  const name = names(secure)[which];
  void (value ? reply.setCookie(name, value.id, { ...options, maxAge: Math.floor(value.lifetimeMs / 1000) }) : reply.clearCookie(name, options));
}

export const staffSessionIdOf = (request: FastifyRequest) => cookieOf(request, 'session');
export const staffLoginIdOf = (request: FastifyRequest) => cookieOf(request, 'login');
export const setStaffSessionCookie = (reply: FastifyReply, session: { id: string; lifetimeMs: number } | undefined) => setCookie(reply, 'session', session);
export const setStaffLoginCookie = (reply: FastifyReply, attempt: { id: string; lifetimeMs: number } | undefined) => setCookie(reply, 'login', attempt);
