import type { FastifyInstance } from 'fastify';
import type { TipOutcomeAnswer, TipOutcomeParams } from '../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { Tips } from '../../../../../services/tips/tips.ts';

/** GET /api/rest/tip/{id}/outcome: a tip's outcome, by its id. Under the lookup limit. */
export default function tipOutcomeRoute(app: FastifyInstance, tips: Tips) {
  app.get<{ Params: TipOutcomeParams; Reply: TipOutcomeAnswer }>('/api/rest/tip/:id/outcome', lookupLimited(app), async (request) => ({
    data: await tips.outcome({ brandId: request.brandId, id: request.params.id }),
  }));
}
