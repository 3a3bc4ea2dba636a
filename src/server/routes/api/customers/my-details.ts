import type { MyDetailsAnswer, MyDetailsSaveAnswer, MyDetailsSaveBody } from '../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../../domain/customers/messages.ts';
import { accountWrite, sessionIdOf } from '../../../plugins/account-session.ts';
import type { Profiles } from '../../../services/customers/profiles.ts';

/**
 * /api/customers/my-details: GET the profile ('Your Profile'); POST (spec §7.1) or PUT saves the
 * fields given (forename, surname, phone, marketing_opt_in, sms_opt_in, phone_opt_in, allergens, bar).
 */
export default function myDetailsRoute(app: FastifyInstance, profiles: Profiles) {
  app.get<{ Reply: MyDetailsAnswer }>('/api/customers/my-details', async (request) => ({ data: await profiles.me(sessionIdOf(request)) }));
  for (const method of ['POST', 'PUT'] as const) {
    app.route<{ Body: MyDetailsSaveBody; Reply: MyDetailsSaveAnswer }>({
      method,
      url: '/api/customers/my-details',
      ...accountWrite(app),
      handler: async (request) => ({
        data: await profiles.update({ sessionId: sessionIdOf(request), brandId: request.brandId, fields: request.body }),
        meta: { message: messages.profileSaved },
      }),
    });
  }
}
