import type { ForgotPasswordAnswer, ForgotPasswordBody } from '../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EMAIL_LIMIT } from '../../../config.ts';
import { accountWrite } from '../../../plugins/account-session.ts';
import type { PasswordReset } from '../../../services/customers/password-reset.ts';

/** POST /api/customers/forgot-password: email → a reset link e-mailed; data.new true when the address has no account. Limited per client. */
export default function forgotPasswordRoute(app: FastifyInstance, reset: PasswordReset) {
  app.post<{ Body: ForgotPasswordBody; Reply: ForgotPasswordAnswer }>('/api/customers/forgot-password', accountWrite(app, { name: 'forgot-password', limit: ACCOUNT_EMAIL_LIMIT }), async (request) => ({
    data: await reset.request({ brandId: request.brandId, email: request.body.email }),
  }));
}
