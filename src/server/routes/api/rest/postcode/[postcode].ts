import type { FastifyInstance } from 'fastify';
import type { PostcodeLocationAnswer, PostcodeLocationParams } from '../../../../../../schemas/api/types.generated.ts';
import { limited } from '../../../../plugins/rate-limits.ts';
import type { Postcodes } from '../../../../services/bars/postcodes.ts';

/** GET /api/rest/postcode/{postcode}: where a UK postcode is, for the bar finder (limited: it may ask a postcode service). */
export default function postcodeRoute(app: FastifyInstance, postcodes: Postcodes) {
  app.get<{ Params: PostcodeLocationParams; Reply: PostcodeLocationAnswer }>('/api/rest/postcode/:postcode', limited(app, 'postcode'), async (request) => ({
    data: await postcodes.locate(request.params.postcode),
  }));
}
