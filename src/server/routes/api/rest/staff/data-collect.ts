import type { FastifyInstance } from 'fastify';
import type { StaffDataCollectAnswer, StaffDataCollectBody } from '../../../../../../schemas/api/types.generated.ts';
import { DEFAULT_WRITE_LIMIT } from '../../../../config.ts';
import { accountWrite } from '../../../../plugins/account-session.ts';
import { staffSessionIdOf } from '../../../../plugins/staff-session.ts';
import type { StaffSignOn } from '../../../../services/staff/staff-sign-on.ts';
import type { StudentDataCollection } from '../../../../services/student-sign-ups/data-collection.ts';

/**
 * POST /api/rest/staff/data-collect: a student's sign-up taken by the signed-in member of staff, who is noted on
 * it. The staff session is asked for before the body is read: anyone else gets 403 and nothing is stored.
 */
export default function staffDataCollectRoute(app: FastifyInstance, dataCollection: StudentDataCollection, staff: StaffSignOn) {
  app.post<{ Body: StaffDataCollectBody; Reply: StaffDataCollectAnswer }>(
    '/api/rest/staff/data-collect',
    accountWrite(app, { name: 'staff-data-collect', limit: DEFAULT_WRITE_LIMIT }),
    async (request) => {
      const collectedBy = await staff.memberOf(staffSessionIdOf(request));
      return { data: await dataCollection.signUp({ brandId: request.brandId, body: request.body as Record<string, unknown>, collectedBy }) };
    },
  );
}
