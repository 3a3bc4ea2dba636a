import type { FastifyInstance } from 'fastify';
import { frameScript } from '../../pages/payment-result.ts';

/** GET /payments/frame.js: the script that reports a payment frame's height to its parent. */
export default function frameScriptRoute(app: FastifyInstance) {
  const file = frameScript();
  app.get('/payments/frame.js', async (_request, reply) => reply.headers(file.headers).send(file.body));
}
