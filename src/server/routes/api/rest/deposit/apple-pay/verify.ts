import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../../payments/service.ts';
import { bodyOf } from '../../../../body.ts';

/** POST /api/rest/deposit/apple-pay/verify: url (validation URL), amount, deposit_request_token, token → data.gp.data. */
export default function applePayVerifyRoute(app: FastifyInstance, payments: Payments) {
  app.post('/api/rest/deposit/apple-pay/verify', async (request) => payments.applePayVerify(request.brandId, bodyOf(request)));
}
