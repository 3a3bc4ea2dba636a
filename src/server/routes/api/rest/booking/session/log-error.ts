import type { FastifyInstance } from 'fastify';
import type { LogErrorAnswer, LogErrorBody } from '../../../../../../../schemas/api/types.generated.ts';
import { badRequest } from '../../../../../http/errors.ts';
import { limited } from '../../../../../plugins/rate-limits.ts';

/** The longest report kept: enough for a message and a short stack, not a way to fill the log. */
const MAX_REPORT = 2000;

/**
 * POST /api/rest/booking/session/log-error: the widget's report of an error it met (`error`, and the
 * `session_id` it was on), written to the server's log for the team. Anonymous, so under a limit.
 */
export default function logErrorRoute(app: FastifyInstance) {
  app.post<{ Body: LogErrorBody; Reply: LogErrorAnswer }>('/api/rest/booking/session/log-error', limited(app, 'log-error'), async (request) => {
    const { error, session_id: sessionId } = request.body;
    if (error.trim() === '') throw badRequest('error is required.', { error: ['error is required.'] });
    request.log.warn({ brand: request.brandId, session_id: sessionId?.slice(0, 64), report: error.slice(0, MAX_REPORT) }, 'the widget reported an error');
    return { data: { logged: true } };
  });
}
