import type { FastifyInstance } from 'fastify';

/** GET /health: the process is alive and answering (a liveness probe; says nothing of the database). */
export default function healthRoute(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
}
