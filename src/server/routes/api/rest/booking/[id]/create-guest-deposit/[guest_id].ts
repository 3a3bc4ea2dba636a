import type { FastifyInstance } from 'fastify';
import { text, type WireAmount } from '../../../../../../domain/payments/input.ts';
import { bodyOf } from '../../../../../../http/body.ts';
import type { GuestDeposits } from '../../../../../../services/payments/guest-deposits.ts';

/** POST /api/rest/booking/{id}/create-guest-deposit/{guest_id}: amount (and the booking's manage_key) → data.data.token. */
export default function createGuestDepositRoute(app: FastifyInstance, guestDeposits: GuestDeposits) {
  app.post<{ Params: { id: string; guest_id: string } }>('/api/rest/booking/:id/create-guest-deposit/:guest_id', async (request, reply) => {
    const body = bodyOf(request);
    const data = await guestDeposits.create({
      brandId: request.brandId,
      bookingId: request.params.id,
      guestId: request.params.guest_id,
      manageKey: text(body.manage_key),
      amount: body.amount as WireAmount | undefined,
    });
    return reply.code(201).send({ data: { data } });
  });
}
