import type { ResetPasswordAnswer, ResetPasswordBody, ResetPasswordParams } from '../../../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { accountWrite, setDeviceCookie } from '../../../../../plugins/account-session.ts';
import type { PasswordReset } from '../../../../../services/customers/password-reset.ts';

/**
 * POST /api/customers/forgot-password/{reset_token}/process: password → set; the link is used up and every
 * session of the account ends; the browser becomes one known to be the account's (the device cookie).
 */
export default function resetProcessRoute(app: FastifyInstance, reset: PasswordReset) {
  app.post<{ Params: ResetPasswordParams; Body: ResetPasswordBody; Reply: ResetPasswordAnswer }>('/api/customers/forgot-password/:reset_token/process', accountWrite(app), async (request, reply) => {
    const { message, device } = await reset.process({ token: request.params.reset_token, password: request.body.password });
    setDeviceCookie(reply, device);
    return { data: { message } };
  });
}
