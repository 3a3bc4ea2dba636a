import type { FastifyInstance } from 'fastify';
import type { MyBookingPackagesAnswer, MyBookingPackagesParams } from '../../../../../../../schemas/api/types.generated.ts';
import { sessionIdOf } from '../../../../../plugins/account-session.ts';
import type { MyBookings } from '../../../../../services/bookings/my-bookings.ts';

/** GET /api/rest/my-bookings/{id}/packages: the logged-in customer's booking's packages and pre-order state. */
export default function myBookingPackagesRoute(app: FastifyInstance, mine: MyBookings) {
  app.get<{ Params: MyBookingPackagesParams; Reply: MyBookingPackagesAnswer }>('/api/rest/my-bookings/:id/packages', async (request) => ({
    data: await mine.packages({ brandId: request.brandId, sessionId: sessionIdOf(request), bookingId: request.params.id }),
  }));
}
