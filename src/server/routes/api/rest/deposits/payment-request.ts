import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../payments/service.ts';

/** GET /api/rest/deposits/payment-request?code=<booking reference>&include=booking: what is to pay. */
export default function paymentRequestRoute(app: FastifyInstance, payments: Payments) {
  app.get<{ Querystring: Record<string, unknown> }>('/api/rest/deposits/payment-request', async (request) =>
    payments.paymentRequest(request.brandId, request.query.code, request.query.include),
  );
}
