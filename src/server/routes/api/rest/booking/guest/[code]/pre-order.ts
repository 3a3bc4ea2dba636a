import type { FastifyInstance } from 'fastify';
import type { GuestPreOrderSaveAnswer, GuestPreOrderSaveBody, GuestPreOrderSaveParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../../plugins/lookup-limit.ts';
import type { GuestPages } from '../../../../../../services/guests/guest-page.ts';

/** POST /api/rest/booking/guest/{code}/pre-order: the guest changes their own choices. Under the lookup limit. */
export default function guestPreOrderRoute(app: FastifyInstance, pages: GuestPages) {
  app.post<{ Params: GuestPreOrderSaveParams; Body: GuestPreOrderSaveBody; Reply: GuestPreOrderSaveAnswer }>('/api/rest/booking/guest/:code/pre-order', lookupLimited(app), async (request) =>
    pages.saveChoices({ brandId: request.brandId, code: request.params.code, choices: request.body.pre_order.choices }),
  );
}
