import type { FastifyInstance } from 'fastify';
import type { AppUserStatusAnswer, AppUserStatusParams } from '../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { SocietyMembership } from '../../../../../services/societies/membership.ts';

/** GET /api/customers/app-user/status/{user_id}: the society status of an app user. Under the lookup limit. */
export default function appUserStatusRoute(app: FastifyInstance, membership: SocietyMembership) {
  app.get<{ Params: AppUserStatusParams; Reply: AppUserStatusAnswer }>('/api/customers/app-user/status/:user_id', lookupLimited(app), async (request) => ({
    data: await membership.statusOfAppUser(request.params.user_id),
  }));
}
