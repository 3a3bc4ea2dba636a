import type { FastifyInstance } from 'fastify';
import { sandboxStyle } from '../../../payments/sandbox/hosted-page.ts';

/** GET /payments/sandbox/hpp.css: the sandbox card page's style. */
export default function sandboxStyleRoute(app: FastifyInstance) {
  const file = sandboxStyle();
  app.get('/payments/sandbox/hpp.css', async (_request, reply) => reply.headers(file.headers).send(file.body));
}
