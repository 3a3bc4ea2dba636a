import type { FastifyInstance } from 'fastify';
import type { StudentStatusGetAnswer, StudentStatusGetQuery, StudentStatusSaveAnswer, StudentStatusSaveBody } from '../../../../../../schemas/api/types.generated.ts';
import { ACCOUNT_EMAIL_LIMIT } from '../../../../config.ts';
import { accountLookupWrite } from '../../../../plugins/account-session.ts';
import { lookupLimited } from '../../../../plugins/lookup-limit.ts';
import { limited } from '../../../../plugins/rate-limits.ts';
import type { StudentStatus } from '../../../../services/students/student-status.ts';

/**
 * GET and POST /api/customers/student/student-status: an app user's student status, and saving their details.
 * Both look the app user up by id (the lookup limit); a save that gives a university address sends an e-mail, and
 * is then counted with customers/email-verify.
 */
export default function studentStatusRoute(app: FastifyInstance, students: StudentStatus) {
  app.get<{ Querystring: StudentStatusGetQuery; Reply: StudentStatusGetAnswer }>('/api/customers/student/student-status', lookupLimited(app), async (request) =>
    students.status({ brandId: request.brandId, appUserId: request.query.id }),
  );

  const sendsEmail = limited(app, 'email-verify', { limit: ACCOUNT_EMAIL_LIMIT, unless: (request) => !hasUniEmail(request.body) }).preHandler;
  const options = { preHandler: [...accountLookupWrite(app).preHandler, ...(sendsEmail ? [sendsEmail] : [])] };
  app.post<{ Body: StudentStatusSaveBody; Reply: StudentStatusSaveAnswer }>('/api/customers/student/student-status', options, async (request) => {
    const { app_user_id, birth_date, graduation_year, uni_email, post_code, selected_location_id } = request.body;
    return students.save({ brandId: request.brandId, appUserId: app_user_id, details: { birth_date, graduation_year, uni_email, post_code, selected_location_id } });
  });
}

const hasUniEmail = (body: unknown) => typeof (body as { uni_email?: unknown } | undefined)?.uni_email === 'string' && (body as { uni_email: string }).uni_email.trim() !== '';
