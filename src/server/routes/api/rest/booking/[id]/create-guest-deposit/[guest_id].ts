import type { FastifyInstance } from 'fastify';
import type { GuestDepositAnswer, GuestDepositBody, GuestDepositParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../../domain/payments/input.ts';
import { sessionIdOf } from '../../../../../../plugins/account-session.ts';
import { lookupLimited } from '../../../../../../plugins/lookup-limit.ts';
import type { GuestDeposits } from '../../../../../../services/payments/guest-deposits.ts';

/** POST /api/rest/booking/{id}/create-guest-deposit/{guest_id}: amount (and the booking's manage_key, the guest's guest_code or a login) → data.data.token. Under the lookup limit: it takes a code. */
export default function createGuestDepositRoute(app: FastifyInstance, guestDeposits: GuestDeposits) {
  app.post<{ Params: GuestDepositParams; Body: GuestDepositBody; Reply: GuestDepositAnswer }>('/api/rest/booking/:id/create-guest-deposit/:guest_id', lookupLimited(app), async (request, reply) => {
    const { body } = request;
    const data = await guestDeposits.create({
      brandId: request.brandId,
      bookingId: request.params.id,
      guestId: request.params.guest_id,
      manageKey: text(body.manage_key),
      guestCode: text(body.guest_code),
      sessionId: sessionIdOf(request),
      amount: body.amount ?? undefined,
    });
    return reply.code(201).send({ data: { data } });
  });
}
