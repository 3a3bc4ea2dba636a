import type { FastifyInstance } from 'fastify';

/** GET /demo: the demo pages' index is the home page. */
export default function demoRoute(app: FastifyInstance) {
  app.get('/demo', async (_request, reply) => reply.redirect('/'));
}
