import type { FastifyInstance } from 'fastify';
import type { StaffAuthUrlAnswer } from '../../../../../../schemas/api/types.generated.ts';
import { DEFAULT_WRITE_LIMIT } from '../../../../config.ts';
import { accountWrite } from '../../../../plugins/account-session.ts';
import { setStaffLoginCookie } from '../../../../plugins/staff-session.ts';
import type { StaffSignOn } from '../../../../services/staff/staff-sign-on.ts';

/** GET /api/rest/authentication/auth-url: a new staff login; the issuer's URL, and the login's cookie. */
export default function authUrlRoute(app: FastifyInstance, staff: StaffSignOn) {
  app.get<{ Reply: StaffAuthUrlAnswer }>('/api/rest/authentication/auth-url', accountWrite(app, { name: 'staff-login', limit: DEFAULT_WRITE_LIMIT }), async (_request, reply) => {
    const { url, attempt } = await staff.loginUrl();
    setStaffLoginCookie(reply, attempt);
    void reply.header('cache-control', 'no-store');
    return { url };
  });
}
