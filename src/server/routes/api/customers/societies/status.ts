import type { FastifyInstance } from 'fastify';
import type { SocietyStatusOfCustomerAnswer } from '../../../../../../schemas/api/types.generated.ts';
import { sessionIdOf } from '../../../../plugins/account-session.ts';
import type { SocietyMembership } from '../../../../services/societies/membership.ts';

/** GET /api/customers/societies/status: the logged-in customer's society status. */
export default function societyStatusRoute(app: FastifyInstance, membership: SocietyMembership) {
  app.get<{ Reply: SocietyStatusOfCustomerAnswer }>('/api/customers/societies/status', async (request) => ({
    data: await membership.statusOfSession(sessionIdOf(request)),
  }));
}
