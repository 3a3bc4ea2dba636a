/**
 * GET /ical/{token}: the public page that downloads a booking's calendar file (token = its manage
 * key) as booking-ics-calendar-{token}.ics. No API key: the manage key is the secret. An unknown key
 * goes to the home page, as the spec's calendar failure does.
 */
import type { FastifyInstance } from 'fastify';
import { findCalendarBooking } from '../../db/repositories/booking-calendar.ts';
import { bookingCalendar, icsFileName, type IcalDeps } from '../api/rest/ical/[token].ts';

/** Manage keys are URL-safe secrets; anything else cannot name a booking (and never reaches a header). */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

export default function icalPageRoute(app: FastifyInstance, deps: IcalDeps) {
  app.get<{ Params: { token: string } }>('/ical/:token', async (request, reply) => {
    const token = request.params.token;
    const booking = TOKEN.test(token) ? await findCalendarBooking(deps.db, token) : undefined;
    if (!booking) return reply.header('cache-control', 'no-store').redirect('/');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${icsFileName(token)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .send(bookingCalendar(booking, { publicUrl: deps.publicUrl, now: deps.clock.now() }));
  });
}
