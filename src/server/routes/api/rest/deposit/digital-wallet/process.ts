import type { FastifyInstance } from 'fastify';
import type { WalletChargeAnswer, WalletChargeBody } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import type { Wallets } from '../../../../../services/payments/wallets.ts';

/** POST /api/rest/deposit/digital-wallet/process: order_id, type (google_pay or apple_pay), token → data.success. */
export default function processWalletRoute(app: FastifyInstance, wallets: Wallets) {
  app.post<{ Body: WalletChargeBody; Reply: WalletChargeAnswer }>('/api/rest/deposit/digital-wallet/process', async (request) => {
    const { body } = request;
    // The wallet's token is a JSON object in the browser; a form post sends it as a string.
    const token = typeof body.token === 'string' ? body.token : body.token && typeof body.token === 'object' ? JSON.stringify(body.token) : '';
    const data = await wallets.charge({ brandId: request.brandId, orderId: text(body.order_id), type: text(body.type), token });
    return { data };
  });
}
