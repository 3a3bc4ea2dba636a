import type { FastifyInstance } from 'fastify';
import type { AllergenMenuTypesAnswer, AllergenMenuTypesParams } from '../../../../../../schemas/api/types.generated.ts';
import type { AllergenMenus } from '../../../../services/menus/allergen-menus.ts';

/** GET /api/menus/allergen-menu-types/{bar_id}: the bar's menus, by name. */
export default function allergenMenuTypesRoute(app: FastifyInstance, menus: AllergenMenus) {
  app.get<{ Params: AllergenMenuTypesParams; Reply: AllergenMenuTypesAnswer }>('/api/menus/allergen-menu-types/:bar_id', async (request) => ({
    data: { data: await menus.types({ brandId: request.brandId, barId: request.params.bar_id }) },
  }));
}
