import type { FastifyInstance } from 'fastify';
import type { SocietyPortalAnswer, SocietyPortalParams } from '../../../../../../../schemas/api/types.generated.ts';
import { sessionIdOf } from '../../../../../plugins/account-session.ts';
import type { SocietyPortal } from '../../../../../services/societies/portal.ts';

/** GET /api/customers/society-portal/society/{id}: a society's page for those who run it. */
export default function societyPortalRoute(app: FastifyInstance, portal: SocietyPortal) {
  app.get<{ Params: SocietyPortalParams; Reply: SocietyPortalAnswer }>('/api/customers/society-portal/society/:id', async (request) => ({
    data: await portal.view({ sessionId: sessionIdOf(request), id: request.params.id }),
  }));
}
