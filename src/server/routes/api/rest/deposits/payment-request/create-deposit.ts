import type { FastifyInstance } from 'fastify';
import type { PaymentCodeDepositAnswer, PaymentCodeDepositBody } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { DepositRequests } from '../../../../../services/payments/deposit-requests.ts';

/** POST /api/rest/deposits/payment-request/create-deposit: payment_code, amount → data.token. Under the lookup limit. */
export default function createPaymentRequestDepositRoute(app: FastifyInstance, depositRequests: DepositRequests) {
  app.post<{ Body: PaymentCodeDepositBody; Reply: PaymentCodeDepositAnswer }>('/api/rest/deposits/payment-request/create-deposit', lookupLimited(app), async (request, reply) => {
    const { body } = request;
    const data = await depositRequests.createFromPaymentCode({ brandId: request.brandId, paymentCode: text(body.payment_code), amount: body.amount ?? undefined });
    return reply.code(201).send({ data });
  });
}
