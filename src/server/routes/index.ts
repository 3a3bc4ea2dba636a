import type { FastifyInstance } from 'fastify';
import type { ServerClock } from '../clock.ts';
import type { Queryable } from '../db/index.ts';
import type { PaymentsSetup } from '../payments/index.ts';
import type { BookingSessions } from '../services/booking-sessions.ts';
import createGuestDepositRoute from './api/rest/booking/[id]/create-guest-deposit/[guest_id].ts';
import sessionRoute from './api/rest/booking/session.ts';
import completeRoute from './api/rest/booking/session/complete.ts';
import depositRoute from './api/rest/booking/session/deposit.ts';
import logErrorRoute from './api/rest/booking/session/log-error.ts';
import depositStatusRoute from './api/rest/deposit/[id].ts';
import applePayVerifyRoute from './api/rest/deposit/apple-pay/verify.ts';
import processWalletRoute from './api/rest/deposit/digital-wallet/process.ts';
import googlePayVerifyRoute from './api/rest/deposit/google-pay/verify.ts';
import depositManageRoute from './api/rest/deposit/manage.ts';
import createRequestRoute from './api/rest/deposit/manage/create-request/[code].ts';
import depositRequestRoute from './api/rest/deposit/payment/[code].ts';
import paymentCallbackRoute from './api/rest/deposit/payment/callback.ts';
import paymentCheckRoute from './api/rest/deposit/payment/check.ts';
import paymentRequestRoute from './api/rest/deposits/payment-request.ts';
import createPaymentRequestDepositRoute from './api/rest/deposits/payment-request/create-deposit.ts';
import storeCardRoute from './api/rest/deposits/store-card.ts';
import storeCardStatusRoute from './api/rest/deposits/store-card/[order_id].ts';
import icalRoute from './api/rest/ical/[token].ts';
import paymentAssetsRoute from './payments/assets.ts';
import sandboxHppRoute from './payments/sandbox/hpp.ts';

export interface RouteDeps {
  sessions: BookingSessions;
  payments: PaymentsSetup;
  db: Queryable;
  clock: ServerClock;
  publicUrl: string;
}

/** Every route; each file's path under routes/ is its URL. */
export function registerRoutes(app: FastifyInstance, deps: RouteDeps) {
  sessionRoute(app, deps.sessions);
  completeRoute(app, deps.sessions);
  depositRoute(app, deps.sessions);
  logErrorRoute(app);
  icalRoute(app, deps);

  const { payments, sandbox, frameOrigins } = deps.payments;
  storeCardRoute(app, payments);
  storeCardStatusRoute(app, payments);
  paymentCheckRoute(app, payments);
  paymentCallbackRoute(app, payments, { publicUrl: deps.publicUrl, frameOrigins });
  depositRequestRoute(app, payments);
  depositStatusRoute(app, payments);
  depositManageRoute(app, payments);
  createRequestRoute(app, payments);
  googlePayVerifyRoute(app, payments);
  applePayVerifyRoute(app, payments);
  processWalletRoute(app, payments);
  createGuestDepositRoute(app, payments);
  paymentRequestRoute(app, payments);
  createPaymentRequestDepositRoute(app, payments);
  paymentAssetsRoute(app);
  if (sandbox) sandboxHppRoute(app, { sandbox, payments, db: deps.db, clock: deps.clock, publicUrl: deps.publicUrl, frameOrigins });
}
