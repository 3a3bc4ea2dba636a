import type { FastifyInstance } from 'fastify';
import type { AccountPage } from '../../pages/account-page.ts';
import { lookupLimited } from '../../plugins/lookup-limit.ts';
import type { CodeBrands } from '../../services/payments/code-brands.ts';

/** GET /payment/{code}: a payment request (a deposit request's token; /payment/{id} names the same page): its amount and the card page. Under the lookup limit. */
export default function paymentPageRoute(app: FastifyInstance, deps: { page: AccountPage; codes: CodeBrands }) {
  app.get<{ Params: { code: string } }>('/payment/:code', lookupLimited(app), async (request, reply) =>
    deps.page.send(request, reply, { brandId: await deps.codes.brandOf('depositRequest', request.params.code) }),
  );
}
