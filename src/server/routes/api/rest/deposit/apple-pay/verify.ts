import type { FastifyInstance } from 'fastify';
import { text, type WireAmount } from '../../../../../domain/payments/input.ts';
import { bodyOf } from '../../../../../http/body.ts';
import type { Wallets } from '../../../../../services/payments/wallets.ts';

/** POST /api/rest/deposit/apple-pay/verify: url (validation URL), domain, amount, deposit_request_token, token → data.gp.data. */
export default function applePayVerifyRoute(app: FastifyInstance, wallets: Wallets) {
  app.post('/api/rest/deposit/apple-pay/verify', async (request) => {
    const body = bodyOf(request);
    // The page's host name; absent means this server's own.
    const domain = body.domain === undefined || body.domain === null || body.domain === '' ? undefined : String(body.domain);
    const payment = { token: text(body.token), depositRequestToken: text(body.deposit_request_token), amount: body.amount as WireAmount | undefined };
    return { data: await wallets.startApplePay({ brandId: request.brandId, validationUrl: text(body.url), domain, ...payment }) };
  });
}
