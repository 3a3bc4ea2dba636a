import type { FastifyInstance } from 'fastify';
import type { MyBookingsAnswer, MyBookingsQuery } from '../../../../../schemas/api/types.generated.ts';
import { sessionIdOf } from '../../../plugins/account-session.ts';
import type { MyBookings } from '../../../services/bookings/my-bookings.ts';

/** GET /api/rest/my-bookings?include_previous=0|1: the logged-in customer's bookings, upcoming and (when asked) previous. */
export default function myBookingsRoute(app: FastifyInstance, mine: MyBookings) {
  app.get<{ Querystring: MyBookingsQuery; Reply: MyBookingsAnswer }>('/api/rest/my-bookings', async (request) => {
    const list = await mine.list({ brandId: request.brandId, sessionId: sessionIdOf(request), includePrevious: request.query.include_previous });
    return { data: { upcoming: list.upcoming, previous: list.previous }, meta: { previous_count: list.previousCount } };
  });
}
