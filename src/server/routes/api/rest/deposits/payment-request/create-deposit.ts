import type { FastifyInstance } from 'fastify';
import { lookupLimited } from '../../../../../payments/lookup-limit.ts';
import type { Payments } from '../../../../../payments/service.ts';
import { bodyOf } from '../../../../body.ts';

/** POST /api/rest/deposits/payment-request/create-deposit: payment_code, amount → data.token. Under the lookup limit. */
export default function createPaymentRequestDepositRoute(app: FastifyInstance, payments: Payments) {
  app.post('/api/rest/deposits/payment-request/create-deposit', lookupLimited(app), async (request, reply) =>
    reply.code(201).send(await payments.createPaymentRequestDeposit(request.brandId, bodyOf(request))),
  );
}
