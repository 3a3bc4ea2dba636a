import type { FastifyInstance } from 'fastify';
import type { EmailVerifyStatusAnswer, EmailVerifyStatusQuery } from '../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../plugins/lookup-limit.ts';
import type { EmailVerification } from '../../../services/customers/email-verification.ts';

/** GET /api/customers/email-verify-status?id=&email=: the verification of an app user's address. Under the lookup limit. */
export default function emailVerifyStatusRoute(app: FastifyInstance, verification: EmailVerification) {
  app.get<{ Querystring: EmailVerifyStatusQuery; Reply: EmailVerifyStatusAnswer }>('/api/customers/email-verify-status', lookupLimited(app), async (request) =>
    verification.status({ appUserId: request.query.id, email: request.query.email }),
  );
}
