import type { FastifyInstance } from 'fastify';
import type { AllergenMenuAnswer, AllergenMenuParams } from '../../../../../../../schemas/api/types.generated.ts';
import type { AllergenMenus } from '../../../../../services/menus/allergen-menus.ts';

/** GET /api/menus/allergen-menu/{bar_id}/{menu_id}: the menu's categories, each with its items. */
export default function allergenMenuRoute(app: FastifyInstance, menus: AllergenMenus) {
  app.get<{ Params: AllergenMenuParams; Reply: AllergenMenuAnswer }>('/api/menus/allergen-menu/:bar_id/:menu_id', async (request) => ({
    data: { data: await menus.menu({ brandId: request.brandId, barId: request.params.bar_id, menuId: request.params.menu_id }) },
  }));
}
