import type { FastifyInstance } from 'fastify';
import type { GuestJoinAnswer, GuestJoinBody, GuestJoinParams, GuestJoinViewAnswer, GuestJoinViewParams } from '../../../../../../../schemas/api/types.generated.ts';
import { accountWrite, sessionIdOf } from '../../../../../plugins/account-session.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { GuestJoinByCode } from '../../../../../services/guests/guest-join.ts';

/**
 * GET and POST /api/rest/booking/guest-join/{code}: a guest's invitation, and joining by it (a confirm
 * when logged in as the invited customer, else forename, surname and password ask for the account, whose
 * verification e-mail goes to the invitation's address). Under the lookup limit; the POST refuses another site's request.
 */
export default function guestJoinRoute(app: FastifyInstance, joinByCode: GuestJoinByCode) {
  app.get<{ Params: GuestJoinViewParams; Reply: GuestJoinViewAnswer }>('/api/rest/booking/guest-join/:code', lookupLimited(app), async (request) =>
    joinByCode.view({ brandId: request.brandId, code: request.params.code, sessionId: sessionIdOf(request) }),
  );

  const limit = lookupLimited(app).preHandler;
  const writeOnly = accountWrite(app).preHandler;
  app.post<{ Params: GuestJoinParams; Body: GuestJoinBody; Reply: GuestJoinAnswer }>(
    '/api/rest/booking/guest-join/:code',
    { preHandler: limit ? [limit, ...writeOnly] : writeOnly },
    async (request, reply) => {
      const { body } = request;
      const joined = await joinByCode.join({
        brandId: request.brandId,
        code: request.params.code,
        sessionId: sessionIdOf(request),
        forename: body.forename,
        surname: body.surname,
        password: body.password,
      });
      return reply.send({ data: { booking_id: joined.booking_id, email_sent: joined.emailSent } });
    },
  );
}
