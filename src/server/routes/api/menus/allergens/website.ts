import type { FastifyInstance } from 'fastify';
import type { AllergenWebsiteAnswer, AllergenWebsiteQuery } from '../../../../../../schemas/api/types.generated.ts';
import type { AllergenMenus } from '../../../../services/menus/allergen-menus.ts';

/** GET /api/menus/allergens/website?bar_id&type: the bar's allergen entries of a menu type, with their PDFs. */
export default function allergenWebsiteRoute(app: FastifyInstance, menus: AllergenMenus) {
  app.get<{ Querystring: AllergenWebsiteQuery; Reply: AllergenWebsiteAnswer }>('/api/menus/allergens/website', async (request) => ({
    data: await menus.website({ brandId: request.brandId, barId: request.query.bar_id, type: request.query.type }),
  }));
}
