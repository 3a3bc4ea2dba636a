import type { FastifyInstance } from 'fastify';
import type {
  TokenGuestRemoveAnswer,
  TokenGuestRemoveParams,
  TokenGuestUpdateAnswer,
  TokenGuestUpdateBody,
  TokenGuestUpdateParams,
} from '../../../../../../../../../schemas/api/types.generated.ts';
import type { GuestAdmin } from '../../../../../../../services/guests/guest-admin.ts';

/** /api/rest/my-bookings/token/{token}/guest/{guest_id}: PUT changes a guest, DELETE removes them, by manage key. */
export default function tokenGuestRoute(app: FastifyInstance, admin: GuestAdmin) {
  app.put<{ Params: TokenGuestUpdateParams; Body: TokenGuestUpdateBody; Reply: TokenGuestUpdateAnswer }>('/api/rest/my-bookings/token/:token/guest/:guest_id', async (request) => ({
    data: await admin.update({ brandId: request.brandId, access: { manageKey: request.params.token }, guestId: request.params.guest_id, body: { ...request.body } }),
  }));

  app.delete<{ Params: TokenGuestRemoveParams; Reply: TokenGuestRemoveAnswer }>('/api/rest/my-bookings/token/:token/guest/:guest_id', async (request) => ({
    data: await admin.remove({ brandId: request.brandId, access: { manageKey: request.params.token }, guestId: request.params.guest_id }),
  }));
}
