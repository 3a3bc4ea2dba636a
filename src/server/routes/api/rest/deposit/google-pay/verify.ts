import type { FastifyInstance } from 'fastify';
import type { GooglePayVerifyAnswer, GooglePayVerifyBody } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import type { Wallets } from '../../../../../services/payments/wallets.ts';

/** POST /api/rest/deposit/google-pay/verify: amount (two decimals), deposit_request_token, token → meta.google_pay, data. */
export default function googlePayVerifyRoute(app: FastifyInstance, wallets: Wallets) {
  app.post<{ Body: GooglePayVerifyBody; Reply: GooglePayVerifyAnswer }>('/api/rest/deposit/google-pay/verify', async (request) => {
    const { body } = request;
    const amount = body.amount ?? undefined;
    const started = await wallets.startGooglePay({ brandId: request.brandId, token: text(body.token), depositRequestToken: text(body.deposit_request_token), amount });
    return { meta: { google_pay: started.googlePay }, data: started.order };
  });
}
