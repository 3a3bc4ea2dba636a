import type { FastifyInstance } from 'fastify';
import { text, type WireAmount } from '../../../../../domain/payments/input.ts';
import { bodyOf } from '../../../../../http/body.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { DepositRequests } from '../../../../../services/payments/deposit-requests.ts';

/** POST /api/rest/deposits/payment-request/create-deposit: payment_code, amount → data.token. Under the lookup limit. */
export default function createPaymentRequestDepositRoute(app: FastifyInstance, depositRequests: DepositRequests) {
  app.post('/api/rest/deposits/payment-request/create-deposit', lookupLimited(app), async (request, reply) => {
    const body = bodyOf(request);
    const data = await depositRequests.createFromPaymentCode({ brandId: request.brandId, paymentCode: text(body.payment_code), amount: body.amount as WireAmount | undefined });
    return reply.code(201).send({ data });
  });
}
