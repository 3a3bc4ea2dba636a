import type { FastifyInstance } from 'fastify';
import type { EmailVerifyCodeAnswer, EmailVerifyCodeParams } from '../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../plugins/lookup-limit.ts';
import type { EmailVerification } from '../../../../services/customers/email-verification.ts';

/** POST /api/customers/email-verify/{code}: the e-mailed link opened. Under the lookup limit. */
export default function emailVerifyCodeRoute(app: FastifyInstance, verification: EmailVerification) {
  app.post<{ Params: EmailVerifyCodeParams; Reply: EmailVerifyCodeAnswer }>('/api/customers/email-verify/:code', lookupLimited(app), async (request) => ({
    data: await verification.verify(request.params.code),
  }));
}
