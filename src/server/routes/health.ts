import type { FastifyInstance } from 'fastify';

/** GET /health: the process is alive and answering (a liveness probe; says nothing of the database). */
export default function healthRoute(app: FastifyInstance) {
  // Answered even while overloaded (plugins/overload.ts): a busy process is not a dead one.
  app.get('/health', { config: { pressureHandler: () => undefined } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
}
