import type { RegisterStandaloneAnswer, RegisterStandaloneBody } from '../../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EMAIL_LIMIT } from '../../../../config.ts';
import { accountWrite } from '../../../../plugins/account-session.ts';
import type { Registration } from '../../../../services/customers/registration.ts';

/**
 * POST /api/customers/register/standalone: booking_token, email, password → the verification e-mail to the
 * booking's address; the account is made, and logged in, when its link is followed (a manage link proves nothing).
 */
export default function standaloneRoute(app: FastifyInstance, deps: { registration: Registration }) {
  app.post<{ Body: RegisterStandaloneBody; Reply: RegisterStandaloneAnswer }>('/api/customers/register/standalone', accountWrite(app, { name: 'register', limit: ACCOUNT_EMAIL_LIMIT }), async (request) => {
    const { body } = request;
    return { data: await deps.registration.standalone({ brandId: request.brandId, bookingToken: body.booking_token, email: body.email, password: body.password }) };
  });
}
