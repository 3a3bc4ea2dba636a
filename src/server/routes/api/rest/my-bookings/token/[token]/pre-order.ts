import type { FastifyInstance } from 'fastify';
import type { TokenPreOrderSaveAnswer, TokenPreOrderSaveBody, TokenPreOrderSaveParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../../plugins/lookup-limit.ts';
import type { BookingPreOrders } from '../../../../../../services/bookings/pre-orders.ts';

/** POST /api/rest/my-bookings/token/{token}/pre-order: the manage link's holder sets a guest's package and choices. */
export default function tokenPreOrderRoute(app: FastifyInstance, preOrders: BookingPreOrders) {
  app.post<{ Params: TokenPreOrderSaveParams; Body: TokenPreOrderSaveBody; Reply: TokenPreOrderSaveAnswer }>('/api/rest/my-bookings/token/:token/pre-order', lookupLimited(app), async (request) => ({
    data: await preOrders.saveGuest({
      brandId: request.brandId,
      access: { manageKey: request.params.token },
      guestId: request.body.guest.id,
      forename: request.body.guest.forename,
      surname: request.body.guest.surname,
      variationId: request.body.guest.variation_id,
      choices: request.body.guest.choices,
    }),
  }));
}
