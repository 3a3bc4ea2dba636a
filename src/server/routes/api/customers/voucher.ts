import type { FastifyInstance } from 'fastify';
import type { VoucherAnswer, VoucherBody } from '../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../plugins/lookup-limit.ts';
import type { Vouchers } from '../../../services/vouchers/vouchers.ts';

/** POST /api/customers/voucher: the app user of app_user_id redeems a voucher code. Under the lookup limit (codes can be guessed). */
export default function voucherRoute(app: FastifyInstance, vouchers: Vouchers) {
  app.post<{ Body: VoucherBody; Reply: VoucherAnswer }>('/api/customers/voucher', lookupLimited(app), async (request) => ({
    data: await vouchers.redeem({ appUserId: request.body.app_user_id, voucherCode: request.body.voucher_code }),
  }));
}
