import type { FastifyInstance } from 'fastify';
import { sandboxScript } from '../../../payments/sandbox/hosted-page.ts';

/** GET /payments/sandbox/hpp.js: the sandbox card page's script. */
export default function sandboxScriptRoute(app: FastifyInstance) {
  const file = sandboxScript();
  app.get('/payments/sandbox/hpp.js', async (_request, reply) => reply.headers(file.headers).send(file.body));
}
