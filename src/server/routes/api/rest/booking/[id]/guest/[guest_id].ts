import type { FastifyInstance } from 'fastify';
import type {
  BookingGuestRemoveAnswer,
  BookingGuestRemoveParams,
  BookingGuestUpdateAnswer,
  BookingGuestUpdateBody,
  BookingGuestUpdateParams,
} from '../../../../../../../../schemas/api/types.generated.ts';
import { accountWrite, sessionIdOf } from '../../../../../../plugins/account-session.ts';
import type { GuestAdmin } from '../../../../../../services/guests/guest-admin.ts';

/** /api/rest/booking/{id}/guest/{guest_id}: PUT changes a guest (details, co-host), DELETE removes them. Signed in; from the site only. */
export default function bookingGuestRoute(app: FastifyInstance, admin: GuestAdmin) {
  app.put<{ Params: BookingGuestUpdateParams; Body: BookingGuestUpdateBody; Reply: BookingGuestUpdateAnswer }>('/api/rest/booking/:id/guest/:guest_id', accountWrite(app), async (request) => ({
    data: await admin.update({
      brandId: request.brandId,
      access: { bookingId: request.params.id, sessionId: sessionIdOf(request) },
      guestId: request.params.guest_id,
      body: { ...request.body },
    }),
  }));

  app.delete<{ Params: BookingGuestRemoveParams; Reply: BookingGuestRemoveAnswer }>('/api/rest/booking/:id/guest/:guest_id', accountWrite(app), async (request) => ({
    data: await admin.remove({ brandId: request.brandId, access: { bookingId: request.params.id, sessionId: sessionIdOf(request) }, guestId: request.params.guest_id }),
  }));
}
