import type { FastifyInstance } from 'fastify';
import type { AccountPage } from '../../pages/account-page.ts';
import { lookupLimited } from '../../plugins/lookup-limit.ts';
import type { CodeBrands } from '../../services/payments/code-brands.ts';

/** GET /pay-deposit/{code}: a booking's deposit or balance, by its payment token. Under the lookup limit. */
export default function payDepositPageRoute(app: FastifyInstance, deps: { page: AccountPage; codes: CodeBrands }) {
  app.get<{ Params: { code: string } }>('/pay-deposit/:code', lookupLimited(app), async (request, reply) =>
    deps.page.send(request, reply, { brandId: await deps.codes.brandOf('paymentToken', request.params.code) }),
  );
}
