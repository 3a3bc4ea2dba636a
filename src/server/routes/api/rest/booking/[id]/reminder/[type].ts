import type { FastifyInstance } from 'fastify';
import type { BookingGuestReminderAnswer, BookingGuestReminderBody, BookingGuestReminderParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { accountWrite, sessionIdOf } from '../../../../../../plugins/account-session.ts';
import type { GuestReminders } from '../../../../../../services/guests/reminders.ts';

/** POST /api/rest/booking/{id}/reminder/{type}: e-mails the body's guest_id a reminder. Signed in; from the site only. */
export default function bookingGuestReminderRoute(app: FastifyInstance, reminders: GuestReminders) {
  app.post<{ Params: BookingGuestReminderParams; Body: BookingGuestReminderBody; Reply: BookingGuestReminderAnswer }>('/api/rest/booking/:id/reminder/:type', accountWrite(app), async (request) => ({
    data: await reminders.send({
      brandId: request.brandId,
      access: { bookingId: request.params.id, sessionId: sessionIdOf(request) },
      kind: request.params.type,
      guestId: request.body.guest_id,
    }),
  }));
}
