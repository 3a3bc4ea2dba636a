import type { FastifyInstance } from 'fastify';
import type { StaffAuthBridgeAnswer, StaffAuthBridgeBody } from '../../../../../../schemas/api/types.generated.ts';
import { accountWrite } from '../../../../plugins/account-session.ts';
import { setStaffLoginCookie, setStaffSessionCookie, staffLoginIdOf } from '../../../../plugins/staff-session.ts';
import type { StaffSignOn } from '../../../../services/staff/staff-sign-on.ts';

/** POST /api/rest/authentication/auth-bridge: the issuer's code and state → a staff session (its cookie). */
export default function authBridgeRoute(app: FastifyInstance, staff: StaffSignOn) {
  app.post<{ Body: StaffAuthBridgeBody; Reply: StaffAuthBridgeAnswer }>('/api/rest/authentication/auth-bridge', accountWrite(app), async (request, reply) => {
    const { code, state, iss } = request.body;
    // The login's cookie is spent whatever the answer: a second try starts a new login.
    setStaffLoginCookie(reply, undefined);
    const { session, staff: member } = await staff.bridge({ attemptId: staffLoginIdOf(request), code, state, iss });
    setStaffSessionCookie(reply, session);
    return { data: member };
  });
}
