import type { FastifyInstance } from 'fastify';
import type { SessionDepositAnswer, SessionDepositBody } from '../../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../../domain/payments/input.ts';
import { listOf, stringOf } from '../../../../../http/body.ts';
import { limited } from '../../../../../plugins/rate-limits.ts';
import type { SessionDeposits } from '../../../../../services/booking-sessions/deposits.ts';

/** POST /api/rest/booking/session/deposit: session_id, include (gp), payment_type, url → what is to pay, and the card page's request. */
export default function depositRoute(app: FastifyInstance, deposits: SessionDeposits) {
  app.post<{ Body: SessionDepositBody; Reply: SessionDepositAnswer }>('/api/rest/booking/session/deposit', limited(app, 'session-deposit'), async (request) => {
    const { body } = request;
    const payment = { paymentType: text(body.payment_type), url: text(body.url) };
    return { data: await deposits.deposit({ brandId: request.brandId, sessionId: stringOf(body.session_id), include: listOf(body.include), ...payment }) };
  });
}
