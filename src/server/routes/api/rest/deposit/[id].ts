import type { FastifyInstance } from 'fastify';
import { lookupLimited } from '../../../../payments/lookup-limit.ts';
import type { Payments } from '../../../../payments/service.ts';

/** GET /api/rest/deposit/{id}: a deposit request's state, by its token (the page ignores the answer). Under the lookup limit. */
export default function depositStatusRoute(app: FastifyInstance, payments: Payments) {
  app.get<{ Params: { id: string } }>('/api/rest/deposit/:id', lookupLimited(app), async (request) => payments.depositRequestStatus(request.brandId, request.params.id));
}
