import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../../payments/service.ts';

/** GET /api/rest/deposit/payment/check?code=<order_id>: received_response and the result. */
export default function paymentCheckRoute(app: FastifyInstance, payments: Payments) {
  app.get<{ Querystring: Record<string, unknown> }>('/api/rest/deposit/payment/check', async (request) => payments.check(request.brandId, request.query.code));
}
