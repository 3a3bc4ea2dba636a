import type { FastifyInstance } from 'fastify';
import { accountWrite, clearSessionCookie, sessionIdOf } from '../../../plugins/account-session.ts';
import type { Authentication } from '../../../services/customers/authentication.ts';

/** POST /api/customers/logout: the session ends and its cookie is cleared (logged in or not). */
export default function logoutRoute(app: FastifyInstance, authentication: Authentication) {
  app.post('/api/customers/logout', accountWrite(app), async (request, reply) => {
    await authentication.logout(sessionIdOf(request));
    clearSessionCookie(reply);
    return { data: { logged_out: true } };
  });
}
