import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../../payments/service.ts';

/** GET /api/rest/deposits/store-card/{order_id}: whether the card capture has its answer (received_response, error). */
export default function storeCardStatusRoute(app: FastifyInstance, payments: Payments) {
  app.get<{ Params: { order_id: string } }>('/api/rest/deposits/store-card/:order_id', async (request) =>
    payments.storeCardStatus(request.brandId, request.params.order_id),
  );
}
