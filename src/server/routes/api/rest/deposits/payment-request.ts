import type { FastifyInstance } from 'fastify';
import type { PaymentRequestAnswer, PaymentRequestQuery } from '../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../domain/payments/input.ts';
import { listOf } from '../../../../http/body.ts';
import { lookupLimited } from '../../../../plugins/lookup-limit.ts';
import type { PaymentLookups } from '../../../../services/payments/lookups.ts';

/** GET /api/rest/deposits/payment-request?code=<booking reference>&include=booking: what is to pay. Under the lookup limit. */
export default function paymentRequestRoute(app: FastifyInstance, lookups: PaymentLookups) {
  app.get<{ Querystring: PaymentRequestQuery; Reply: PaymentRequestAnswer }>('/api/rest/deposits/payment-request', lookupLimited(app), async (request) => ({
    data: await lookups.byReference(request.brandId, text(request.query.code), listOf(request.query.include)),
  }));
}
