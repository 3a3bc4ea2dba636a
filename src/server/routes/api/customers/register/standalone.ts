import type { RegisterStandaloneAnswer, RegisterStandaloneBody } from '../../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EMAIL_LIMIT } from '../../../../config.ts';
import { accountWrite, setSessionCookie } from '../../../../plugins/account-session.ts';
import type { Registration } from '../../../../services/customers/registration.ts';
import { profileView } from '../../../../services/customers/profiles.ts';
import type { CatalogueStore } from '../../../../services/catalogue-store.ts';

/** POST /api/customers/register/standalone: booking_token, email, password → an account, logged in (the session cookie). */
export default function standaloneRoute(app: FastifyInstance, deps: { registration: Registration; catalogue: Pick<CatalogueStore, 'get'> }) {
  app.post<{ Body: RegisterStandaloneBody; Reply: RegisterStandaloneAnswer }>('/api/customers/register/standalone', accountWrite(app, { name: 'register', limit: ACCOUNT_EMAIL_LIMIT }), async (request, reply) => {
    const { body } = request;
    const done = await deps.registration.standalone({ brandId: request.brandId, bookingToken: body.booking_token, email: body.email, password: body.password });
    setSessionCookie(reply, done.session);
    return reply.code(201).send({ data: profileView(done.customer, await deps.catalogue.get()), meta: { post_login_url: done.postLoginUrl } });
  });
}
