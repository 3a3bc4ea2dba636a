import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../../../http/errors.ts';
import { bodyOf } from '../../../../../http/body.ts';
import { limited } from '../../../../../plugins/rate-limits.ts';

/** The longest report kept: enough for a message and a short stack, not a way to fill the log. */
const MAX_REPORT = 2000;

/**
 * POST /api/rest/booking/session/log-error: the widget's report of an error it met (`error`, and the
 * `session_id` it was on), written to the server's log for the team. Anonymous, so under a limit.
 */
export default function logErrorRoute(app: FastifyInstance) {
  app.post('/api/rest/booking/session/log-error', limited(app, 'log-error'), async (request) => {
    const body = bodyOf(request);
    if (typeof body.error !== 'string' || body.error.trim() === '') throw badRequest('error is required.', { error: ['error is required.'] });
    const sessionId = typeof body.session_id === 'string' ? body.session_id.slice(0, 64) : undefined;
    request.log.warn({ brand: request.brandId, session_id: sessionId, report: body.error.slice(0, MAX_REPORT) }, 'the widget reported an error');
    return { data: { logged: true } };
  });
}
