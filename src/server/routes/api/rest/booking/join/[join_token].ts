import type { FastifyInstance } from 'fastify';
import type {
  JoinBookingAnswer,
  JoinBookingGuestAnswer,
  JoinBookingGuestBody,
  JoinBookingGuestParams,
  JoinBookingParams,
  JoinBookingQuery,
} from '../../../../../../../schemas/api/types.generated.ts';
import { lookupLimited } from '../../../../../plugins/lookup-limit.ts';
import type { GuestJoining } from '../../../../../services/guests/joining.ts';

/** A package id as a query may carry it; anything else means none chosen. */
const variationId = (value: unknown) => (/^[1-9]\d{0,8}$/.test(String(value ?? '')) ? Number(value) : undefined);

/** GET and POST /api/rest/booking/join/{join_token}: a guest joining by the booking's link. Under the lookup limit. */
export default function joinBookingRoute(app: FastifyInstance, joining: GuestJoining) {
  app.get<{ Params: JoinBookingParams; Querystring: JoinBookingQuery; Reply: JoinBookingAnswer }>('/api/rest/booking/join/:join_token', lookupLimited(app), async (request) =>
    joining.view({ brandId: request.brandId, joinToken: request.params.join_token, variationId: variationId(request.query.variation_id) }),
  );

  app.post<{ Params: JoinBookingGuestParams; Body: JoinBookingGuestBody; Reply: JoinBookingGuestAnswer }>('/api/rest/booking/join/:join_token', lookupLimited(app), async (request, reply) => {
    const data = await joining.join({ brandId: request.brandId, joinToken: request.params.join_token, guest: request.body.guest });
    return reply.code(201).send({ data });
  });
}
