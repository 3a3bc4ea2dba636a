import type { FastifyInstance } from 'fastify';
import type { GuestDetailsSaveAnswer, GuestDetailsSaveBody, GuestDetailsSaveParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../../plugins/lookup-limit.ts';
import type { GuestPages } from '../../../../../../services/guests/guest-page.ts';

/** POST /api/rest/booking/guest/{code}/details: the guest adds or corrects their own name and e-mail. Under the lookup limit. */
export default function guestDetailsRoute(app: FastifyInstance, pages: GuestPages) {
  app.post<{ Params: GuestDetailsSaveParams; Body: GuestDetailsSaveBody; Reply: GuestDetailsSaveAnswer }>('/api/rest/booking/guest/:code/details', lookupLimited(app), async (request) =>
    pages.saveDetails({ brandId: request.brandId, code: request.params.code, details: request.body }),
  );
}
