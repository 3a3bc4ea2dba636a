import type { FastifyInstance } from 'fastify';
import type { TokenBookingPackagesAnswer, TokenBookingPackagesParams } from '../../../../../../../../schemas/api/types.generated.ts';
import type { BookingPackages } from '../../../../../../services/bookings/packages.ts';

/** GET /api/rest/my-bookings/token/{token}/packages: the packages and pre-order state of a manage key's booking. */
export default function tokenBookingPackagesRoute(app: FastifyInstance, packages: BookingPackages) {
  app.get<{ Params: TokenBookingPackagesParams; Reply: TokenBookingPackagesAnswer }>('/api/rest/my-bookings/token/:token/packages', async (request) => ({
    data: await packages.view({ brandId: request.brandId, access: { manageKey: request.params.token } }),
  }));
}
