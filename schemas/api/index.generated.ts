/* eslint-disable */
// Generated from schemas/api by `npm run schemas`: every schema, as the server hands them to Fastify. Do not edit; change the schemas and regenerate.

import shared0 from './shared/bar.json' with { type: 'json' };
import shared1 from './shared/booking-record.json' with { type: 'json' };
import shared2 from './shared/booking-summary.json' with { type: 'json' };
import shared3 from './shared/booking-type.json' with { type: 'json' };
import shared4 from './shared/customer.json' with { type: 'json' };
import shared5 from './shared/error.json' with { type: 'json' };
import shared6 from './shared/field-message.json' with { type: 'json' };
import shared7 from './shared/flash-message.json' with { type: 'json' };
import shared8 from './shared/hosted-data.json' with { type: 'json' };
import shared9 from './shared/order-result.json' with { type: 'json' };
import shared10 from './shared/payment-option.json' with { type: 'json' };
import shared11 from './shared/session-view.json' with { type: 'json' };
import endpoint0 from './rest/booking/[id]/create-guest-deposit/[guest_id].post.json' with { type: 'json' };
import endpoint1 from './rest/booking/session.post.json' with { type: 'json' };
import endpoint2 from './rest/booking/session/complete.post.json' with { type: 'json' };
import endpoint3 from './rest/booking/session/deposit.post.json' with { type: 'json' };
import endpoint4 from './rest/booking/session/log-error.post.json' with { type: 'json' };
import endpoint5 from './rest/deposit/[id].get.json' with { type: 'json' };
import endpoint6 from './rest/deposit/apple-pay/verify.post.json' with { type: 'json' };
import endpoint7 from './rest/deposit/digital-wallet/process.post.json' with { type: 'json' };
import endpoint8 from './rest/deposit/google-pay/verify.post.json' with { type: 'json' };
import endpoint9 from './rest/deposit/manage.get.json' with { type: 'json' };
import endpoint10 from './rest/deposit/manage/create-request/[code].post.json' with { type: 'json' };
import endpoint11 from './rest/deposit/payment/[code].post.json' with { type: 'json' };
import endpoint12 from './rest/deposit/payment/callback.post.json' with { type: 'json' };
import endpoint13 from './rest/deposit/payment/check.get.json' with { type: 'json' };
import endpoint14 from './rest/deposits/payment-request.get.json' with { type: 'json' };
import endpoint15 from './rest/deposits/payment-request/create-deposit.post.json' with { type: 'json' };
import endpoint16 from './rest/deposits/store-card.post.json' with { type: 'json' };
import endpoint17 from './rest/deposits/store-card/[order_id].get.json' with { type: 'json' };
import endpoint18 from './rest/ical/[token].get.json' with { type: 'json' };

/** The schemas other schemas name by `$ref` (each `$id` is its file name in shared/). */
export const sharedSchemas: ReadonlyArray<Record<string, unknown>> = [shared0, shared1, shared2, shared3, shared4, shared5, shared6, shared7, shared8, shared9, shared10, shared11];

/** Each endpoint's schema file (title, params, query, body, response), by "METHOD /url". */
export const endpointSchemas: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/rest/booking/:id/create-guest-deposit/:guest_id': endpoint0,
  'POST /api/rest/booking/session': endpoint1,
  'POST /api/rest/booking/session/complete': endpoint2,
  'POST /api/rest/booking/session/deposit': endpoint3,
  'POST /api/rest/booking/session/log-error': endpoint4,
  'GET /api/rest/deposit/:id': endpoint5,
  'POST /api/rest/deposit/apple-pay/verify': endpoint6,
  'POST /api/rest/deposit/digital-wallet/process': endpoint7,
  'POST /api/rest/deposit/google-pay/verify': endpoint8,
  'GET /api/rest/deposit/manage': endpoint9,
  'POST /api/rest/deposit/manage/create-request/:code': endpoint10,
  'POST /api/rest/deposit/payment/:code': endpoint11,
  'POST /api/rest/deposit/payment/callback': endpoint12,
  'GET /api/rest/deposit/payment/check': endpoint13,
  'GET /api/rest/deposits/payment-request': endpoint14,
  'POST /api/rest/deposits/payment-request/create-deposit': endpoint15,
  'POST /api/rest/deposits/store-card': endpoint16,
  'GET /api/rest/deposits/store-card/:order_id': endpoint17,
  'GET /api/rest/ical/:token': endpoint18,
};
