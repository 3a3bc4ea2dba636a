import type { FastifyInstance } from 'fastify';
import { lookupLimited } from '../../../../payments/lookup-limit.ts';
import type { Payments } from '../../../../payments/service.ts';

/** GET /api/rest/deposits/payment-request?code=<booking reference>&include=booking: what is to pay. Under the lookup limit. */
export default function paymentRequestRoute(app: FastifyInstance, payments: Payments) {
  app.get<{ Querystring: Record<string, unknown> }>('/api/rest/deposits/payment-request', lookupLimited(app), async (request) =>
    payments.paymentRequest(request.brandId, request.query.code, request.query.include),
  );
}
