import type { FastifyInstance } from 'fastify';
import type {
  MyBookingAnswer,
  MyBookingCancelAnswer,
  MyBookingCancelParams,
  MyBookingChangeAnswer,
  MyBookingChangeBody,
  MyBookingChangeParams,
  MyBookingParams,
  MyBookingQuery,
} from '../../../../../../schemas/api/types.generated.ts';
import { accountWrite, sessionIdOf } from '../../../../plugins/account-session.ts';
import type { MyBookings } from '../../../../services/bookings/my-bookings.ts';

/**
 * /api/rest/my-bookings/{id}: one of the logged-in customer's bookings. GET its page's view, POST a new
 * date, time or party (rebook=1 for a postponed booking), DELETE cancels it. Writes from another site are refused.
 */
export default function myBookingRoute(app: FastifyInstance, mine: MyBookings) {
  app.get<{ Params: MyBookingParams; Querystring: MyBookingQuery; Reply: MyBookingAnswer }>('/api/rest/my-bookings/:id', async (request) => ({
    data: await mine.view({ brandId: request.brandId, sessionId: sessionIdOf(request), bookingId: request.params.id }),
  }));

  app.post<{ Params: MyBookingChangeParams; Body: MyBookingChangeBody; Reply: MyBookingChangeAnswer }>('/api/rest/my-bookings/:id', accountWrite(app), async (request) => ({
    data: await mine.change({
      brandId: request.brandId,
      sessionId: sessionIdOf(request),
      bookingId: request.params.id,
      date: request.body.date,
      people: request.body.people,
      rebook: request.body.rebook,
    }),
  }));

  app.delete<{ Params: MyBookingCancelParams; Reply: MyBookingCancelAnswer }>('/api/rest/my-bookings/:id', accountWrite(app), async (request) => ({
    data: await mine.cancel({ brandId: request.brandId, sessionId: sessionIdOf(request), bookingId: request.params.id }),
  }));
}
