import type { FastifyInstance } from 'fastify';
import type { GuestDepositAnswer, GuestDepositBody, GuestDepositParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../../domain/payments/input.ts';
import type { GuestDeposits } from '../../../../../../services/payments/guest-deposits.ts';

/** POST /api/rest/booking/{id}/create-guest-deposit/{guest_id}: amount (and the booking's manage_key) → data.data.token. */
export default function createGuestDepositRoute(app: FastifyInstance, guestDeposits: GuestDeposits) {
  app.post<{ Params: GuestDepositParams; Body: GuestDepositBody; Reply: GuestDepositAnswer }>('/api/rest/booking/:id/create-guest-deposit/:guest_id', async (request, reply) => {
    const { body } = request;
    const data = await guestDeposits.create({
      brandId: request.brandId,
      bookingId: request.params.id,
      guestId: request.params.guest_id,
      manageKey: text(body.manage_key),
      amount: body.amount ?? undefined,
    });
    return reply.code(201).send({ data: { data } });
  });
}
