import type { FastifyInstance } from 'fastify';
import type { StoreCardAnswer, StoreCardBody } from '../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../domain/payments/input.ts';
import type { StoredCards } from '../../../../services/payments/stored-cards.ts';

/** POST /api/rest/deposits/store-card: session_id and/or booking_id (with its payment token) → data.order_data (the hosted page request). */
export default function storeCardRoute(app: FastifyInstance, storedCards: StoredCards) {
  app.post<{ Body: StoreCardBody; Reply: StoreCardAnswer }>('/api/rest/deposits/store-card', async (request, reply) => {
    const { body } = request;
    const bookingId = body.booking_id === undefined || body.booking_id === null || body.booking_id === '' ? undefined : String(body.booking_id);
    const data = await storedCards.open({ brandId: request.brandId, sessionId: text(body.session_id), bookingId, token: text(body.token) });
    return reply.code(201).send({ data });
  });
}
