import type { FastifyInstance } from 'fastify';
import type { BookingSessions } from '../services/booking-sessions.ts';
import sessionRoute from './api/rest/booking/session.ts';
import completeRoute from './api/rest/booking/session/complete.ts';
import depositRoute from './api/rest/booking/session/deposit.ts';

export interface RouteDeps {
  sessions: BookingSessions;
}

/** Every route; each file's path under routes/ is its URL. */
export function registerRoutes(app: FastifyInstance, deps: RouteDeps) {
  sessionRoute(app, deps.sessions);
  completeRoute(app, deps.sessions);
  depositRoute(app, deps.sessions);
}
