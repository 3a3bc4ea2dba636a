import type { FastifyInstance } from 'fastify';
import type { AuthenticateGoogleAnswer, AuthenticateGoogleBody } from '../../../../../../schemas/api/types.generated.ts';
import { DEFAULT_WRITE_LIMIT } from '../../../../config.ts';
import { accountWrite, setSessionCookie } from '../../../../plugins/account-session.ts';
import type { CatalogueStore } from '../../../../services/catalogue-store.ts';
import type { GoogleSignIn } from '../../../../services/customers/google-sign-in.ts';
import { profileView } from '../../../../services/customers/profiles.ts';

/** POST /api/customers/authenticate/google: token (Google's ID token), brand_id → logged in (the session cookie), as customers/authenticate answers. */
export default function authenticateGoogleRoute(app: FastifyInstance, deps: { google: GoogleSignIn; catalogue: Pick<CatalogueStore, 'get'> }) {
  app.post<{ Body: AuthenticateGoogleBody; Reply: AuthenticateGoogleAnswer }>(
    '/api/customers/authenticate/google',
    accountWrite(app, { name: 'google-sign-in', limit: DEFAULT_WRITE_LIMIT }),
    async (request, reply) => {
      const done = await deps.google.login({ token: request.body.token, brandId: request.body.brand_id, requestBrandId: request.brandId });
      setSessionCookie(reply, done.session);
      return { data: profileView(done.customer, await deps.catalogue.get()), meta: { post_login_url: done.postLoginUrl } };
    },
  );
}
