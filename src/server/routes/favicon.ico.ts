import type { FastifyInstance } from 'fastify';

/** GET /favicon.ico: browsers ask for it on every page; there is none. */
export default function faviconRoute(app: FastifyInstance) {
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());
}
