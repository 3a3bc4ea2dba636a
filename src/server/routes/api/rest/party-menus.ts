import type { FastifyInstance } from 'fastify';
import type { PartyMenusAnswer, PartyMenusBody } from '../../../../../schemas/api/types.generated.ts';
import type { PartyMenus } from '../../../services/menus/party-menus.ts';

/** POST /api/rest/party-menus: a bar's party menu documents on a date, by category and menu type. */
export default function partyMenusRoute(app: FastifyInstance, partyMenus: PartyMenus) {
  app.post<{ Body: PartyMenusBody; Reply: PartyMenusAnswer }>('/api/rest/party-menus', async (request) =>
    partyMenus.list({ brandId: request.brandId, barId: request.body.bar_id, date: request.body.date, categoryIds: request.body.category_ids, typeIds: request.body.type_ids }),
  );
}
