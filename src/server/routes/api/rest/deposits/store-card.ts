import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../payments/service.ts';
import { bodyOf } from '../../../body.ts';

/** POST /api/rest/deposits/store-card: session_id and/or booking_id → data.order_data (the hosted page request). */
export default function storeCardRoute(app: FastifyInstance, payments: Payments) {
  app.post('/api/rest/deposits/store-card', async (request, reply) => reply.code(201).send(await payments.storeCardOrder(request.brandId, bodyOf(request))));
}
