import type { FastifyInstance } from 'fastify';
import type {
  TokenBookingAnswer,
  TokenBookingCancelAnswer,
  TokenBookingCancelParams,
  TokenBookingChangeAnswer,
  TokenBookingChangeBody,
  TokenBookingChangeParams,
  TokenBookingParams,
} from '../../../../../../../schemas/api/types.generated.ts';
import type { BookingServices } from '../../../../../services/bookings/index.ts';

/**
 * /api/rest/my-bookings/token/{token}: the booking of a manage key. GET its page's view, POST a new
 * date, time or party (rebook=1 for a postponed booking), DELETE cancels it.
 */
export default function tokenBookingRoute(app: FastifyInstance, bookings: BookingServices) {
  app.get<{ Params: TokenBookingParams; Reply: TokenBookingAnswer }>('/api/rest/my-bookings/token/:token', async (request) => ({
    data: await bookings.management.view({ brandId: request.brandId, access: { manageKey: request.params.token } }),
  }));

  app.post<{ Params: TokenBookingChangeParams; Body: TokenBookingChangeBody; Reply: TokenBookingChangeAnswer }>('/api/rest/my-bookings/token/:token', async (request) => ({
    data: await bookings.changes.change({
      brandId: request.brandId,
      access: { manageKey: request.params.token },
      date: request.body.date,
      people: request.body.people,
      rebook: request.body.rebook,
    }),
  }));

  app.delete<{ Params: TokenBookingCancelParams; Reply: TokenBookingCancelAnswer }>('/api/rest/my-bookings/token/:token', async (request) => ({
    data: await bookings.management.cancel({ brandId: request.brandId, access: { manageKey: request.params.token } }),
  }));
}
