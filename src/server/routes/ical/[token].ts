import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../domain/errors.ts';
import type { BookingCalendars } from '../../services/calendar/booking-calendars.ts';

/**
 * GET /ical/{token}: the public page that downloads a booking's calendar file (token = its manage
 * key) as booking-{ref_code}.ics (the key never in a file name). No API key: the manage key is the secret. An unknown key
 * goes to the home page, as the spec's calendar failure does.
 */
export default function icalPageRoute(app: FastifyInstance, calendars: BookingCalendars) {
  app.get<{ Params: { token: string } }>('/ical/:token', async (request, reply) => {
    const file = await calendars.byManageKey(request.params.token).catch((error: unknown) => {
      if (error instanceof NotFound) return undefined;
      throw error;
    });
    if (!file) return reply.header('cache-control', 'no-store').redirect('/');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(file.ics);
  });
}
