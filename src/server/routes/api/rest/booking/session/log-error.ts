import type { FastifyInstance } from 'fastify';
import type { LogErrorAnswer, LogErrorBody } from '../../../../../../../schemas/api/types.generated.ts';
import { limited } from '../../../../../plugins/rate-limits.ts';
import { REPORT_BODY_LIMIT, type ErrorReports } from '../../../../../services/error-reports/error-reports.ts';

/**
 * POST /api/rest/booking/session/log-error: the widget's report of an error it met (`error`, and the
 * `session_id` it was on), stored for the team. Anonymous, so under a limit, and its body is small (413 beyond).
 */
export default function logErrorRoute(app: FastifyInstance, reports: ErrorReports) {
  app.post<{ Body: LogErrorBody; Reply: LogErrorAnswer }>('/api/rest/booking/session/log-error', { ...limited(app, 'log-error'), bodyLimit: REPORT_BODY_LIMIT }, async (request) => {
    await reports.store({ brandId: request.brandId, error: request.body.error, sessionId: request.body.session_id });
    return { data: { logged: true } };
  });
}
