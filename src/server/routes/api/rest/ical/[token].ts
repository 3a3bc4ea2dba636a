import type { FastifyInstance } from 'fastify';
import type { BookingCalendarAnswer, BookingCalendarParams } from '../../../../../../schemas/api/types.generated.ts';
import type { BookingCalendars } from '../../../../services/calendar/booking-calendars.ts';

/**
 * GET /api/rest/ical/{token}: a booking's calendar file (token = its manage key) as `{ data: { ical } }`.
 * An unknown key, or another brand's booking, is a 404 in the spec's error shape.
 */
export default function icalRoute(app: FastifyInstance, calendars: BookingCalendars) {
  app.get<{ Params: BookingCalendarParams; Reply: BookingCalendarAnswer }>('/api/rest/ical/:token', async (request) => {
    const file = await calendars.byManageKey(request.params.token, request.brandId);
    return { data: { ical: file.ics } };
  });
}
