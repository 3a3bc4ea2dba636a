import type { FastifyInstance } from 'fastify';
import type { AccountPage } from '../pages/account-page.ts';

/** GET /pay: enter a payment code (the booking reference), then confirm the amount. It looks nothing up itself: its code goes to the API's lookup, which is limited. */
export default function payPageRoute(app: FastifyInstance, page: AccountPage) {
  for (const path of ['/pay', '/pay/']) app.get(path, (request, reply) => page.send(request, reply, {}));
}
