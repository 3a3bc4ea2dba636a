import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionAnswerJson } from '../../../../domain/session/view.ts';
import type { BookingSessions } from '../../../../services/booking-sessions.ts';
import { bodyOf } from '../../../body.ts';
import { limited } from '../../../../plugins/rate-limits.ts';

/** An update names its session; only a request without one creates a session. */
const updatesASession = (request: FastifyRequest) => Boolean((request.body as Record<string, unknown> | undefined)?.session_id);

/** POST /api/rest/booking/session */
export default function sessionRoute(app: FastifyInstance, sessions: BookingSessions) {
  app.post('/api/rest/booking/session', limited(app, 'session-create', { unless: updatesASession }), async (request, reply) => {
    const answer = await sessions.update(request.brandId, bodyOf(request));
    // The most frequent call: its answer's reference parts are written out once, not on every change.
    return reply.type('application/json; charset=utf-8').send(sessionAnswerJson(answer.data));
  });
}
