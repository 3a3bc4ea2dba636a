import type { FastifyInstance } from 'fastify';
import type { PasswordReset } from '../../../../../services/customers/password-reset.ts';

/** GET /api/customers/forgot-password/{reset_token}/verify: whether the link can still be used (404 otherwise). */
export default function resetVerifyRoute(app: FastifyInstance, reset: PasswordReset) {
  app.get<{ Params: { reset_token: string } }>('/api/customers/forgot-password/:reset_token/verify', async (request) => ({
    data: await reset.check(request.params.reset_token),
  }));
}
