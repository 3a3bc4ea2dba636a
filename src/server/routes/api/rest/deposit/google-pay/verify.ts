import type { FastifyInstance } from 'fastify';
import { text, type WireAmount } from '../../../../../domain/payments/input.ts';
import { bodyOf } from '../../../../../http/body.ts';
import type { Wallets } from '../../../../../services/payments/wallets.ts';

/** POST /api/rest/deposit/google-pay/verify: amount (two decimals), deposit_request_token, token → meta.google_pay, data. */
export default function googlePayVerifyRoute(app: FastifyInstance, wallets: Wallets) {
  app.post('/api/rest/deposit/google-pay/verify', async (request) => {
    const body = bodyOf(request);
    const amount = body.amount as WireAmount | undefined;
    const started = await wallets.startGooglePay({ brandId: request.brandId, token: text(body.token), depositRequestToken: text(body.deposit_request_token), amount });
    return { meta: { google_pay: started.googlePay }, data: started.order };
  });
}
