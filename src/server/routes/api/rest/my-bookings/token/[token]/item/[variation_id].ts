import type { FastifyInstance } from 'fastify';
import type { TokenPreOrderItemsAnswer, TokenPreOrderItemsBody, TokenPreOrderItemsParams } from '../../../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../../../plugins/lookup-limit.ts';
import type { BookingPreOrders } from '../../../../../../../services/bookings/pre-orders.ts';

/** POST /api/rest/my-bookings/token/{token}/item/{variation_id}: the manage link's holder chooses a per-booking package's items. */
export default function tokenItemsRoute(app: FastifyInstance, preOrders: BookingPreOrders) {
  app.post<{ Params: TokenPreOrderItemsParams; Body: TokenPreOrderItemsBody; Reply: TokenPreOrderItemsAnswer }>('/api/rest/my-bookings/token/:token/item/:variation_id', lookupLimited(app), async (request) => ({
    data: await preOrders.saveItems({ brandId: request.brandId, access: { manageKey: request.params.token }, variationId: request.params.variation_id, items: request.body.items }),
  }));
}
