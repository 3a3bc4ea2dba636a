import type { FastifyInstance } from 'fastify';
import type { DepositRequestAnswer, DepositRequestParams } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { DepositRequests } from '../../../../../services/payments/deposit-requests.ts';

/** POST /api/rest/deposit/payment/{code} (include=deposit_request): the deposit request behind a payment token. Under the lookup limit. */
export default function depositRequestRoute(app: FastifyInstance, depositRequests: DepositRequests) {
  app.post<{ Params: DepositRequestParams; Reply: DepositRequestAnswer }>('/api/rest/deposit/payment/:code', lookupLimited(app), async (request) => ({
    data: await depositRequests.show(request.brandId, text(request.params.code)),
  }));
}
