import type { FastifyInstance } from 'fastify';
import { lookupLimited } from '../../../../payments/lookup-limit.ts';
import type { Payments } from '../../../../payments/service.ts';

/** GET /api/rest/deposit/manage?token=<payment token>: deposit_balance, balance and what can be paid. */
export default function depositManageRoute(app: FastifyInstance, payments: Payments) {
  app.get<{ Querystring: Record<string, unknown> }>('/api/rest/deposit/manage', lookupLimited(app), async (request) => payments.manage(request.brandId, request.query.token));
}
