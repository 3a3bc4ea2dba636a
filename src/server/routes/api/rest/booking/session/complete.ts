import type { FastifyInstance } from 'fastify';
import type { BookingSessions } from '../../../../../services/booking-sessions.ts';
import { bodyOf } from '../../../../body.ts';
import { limited } from '../../../../../plugins/rate-limits.ts';

/** POST /api/rest/booking/session/complete */
export default function completeRoute(app: FastifyInstance, sessions: BookingSessions) {
  app.post('/api/rest/booking/session/complete', limited(app, 'session-complete'), async (request, reply) => {
    const result = await sessions.complete(request.brandId, bodyOf(request));
    return reply.code(201).send(result);
  });
}
