import type { FastifyInstance } from 'fastify';
import { sessionIdOf } from '../../../plugins/account-session.ts';
import type { Profiles } from '../../../services/customers/profiles.ts';

/** GET /api/customers/me: the logged-in customer (profile, favourite bar, allergens); 401 when not logged in. */
export default function meRoute(app: FastifyInstance, profiles: Profiles) {
  app.get('/api/customers/me', async (request) => ({ data: await profiles.me(sessionIdOf(request)) }));
}
