import type { FastifyInstance } from 'fastify';
import type { AccountPage } from '../../../pages/account-page.ts';
import { lookupLimited } from '../../../plugins/lookup-limit.ts';
import type { CodeBrands } from '../../../services/payments/code-brands.ts';

/** GET /payment/check/{code}: the verify screen for an order. Under the lookup limit. */
export default function paymentCheckPageRoute(app: FastifyInstance, deps: { page: AccountPage; codes: CodeBrands }) {
  app.get<{ Params: { code: string } }>('/payment/check/:code', lookupLimited(app), async (request, reply) =>
    deps.page.send(request, reply, { brandId: await deps.codes.brandOf('order', request.params.code) }),
  );
}
