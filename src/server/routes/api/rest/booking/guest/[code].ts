import type { FastifyInstance } from 'fastify';
import type { GuestPageAnswer, GuestPageParams, GuestPageQuery } from '../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { GuestPages } from '../../../../../services/guests/guest-page.ts';

/** GET /api/rest/booking/guest/{code}: a guest's own page by their unique code. Under the lookup limit. */
export default function guestPageRoute(app: FastifyInstance, pages: GuestPages) {
  app.get<{ Params: GuestPageParams; Querystring: GuestPageQuery; Reply: GuestPageAnswer }>('/api/rest/booking/guest/:code', lookupLimited(app), async (request) => ({
    data: await pages.view({ brandId: request.brandId, code: request.params.code }),
  }));
}
