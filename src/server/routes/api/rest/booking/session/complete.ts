import type { FastifyInstance } from 'fastify';
import type { SessionCompleteAnswer, SessionCompleteBody } from '../../../../../../../schemas/api/types.generated.ts';
import { stringOf } from '../../../../../http/body.ts';
import { limited } from '../../../../../plugins/rate-limits.ts';
import type { SessionCompletion } from '../../../../../services/booking-sessions/completion.ts';

/** POST /api/rest/booking/session/complete: session_id → the booking (or enquiry), 201. */
export default function completeRoute(app: FastifyInstance, completion: SessionCompletion) {
  app.post<{ Body: SessionCompleteBody; Reply: SessionCompleteAnswer }>('/api/rest/booking/session/complete', limited(app, 'session-complete'), async (request, reply) => {
    const data = await completion.complete({ brandId: request.brandId, sessionId: stringOf(request.body.session_id) });
    return reply.code(201).send({ data });
  });
}
