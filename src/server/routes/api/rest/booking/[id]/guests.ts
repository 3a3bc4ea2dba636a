import type { FastifyInstance } from 'fastify';
import type { BookingGuestListAnswer, BookingGuestListParams } from '../../../../../../../schemas/api/types.generated.ts';
import { sessionIdOf } from '../../../../../plugins/account-session.ts';
import type { GuestAdmin } from '../../../../../services/guests/guest-admin.ts';

/** GET /api/rest/booking/{id}/guests: the guest list, for the signed-in lead booker or a co-host. */
export default function bookingGuestListRoute(app: FastifyInstance, admin: GuestAdmin) {
  app.get<{ Params: BookingGuestListParams; Reply: BookingGuestListAnswer }>('/api/rest/booking/:id/guests', async (request) => ({
    data: await admin.list({ brandId: request.brandId, access: { bookingId: request.params.id, sessionId: sessionIdOf(request) } }),
  }));
}
