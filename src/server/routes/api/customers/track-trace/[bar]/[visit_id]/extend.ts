import type { FastifyInstance } from 'fastify';
import type { CheckInExtendAnswer, CheckInExtendParams } from '../../../../../../../../schemas/api/types.generated.ts';
import { accountLookupWrite } from '../../../../../../plugins/account-session.ts';
import type { CheckInVisits } from '../../../../../../services/check-ins/visits.ts';

/** POST /api/customers/track-trace/{bar}/{visit_id}/extend: the visit lasts 2 hours from now. Under the lookup limit. */
export default function checkInExtendRoute(app: FastifyInstance, visits: CheckInVisits) {
  app.post<{ Params: CheckInExtendParams; Reply: CheckInExtendAnswer }>('/api/customers/track-trace/:bar/:visit_id/extend', accountLookupWrite(app), async (request) => ({
    data: await visits.extend({ brandId: request.brandId, bar: request.params.bar, visitId: request.params.visit_id }),
  }));
}
