import type { FastifyInstance } from 'fastify';
import type { MyBookingPreOrderItemsAnswer, MyBookingPreOrderItemsBody, MyBookingPreOrderItemsParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { accountWrite, sessionIdOf } from '../../../../../../plugins/account-session.ts';
import type { MyBookings } from '../../../../../../services/bookings/my-bookings.ts';

/** POST /api/rest/my-bookings/{id}/item/{variation_id}: the logged-in customer chooses a per-booking package's items. */
export default function myBookingItemsRoute(app: FastifyInstance, mine: MyBookings) {
  app.post<{ Params: MyBookingPreOrderItemsParams; Body: MyBookingPreOrderItemsBody; Reply: MyBookingPreOrderItemsAnswer }>('/api/rest/my-bookings/:id/item/:variation_id', accountWrite(app), async (request) => ({
    data: await mine.saveItems({
      brandId: request.brandId,
      sessionId: sessionIdOf(request),
      bookingId: request.params.id,
      variationId: request.params.variation_id,
      items: request.body.items,
    }),
  }));
}
