import type { FastifyInstance } from 'fastify';
import type { StaffMeAnswer } from '../../../../../../schemas/api/types.generated.ts';
import { staffSessionIdOf } from '../../../../plugins/staff-session.ts';
import type { StaffSignOn } from '../../../../services/staff/staff-sign-on.ts';

/** GET /api/rest/authentication/staff: the signed-in member of staff (403 for anyone else). */
export default function staffMeRoute(app: FastifyInstance, staff: StaffSignOn) {
  app.get<{ Reply: StaffMeAnswer }>('/api/rest/authentication/staff', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { data: await staff.staffOf(staffSessionIdOf(request)) };
  });
}
