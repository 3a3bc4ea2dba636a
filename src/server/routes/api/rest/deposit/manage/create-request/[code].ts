import type { FastifyInstance } from 'fastify';
import type { ManagePaymentAnswer, ManagePaymentBody, ManagePaymentParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../../domain/payments/input.ts';
import { lookupLimited } from '../../../../../../plugins/lookup-limit.ts';
import type { HostedOrders } from '../../../../../../services/payments/orders.ts';

/** POST /api/rest/deposit/manage/create-request/{code}: amount, payment_type, deposit_request_token, url → data.gp.data. Under the lookup limit. */
export default function createRequestRoute(app: FastifyInstance, orders: HostedOrders) {
  app.post<{ Params: ManagePaymentParams; Body: ManagePaymentBody; Reply: ManagePaymentAnswer }>('/api/rest/deposit/manage/create-request/:code', lookupLimited(app), async (request, reply) => {
    const { body } = request;
    const data = await orders.forManageRequest({
      brandId: request.brandId,
      code: text(request.params.code),
      depositRequestToken: text(body.deposit_request_token),
      amount: body.amount ?? undefined,
      paymentType: text(body.payment_type),
      url: text(body.url),
    });
    return reply.code(201).send({ data });
  });
}
