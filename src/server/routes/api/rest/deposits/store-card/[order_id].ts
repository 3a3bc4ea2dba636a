import type { FastifyInstance } from 'fastify';
import type { StoreCardStatusAnswer, StoreCardStatusParams } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import type { StoredCards } from '../../../../../services/payments/stored-cards.ts';

/** GET /api/rest/deposits/store-card/{order_id}: whether the card capture has its answer (received_response, error). */
export default function storeCardStatusRoute(app: FastifyInstance, storedCards: StoredCards) {
  app.get<{ Params: StoreCardStatusParams; Reply: StoreCardStatusAnswer }>('/api/rest/deposits/store-card/:order_id', async (request) => ({
    data: await storedCards.status(request.brandId, text(request.params.order_id)),
  }));
}
