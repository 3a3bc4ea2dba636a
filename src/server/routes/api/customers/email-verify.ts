import type { FastifyInstance } from 'fastify';
import type { EmailVerifyAnswer, EmailVerifyBody } from '../../../../../schemas/api/types.generated.ts';
import { ACCOUNT_EMAIL_LIMIT } from '../../../config.ts';
import { accountWrite, sessionIdOf } from '../../../plugins/account-session.ts';
import { lookupLimited } from '../../../plugins/lookup-limit.ts';
import type { EmailVerification } from '../../../services/customers/email-verification.ts';

/** POST /api/customers/email-verify: e-mails the link that verifies an address. Limited as the calls that send e-mail, and under the lookup limit (it takes an app user id). */
export default function emailVerifyRoute(app: FastifyInstance, verification: EmailVerification) {
  const lookup = lookupLimited(app).preHandler;
  const options = { preHandler: [...accountWrite(app, { name: 'email-verify', limit: ACCOUNT_EMAIL_LIMIT }).preHandler, ...(lookup ? [lookup] : [])] };
  app.post<{ Body: EmailVerifyBody; Reply: EmailVerifyAnswer }>('/api/customers/email-verify', options, async (request) => {
    const { body } = request;
    return {
      data: await verification.request({
        brandId: request.brandId,
        sessionId: sessionIdOf(request),
        emailAddress: body.email_address,
        appUserId: body.app_user_id,
        rbCustomerId: body.rb_customer_id,
        student: body.student,
      }),
    };
  });
}
