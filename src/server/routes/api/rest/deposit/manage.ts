import type { FastifyInstance } from 'fastify';
import type { DepositManageAnswer, DepositManageQuery } from '../../../../../../schemas/api/types.generated.ts';
import { text } from '../../../../domain/payments/input.ts';
import { lookupLimited } from '../../../../plugins/lookup-limit.ts';
import type { PaymentLookups } from '../../../../services/payments/lookups.ts';

/** GET /api/rest/deposit/manage?token=<payment token>: deposit_balance, balance and what can be paid. Under the lookup limit. */
export default function depositManageRoute(app: FastifyInstance, lookups: PaymentLookups) {
  app.get<{ Querystring: DepositManageQuery; Reply: DepositManageAnswer }>('/api/rest/deposit/manage', lookupLimited(app), async (request) => ({
    data: await lookups.byPaymentToken(request.brandId, text(request.query.token)),
  }));
}
