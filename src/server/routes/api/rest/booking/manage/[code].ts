import type { FastifyInstance } from 'fastify';
import type { ManageBookingAnswer, ManageBookingParams, ManageBookingQuery } from '../../../../../../../schemas/api/types.generated.ts';
import type { BookingServices } from '../../../../../services/bookings/index.ts';

/** GET /api/rest/booking/manage/{code}: the booking of a manage key, as its page shows it. */
export default function manageBookingRoute(app: FastifyInstance, bookings: BookingServices) {
  app.get<{ Params: ManageBookingParams; Querystring: ManageBookingQuery; Reply: ManageBookingAnswer }>('/api/rest/booking/manage/:code', async (request) => ({
    data: await bookings.management.view({ brandId: request.brandId, access: { manageKey: request.params.code } }),
  }));
}
