import type { FastifyInstance } from 'fastify';
import type { Readiness } from '../services/operations/readiness.ts';

/**
 * GET /ready: 200 when this process should be sent customers, else 503 (a readiness probe); the body names
 * each check (database, migrations, venues, outbox).
 */
export default function readyRoute(app: FastifyInstance, readiness: Readiness) {
  // Answered even while overloaded (plugins/overload.ts): taking every busy process out at once would leave none.
  app.get('/ready', { config: { pressureHandler: () => undefined } }, async (_request, reply) => {
    const answer = await readiness.check();
    return reply.code(answer.ready ? 200 : 503).header('cache-control', 'no-store').send(answer);
  });
}
