import type { FastifyInstance } from 'fastify';
import type { BookingSessions } from '../../../../../services/booking-sessions.ts';
import { bodyOf } from '../../../../body.ts';
import { limited } from '../../../../../plugins/rate-limits.ts';

/** POST /api/rest/booking/session/deposit */
export default function depositRoute(app: FastifyInstance, sessions: BookingSessions) {
  app.post('/api/rest/booking/session/deposit', limited(app, 'session-deposit'), async (request) => sessions.deposit(request.brandId, bodyOf(request)));
}
