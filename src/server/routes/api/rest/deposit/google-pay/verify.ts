import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../../payments/service.ts';
import { bodyOf } from '../../../../body.ts';

/** POST /api/rest/deposit/google-pay/verify: amount (two decimals), deposit_request_token, token → meta.google_pay, data. */
export default function googlePayVerifyRoute(app: FastifyInstance, payments: Payments) {
  app.post('/api/rest/deposit/google-pay/verify', async (request) => payments.googlePayVerify(request.brandId, bodyOf(request)));
}
