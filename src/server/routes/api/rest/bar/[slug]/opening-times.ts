import type { FastifyInstance } from 'fastify';
import type { BarOpeningTimesAnswer, BarOpeningTimesParams } from '../../../../../../../schemas/api/types.generated.ts';
import type { BarOpeningTimes } from '../../../../../services/bars/opening-times.ts';

/** GET /api/rest/bar/{slug}/opening-times: a bar's week of hours and day parts, today, and its special dates. */
export default function barOpeningTimesRoute(app: FastifyInstance, openingTimes: BarOpeningTimes) {
  app.get<{ Params: BarOpeningTimesParams; Reply: BarOpeningTimesAnswer }>('/api/rest/bar/:slug/opening-times', async (request) => ({
    data: await openingTimes.of({ brandId: request.brandId, slug: request.params.slug }),
  }));
}
