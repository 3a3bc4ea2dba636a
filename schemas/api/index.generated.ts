/* eslint-disable */
// Generated from schemas/api by `npm run schemas`: every schema, as the server hands them to Fastify. Do not edit; change the schemas and regenerate.

import shared0 from './shared/booking-summary.json' with { type: 'json' };
import shared1 from './shared/error.json' with { type: 'json' };
import shared2 from './shared/order-result.json' with { type: 'json' };
import endpoint0 from './rest/booking/session/log-error.post.json' with { type: 'json' };
import endpoint1 from './rest/deposit/payment/check.get.json' with { type: 'json' };
import endpoint2 from './rest/ical/[token].get.json' with { type: 'json' };

/** The schemas other schemas name by `$ref` (each `$id` is its file name in shared/). */
export const sharedSchemas: ReadonlyArray<Record<string, unknown>> = [shared0, shared1, shared2];

/** Each endpoint's schema file (title, params, query, body, response), by "METHOD /url". */
export const endpointSchemas: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /api/rest/booking/session/log-error': endpoint0,
  'GET /api/rest/deposit/payment/check': endpoint1,
  'GET /api/rest/ical/:token': endpoint2,
};
