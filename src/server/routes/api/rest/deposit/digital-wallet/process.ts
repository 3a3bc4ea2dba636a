import type { FastifyInstance } from 'fastify';
import type { Payments } from '../../../../../payments/service.ts';
import { bodyOf } from '../../../../body.ts';

/** POST /api/rest/deposit/digital-wallet/process: order_id, type (google_pay or apple_pay), token → data.success. */
export default function processWalletRoute(app: FastifyInstance, payments: Payments) {
  app.post('/api/rest/deposit/digital-wallet/process', async (request) => payments.processWallet(request.brandId, bodyOf(request)));
}
