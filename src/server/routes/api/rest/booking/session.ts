import type { SessionUpdateBody } from '../../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionChanges } from '../../../../domain/session/input.ts';
import { sessionAnswerJson } from '../../../../domain/session/shared-parts.ts';
import { listOf, stringOf } from '../../../../http/body.ts';
import { limited } from '../../../../plugins/rate-limits.ts';
import type { SessionUpdates } from '../../../../services/booking-sessions/updates.ts';

/** An update names its session; only a request without one creates a session. */
const updatesASession = (request: FastifyRequest) => Boolean((request.body as Record<string, unknown> | undefined)?.session_id);

/** POST /api/rest/booking/session: start a session (form_version 2.0) or change some of its answers. */
export default function sessionRoute(app: FastifyInstance, updates: SessionUpdates) {
  app.post<{ Body: SessionUpdateBody }>('/api/rest/booking/session', limited(app, 'session-create', { unless: updatesASession }), async (request, reply) => {
    const { body } = request;
    const changes = sessionChanges(body);
    const answer = await updates.update({
      brandId: request.brandId,
      sessionId: stringOf(body.session_id),
      changes,
      formVersion: String(body.form_version ?? ''),
      bookingFlowVersion: body.booking_flow_version === undefined ? undefined : String(body.booking_flow_version),
      include: listOf(body.include),
    });
    // The most frequent call: its answer's reference parts are written out once, not on every change.
    return reply.type('application/json; charset=utf-8').send(sessionAnswerJson(answer));
  });
}
