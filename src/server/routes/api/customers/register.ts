import type { RegisterAnswer, RegisterBody } from '../../../../../schemas/api/types.generated.ts';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_EMAIL_LIMIT } from '../../../config.ts';
import { accountWrite } from '../../../plugins/account-session.ts';
import type { Registration } from '../../../services/customers/registration.ts';

/** POST /api/customers/register: email (and join_token, return_to) → the verification e-mail is sent. Limited per client. */
export default function registerRoute(app: FastifyInstance, registration: Registration) {
  app.post<{ Body: RegisterBody; Reply: RegisterAnswer }>('/api/customers/register', accountWrite(app, { name: 'register', limit: ACCOUNT_EMAIL_LIMIT }), async (request) => {
    const { body } = request;
    return { data: await registration.register({ brandId: request.brandId, email: body.email, joinToken: body.join_token, returnTo: body.return_to }) };
  });
}
