import type { FastifyInstance } from 'fastify';
import { lookupLimited } from '../../../../../payments/lookup-limit.ts';
import type { Payments } from '../../../../../payments/service.ts';

/** POST /api/rest/deposit/payment/{code} (include=deposit_request): the deposit request behind a payment token. Under the lookup limit. */
export default function depositRequestRoute(app: FastifyInstance, payments: Payments) {
  app.post<{ Params: { code: string } }>('/api/rest/deposit/payment/:code', lookupLimited(app), async (request) => payments.depositRequest(request.brandId, request.params.code));
}
