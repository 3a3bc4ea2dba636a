import type { FastifyInstance } from 'fastify';
import { paymentPageCsp } from '../../../../../pages/csp.ts';
import type { PaymentCallbackBody } from '../../../../../../../schemas/api/types.generated.ts';
import { PAGE_HEADERS, resultPage } from '../../../../../pages/payment-result.ts';
import type { Settlement } from '../../../../../services/payments/settlement.ts';

/**
 * POST /api/rest/deposit/payment/callback: the merchant response URL. The gateway posts its signed
 * answer here (no API key: the signature is the credential) and shows the page we answer with in
 * the payment frame. A rejected answer gets a 4xx and changes nothing.
 */
export default function paymentCallbackRoute(app: FastifyInstance, settlement: Settlement, options: { publicUrl: string; frameOrigins: ReadonlySet<string> }) {
  // Shown in the payment frame: framed by this server's pages and the brands' sites, as the card page is.
  const csp = paymentPageCsp([...options.frameOrigins].filter((origin) => origin !== new URL(options.publicUrl).origin));
  app.post<{ Body: PaymentCallbackBody }>('/api/rest/deposit/payment/callback', { config: { public: true } }, async (request, reply) => {
    const { order } = await settlement.settle(request.body);
    const asked = request.body.HPP_POST_DIMENSIONS;
    const parentOrigin = typeof asked === 'string' && options.frameOrigins.has(asked) ? asked : null;
    const success = order.status === 'paid' || order.status === 'stored';
    return reply
      .code(200)
      .headers({ ...PAGE_HEADERS, 'content-security-policy': csp })
      .send(resultPage({ publicUrl: options.publicUrl, parentOrigin, outcome: order.status, message: order.customer_message ?? '', success }));
  });
}
