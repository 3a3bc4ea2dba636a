import type { FastifyInstance } from 'fastify';
import type {
  BrunchUpgradeRequestAnswer,
  BrunchUpgradeRequestBody,
  BrunchUpgradeRequestParams,
  BrunchUpgradeViewAnswer,
  BrunchUpgradeViewParams,
} from '../../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../../plugins/lookup-limit.ts';
import type { BookingServices } from '../../../../../../services/bookings/index.ts';

/**
 * /api/rest/booking/manage/{manage_key}/brunch-upgrade: GET whether the booking may ask for a brunch
 * upgrade call, the call asked for and the windows offered; POST a window and notes. The POST shares
 * the lookup limit of the calls that take a code; the GET, read with every /manage page as the
 * booking itself is, is not limited, like that booking's own call.
 */
export default function brunchUpgradeRoute(app: FastifyInstance, bookings: BookingServices) {
  app.get<{ Params: BrunchUpgradeViewParams; Reply: BrunchUpgradeViewAnswer }>('/api/rest/booking/manage/:code/brunch-upgrade', (request) =>
    bookings.brunchUpgrade.view({ brandId: request.brandId, access: { manageKey: request.params.code } }),
  );

  app.post<{ Params: BrunchUpgradeRequestParams; Body: BrunchUpgradeRequestBody; Reply: BrunchUpgradeRequestAnswer }>('/api/rest/booking/manage/:code/brunch-upgrade', lookupLimited(app), (request) =>
    bookings.brunchUpgrade.request({
      brandId: request.brandId,
      access: { manageKey: request.params.code },
      callbackSlot: request.body?.callback_slot,
      notes: request.body?.notes,
      id: request.body?.id,
    }),
  );
}
