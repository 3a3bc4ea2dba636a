import type { FastifyInstance } from 'fastify';
import type { AccountPage } from '../../pages/account-page.ts';
import { lookupLimited } from '../../plugins/lookup-limit.ts';
import type { CodeBrands } from '../../services/payments/code-brands.ts';

/** GET /deposit/{code}: a payment request, after the deposit page's check call. Under the lookup limit. */
export default function depositPageRoute(app: FastifyInstance, deps: { page: AccountPage; codes: CodeBrands }) {
  app.get<{ Params: { code: string } }>('/deposit/:code', lookupLimited(app), async (request, reply) =>
    deps.page.send(request, reply, { brandId: await deps.codes.brandOf('depositRequest', request.params.code) }),
  );
}
