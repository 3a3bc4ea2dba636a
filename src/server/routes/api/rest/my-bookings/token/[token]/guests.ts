import type { FastifyInstance } from 'fastify';
import type { TokenGuestListAnswer, TokenGuestListParams } from '../../../../../../../../schemas/api/types.generated.ts';
import type { GuestAdmin } from '../../../../../../services/guests/guest-admin.ts';

/** GET /api/rest/my-bookings/token/{token}/guests: the guest list of a manage key's booking. */
export default function tokenGuestListRoute(app: FastifyInstance, admin: GuestAdmin) {
  app.get<{ Params: TokenGuestListParams; Reply: TokenGuestListAnswer }>('/api/rest/my-bookings/token/:token/guests', async (request) => ({
    data: await admin.list({ brandId: request.brandId, access: { manageKey: request.params.token } }),
  }));
}
