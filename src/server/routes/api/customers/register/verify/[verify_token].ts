import type { RegisterVerificationAnswer, RegisterVerificationParams, RegisterVerifyAnswer, RegisterVerifyBody, RegisterVerifyParams } from '../../../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { accountWrite, setDeviceCookie, setSessionCookie } from '../../../../../plugins/account-session.ts';
import type { CatalogueStore } from '../../../../../services/catalogue-store.ts';
import { profileView } from '../../../../../services/customers/profiles.ts';
import type { Registration } from '../../../../../services/customers/registration.ts';

/**
 * GET /api/customers/register/verify/{verify_token}: whose link it is (customer_id, email, names).
 * POST (customer_id, forename, surname, password): the account is verified, logged in (the session
 * cookie), and meta.post_login_url says where the site goes.
 */
export default function verifyRoute(app: FastifyInstance, deps: { registration: Registration; catalogue: Pick<CatalogueStore, 'get'> }) {
  app.get<{ Params: RegisterVerificationParams; Reply: RegisterVerificationAnswer }>('/api/customers/register/verify/:verify_token', async (request) => ({
    data: await deps.registration.loadVerification(request.params.verify_token),
  }));
  app.post<{ Params: RegisterVerifyParams; Body: RegisterVerifyBody; Reply: RegisterVerifyAnswer }>('/api/customers/register/verify/:verify_token', accountWrite(app), async (request, reply) => {
    const { body } = request;
    const done = await deps.registration.verify({
      token: request.params.verify_token,
      customerId: body.customer_id,
      forename: body.forename,
      surname: body.surname,
      password: body.password,
    });
    setSessionCookie(reply, done.session);
    setDeviceCookie(reply, done.device);
    return { data: profileView(done.customer, await deps.catalogue.get()), meta: { post_login_url: done.postLoginUrl } };
  });
}
