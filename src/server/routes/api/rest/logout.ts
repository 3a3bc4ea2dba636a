import type { FastifyInstance } from 'fastify';
import type { StaffLogoutAnswer } from '../../../../../schemas/api/types.generated.ts';
import { accountWrite } from '../../../plugins/account-session.ts';
import { setStaffSessionCookie, staffSessionIdOf } from '../../../plugins/staff-session.ts';
import type { StaffSignOn } from '../../../services/staff/staff-sign-on.ts';

/** POST /api/rest/logout: the staff session ends and its cookie is cleared (signed in or not). */
export default function staffLogoutRoute(app: FastifyInstance, staff: StaffSignOn) {
  app.post<{ Reply: StaffLogoutAnswer }>('/api/rest/logout', accountWrite(app), async (request, reply) => {
    await staff.logout(staffSessionIdOf(request));
    setStaffSessionCookie(reply, undefined);
    return { data: { logged_out: true as const } };
  });
}
