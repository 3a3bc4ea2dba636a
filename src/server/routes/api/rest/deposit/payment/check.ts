import type { FastifyInstance } from 'fastify';
import type { PaymentCheckAnswer, PaymentCheckQuery } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import type { PaymentLookups } from '../../../../../services/payments/lookups.ts';

/** GET /api/rest/deposit/payment/check?code=<order_id>: received_response and the result. */
export default function paymentCheckRoute(app: FastifyInstance, lookups: PaymentLookups) {
  app.get<{ Querystring: PaymentCheckQuery; Reply: PaymentCheckAnswer }>('/api/rest/deposit/payment/check', async (request) => ({
    data: await lookups.order(request.brandId, text(request.query.code)),
  }));
}
