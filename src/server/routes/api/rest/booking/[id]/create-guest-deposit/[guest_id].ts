import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../../../payments/service.ts';
import { bodyOf } from '../../../../../body.ts';

/** POST /api/rest/booking/{id}/create-guest-deposit/{guest_id}: amount (and the booking's manage_key) → data.data.token. */
export default function createGuestDepositRoute(app: FastifyInstance, payments: Payments) {
  app.post<{ Params: { id: string; guest_id: string } }>('/api/rest/booking/:id/create-guest-deposit/:guest_id', async (request, reply) =>
    reply.code(201).send(await payments.createGuestDeposit(request.brandId, request.params.id, request.params.guest_id, bodyOf(request))),
  );
}
