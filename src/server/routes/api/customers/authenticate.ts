import type { AuthenticateAnswer, AuthenticateBody } from '../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { accountWrite, clientAddressOf, deviceCookieOf, setDeviceCookie, setSessionCookie } from '../../../plugins/account-session.ts';
import type { Authentication } from '../../../services/customers/authentication.ts';
import type { CatalogueStore } from '../../../services/catalogue-store.ts';
import { profileView } from '../../../services/customers/profiles.ts';

/** POST /api/customers/authenticate: email, password (and join_token) → logged in (the session cookie), meta.post_login_url. */
export default function authenticateRoute(app: FastifyInstance, deps: { authentication: Authentication; catalogue: Pick<CatalogueStore, 'get'> }) {
  app.post<{ Body: AuthenticateBody; Reply: AuthenticateAnswer }>('/api/customers/authenticate', accountWrite(app), async (request, reply) => {
    const { body } = request;
    const done = await deps.authentication.login({ email: body.email, password: body.password, joinToken: body.join_token, clientAddress: clientAddressOf(request), deviceCookie: deviceCookieOf(request) });
    setSessionCookie(reply, done.session);
    setDeviceCookie(reply, done.device);
    return { data: profileView(done.customer, await deps.catalogue.get()), meta: { post_login_url: done.postLoginUrl } };
  });
}
