import type { FastifyInstance } from 'fastify';
import type { GraduateStatusAnswer, GraduateStatusBody } from '../../../../../../schemas/api/types.generated.ts';
import { accountLookupWrite } from '../../../../plugins/account-session.ts';
import type { StudentStatus } from '../../../../services/students/student-status.ts';

/** POST /api/customers/student/graduate-status: 'I'm a graduate'. Same-site only, under the lookup limit. */
export default function graduateStatusRoute(app: FastifyInstance, students: StudentStatus) {
  app.post<{ Body: GraduateStatusBody; Reply: GraduateStatusAnswer }>('/api/customers/student/graduate-status', accountLookupWrite(app), async (request) =>
    students.graduate({ appUserId: request.body.app_user_id }),
  );
}
