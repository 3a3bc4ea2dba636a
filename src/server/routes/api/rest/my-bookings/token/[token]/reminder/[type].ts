import type { FastifyInstance } from 'fastify';
import type { TokenGuestReminderAnswer, TokenGuestReminderBody, TokenGuestReminderParams } from '../../../../../../../../../schemas/api/types.generated.ts';
import type { GuestReminders } from '../../../../../../../services/guests/reminders.ts';

/** POST /api/rest/my-bookings/token/{token}/reminder/{type}: e-mails the body's guest_id a reminder, by manage key. */
export default function tokenGuestReminderRoute(app: FastifyInstance, reminders: GuestReminders) {
  app.post<{ Params: TokenGuestReminderParams; Body: TokenGuestReminderBody; Reply: TokenGuestReminderAnswer }>('/api/rest/my-bookings/token/:token/reminder/:type', async (request) => ({
    data: await reminders.send({ brandId: request.brandId, access: { manageKey: request.params.token }, kind: request.params.type, guestId: request.body.guest_id }),
  }));
}
