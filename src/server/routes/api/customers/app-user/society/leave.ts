import type { FastifyInstance } from 'fastify';
import type { SocietyLeaveAnswer } from '../../../../../../../schemas/api/types.generated.ts';
import { accountWrite, sessionIdOf } from '../../../../../plugins/account-session.ts';
import type { SocietyMembership } from '../../../../../services/societies/membership.ts';

/** POST /api/customers/app-user/society/leave: the logged-in customer leaves their society. */
export default function societyLeaveRoute(app: FastifyInstance, membership: SocietyMembership) {
  app.post<{ Reply: SocietyLeaveAnswer }>('/api/customers/app-user/society/leave', accountWrite(app), async (request) => ({
    data: await membership.leave(sessionIdOf(request)),
  }));
}
