import type { FastifyInstance } from 'fastify';
import type { SocietyInviteCodeAnswer, SocietyInviteCodeParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { accountLookupWrite, sessionIdOf } from '../../../../../../plugins/account-session.ts';
import type { SocietyMembership } from '../../../../../../services/societies/membership.ts';

/** POST /api/customers/societies/society-portal/invite-code/{code}: the logged-in customer joins by an invite code. Under the lookup limit. */
export default function societyInviteCodeRoute(app: FastifyInstance, membership: SocietyMembership) {
  app.post<{ Params: SocietyInviteCodeParams; Reply: SocietyInviteCodeAnswer }>('/api/customers/societies/society-portal/invite-code/:code', accountLookupWrite(app), async (request) => ({
    data: await membership.joinByCode({ sessionId: sessionIdOf(request), code: request.params.code }),
  }));
}
