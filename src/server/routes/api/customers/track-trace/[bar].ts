import type { FastifyInstance } from 'fastify';
import type { CheckInAnswer, CheckInBarAnswer, CheckInBarParams, CheckInBody, CheckInParams } from '../../../../../../schemas/api/types.generated.ts';
import { accountWrite } from '../../../../plugins/account-session.ts';
import type { CheckInVisits } from '../../../../services/check-ins/visits.ts';

/** GET and POST /api/customers/track-trace/{bar}: the bar of a check-in page; checking a group in. */
export default function checkInRoute(app: FastifyInstance, visits: CheckInVisits) {
  app.get<{ Params: CheckInBarParams; Reply: CheckInBarAnswer }>('/api/customers/track-trace/:bar', async (request) => ({
    meta: await visits.bar({ brandId: request.brandId, bar: request.params.bar }),
  }));
  app.post<{ Params: CheckInParams; Body: CheckInBody; Reply: CheckInAnswer }>('/api/customers/track-trace/:bar', accountWrite(app, { name: 'check-in' }), async (request) => ({
    data: await visits.checkIn({ brandId: request.brandId, bar: request.params.bar, body: (request.body ?? {}) as Record<string, unknown> }),
  }));
}
