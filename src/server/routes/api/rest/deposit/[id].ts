import type { FastifyInstance } from 'fastify';
import type { DepositRequestStatusAnswer, DepositRequestStatusParams } from '../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../domain/payments/input.ts';
import { lookupLimited } from '../../../../plugins/lookup-limit.ts';
import type { DepositRequests } from '../../../../services/payments/deposit-requests.ts';

/** GET /api/rest/deposit/{id}: a deposit request's state, by its token (the page ignores the answer). Under the lookup limit. */
export default function depositStatusRoute(app: FastifyInstance, depositRequests: DepositRequests) {
  app.get<{ Params: DepositRequestStatusParams; Reply: DepositRequestStatusAnswer }>('/api/rest/deposit/:id', lookupLimited(app), async (request) => ({
    data: await depositRequests.status(request.brandId, text(request.params.id)),
  }));
}
