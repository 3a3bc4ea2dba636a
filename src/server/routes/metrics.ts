import type { FastifyInstance } from 'fastify';
import { bearerMatches } from '../http/bearer.ts';
import { HttpError } from '../http/errors.ts';
import type { ServerMetrics } from '../services/operations/metrics.ts';

/** GET /metrics (METRICS_TOKEN set): the server's figures in Prometheus's text format, for the bearer of the token. */
export default function metricsRoute(app: FastifyInstance, deps: { token: string; metrics: ServerMetrics }) {
  app.get('/metrics', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, deps.token)) throw new HttpError(401, 'Send the metrics token: Authorization: Bearer …');
    return reply.type(deps.metrics.registry.contentType).header('cache-control', 'no-store').send(await deps.metrics.registry.metrics());
  });
}
