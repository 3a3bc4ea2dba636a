import type { FastifyInstance } from 'fastify';
import type { AuthenticateAppCustomerAnswer, AuthenticateAppCustomerBody } from '../../../../../schemas/api/types.generated.ts';
import { accountLookupWrite, sessionIdOf, setSessionCookie } from '../../../plugins/account-session.ts';
import type { CatalogueStore } from '../../../services/catalogue-store.ts';
import type { AppUsers } from '../../../services/customers/app-users.ts';
import { profileView } from '../../../services/customers/profiles.ts';

/** POST /api/customers/authenticate-app-customer: app_user_id → logged in as its customer. Under the lookup limit. */
export default function authenticateAppCustomerRoute(app: FastifyInstance, deps: { appUsers: AppUsers; catalogue: Pick<CatalogueStore, 'get'> }) {
  app.post<{ Body: AuthenticateAppCustomerBody; Reply: AuthenticateAppCustomerAnswer }>('/api/customers/authenticate-app-customer', accountLookupWrite(app), async (request, reply) => {
    const done = await deps.appUsers.authenticate({ appUserId: request.body.app_user_id, sessionId: sessionIdOf(request) });
    setSessionCookie(reply, done.session);
    return { data: profileView(done.customer, await deps.catalogue.get()), meta: { post_login_url: done.postLoginUrl } };
  });
}
