import type { FastifyInstance } from 'fastify';
import { text } from '../../../../../domain/payments/input.ts';
import type { StoredCards } from '../../../../../services/payments/stored-cards.ts';

/** GET /api/rest/deposits/store-card/{order_id}: whether the card capture has its answer (received_response, error). */
export default function storeCardStatusRoute(app: FastifyInstance, storedCards: StoredCards) {
  app.get<{ Params: { order_id: string } }>('/api/rest/deposits/store-card/:order_id', async (request) => ({
    data: await storedCards.status(request.brandId, text(request.params.order_id)),
  }));
}
