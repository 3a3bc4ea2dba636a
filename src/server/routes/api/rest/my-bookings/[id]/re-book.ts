import type { FastifyInstance } from 'fastify';
import type { RebookAnswer, RebookBody, RebookDatesAnswer, RebookDatesParams, RebookDatesQuery, RebookParams } from '../../../../../../../schemas/api/types.generated.ts';
import type { BookingServices } from '../../../../../services/bookings/index.ts';

/**
 * /api/rest/my-bookings/{manage_key}/re-book: a postponed booking's new date. GET ?date= the times that
 * day (or later dates), POST the chosen date and time.
 */
export default function rebookRoute(app: FastifyInstance, bookings: BookingServices) {
  app.get<{ Params: RebookDatesParams; Querystring: RebookDatesQuery; Reply: RebookDatesAnswer }>('/api/rest/my-bookings/:id/re-book', async (request) => ({
    data: await bookings.changes.rebookDates({ brandId: request.brandId, access: { manageKey: request.params.id }, date: request.query.date }),
  }));

  app.post<{ Params: RebookParams; Body: RebookBody; Reply: RebookAnswer }>('/api/rest/my-bookings/:id/re-book', async (request) => ({
    data: await bookings.changes.change({
      brandId: request.brandId,
      access: { manageKey: request.params.id },
      date: request.body.date,
      people: request.body.people,
      rebook: 1,
    }),
  }));
}
