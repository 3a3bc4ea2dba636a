import type { FastifyInstance } from 'fastify';
import type { BookingSessions } from '../../../../services/booking-sessions.ts';
import { bodyOf } from '../../../body.ts';

/** POST /api/rest/booking/session */
export default function sessionRoute(app: FastifyInstance, sessions: BookingSessions) {
  app.post('/api/rest/booking/session', async (request) => sessions.update(request.brandId, bodyOf(request)));
}
