import type { FastifyInstance } from 'fastify';
import type { ApplePayVerifyAnswer, ApplePayVerifyBody } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import type { Wallets } from '../../../../../services/payments/wallets.ts';

/** POST /api/rest/deposit/apple-pay/verify: url (validation URL), domain, amount, deposit_request_token, token → data.gp.data. */
export default function applePayVerifyRoute(app: FastifyInstance, wallets: Wallets) {
  app.post<{ Body: ApplePayVerifyBody; Reply: ApplePayVerifyAnswer }>('/api/rest/deposit/apple-pay/verify', async (request) => {
    const { body } = request;
    // The page's host name; absent means this server's own.
    const domain = body.domain || undefined;
    const payment = { token: text(body.token), depositRequestToken: text(body.deposit_request_token), amount: body.amount ?? undefined };
    return { data: await wallets.startApplePay({ brandId: request.brandId, validationUrl: text(body.url), domain, ...payment }) };
  });
}
