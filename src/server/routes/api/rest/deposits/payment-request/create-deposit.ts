import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../../payments/service.ts';
import { bodyOf } from '../../../../body.ts';

/** POST /api/rest/deposits/payment-request/create-deposit: payment_code, amount → data.token. */
export default function createPaymentRequestDepositRoute(app: FastifyInstance, payments: Payments) {
  app.post('/api/rest/deposits/payment-request/create-deposit', async (request, reply) =>
    reply.code(201).send(await payments.createPaymentRequestDeposit(request.brandId, bodyOf(request))),
  );
}
