import type { FastifyInstance } from 'fastify';
import type { PreOrderChoicesAnswer, PreOrderChoicesQuery } from '../../../../../../schemas/api/types.generated.ts';
import type { BookingPackages } from '../../../../services/bookings/packages.ts';

/** GET /api/rest/booking/pre-order-choices?variations=101,102: the menu groups of packages. */
export default function preOrderChoicesRoute(app: FastifyInstance, packages: BookingPackages) {
  app.get<{ Querystring: PreOrderChoicesQuery; Reply: PreOrderChoicesAnswer }>('/api/rest/booking/pre-order-choices', async (request) => ({
    data: await packages.menu(request.query.variations),
  }));
}
