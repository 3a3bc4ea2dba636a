import type { FastifyInstance } from 'fastify';
import { bodyOf } from '../../../../../http/body.ts';
import { accountWrite } from '../../../../../plugins/account-session.ts';
import type { PasswordReset } from '../../../../../services/customers/password-reset.ts';

/** POST /api/customers/forgot-password/{reset_token}/process: password → set; the link is used up and every session of the account ends. */
export default function resetProcessRoute(app: FastifyInstance, reset: PasswordReset) {
  app.post<{ Params: { reset_token: string } }>('/api/customers/forgot-password/:reset_token/process', accountWrite(app), async (request) => ({
    data: await reset.process({ token: request.params.reset_token, password: bodyOf(request).password }),
  }));
}
