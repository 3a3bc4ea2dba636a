import type { FastifyInstance } from 'fastify';
import type { BookingPreOrderSaveAnswer, BookingPreOrderSaveBody, BookingPreOrderSaveParams } from '../../../../../../../schemas/api/types.generated.ts';
import { accountWrite, sessionIdOf } from '../../../../../plugins/account-session.ts';
import type { MyBookings } from '../../../../../services/bookings/my-bookings.ts';

/** POST /api/rest/booking/{id}/pre-order: the logged-in customer sets a guest's package and choices on their booking. */
export default function bookingPreOrderRoute(app: FastifyInstance, mine: MyBookings) {
  app.post<{ Params: BookingPreOrderSaveParams; Body: BookingPreOrderSaveBody; Reply: BookingPreOrderSaveAnswer }>('/api/rest/booking/:id/pre-order', accountWrite(app), async (request) => ({
    data: await mine.savePreOrder({
      brandId: request.brandId,
      sessionId: sessionIdOf(request),
      bookingId: request.params.id,
      guestId: request.body.guest_id,
      forename: request.body.forename,
      surname: request.body.surname,
      variationId: request.body.variation_id,
      preOrder: request.body.pre_order,
    }),
  }));
}
