import type { FastifyInstance } from 'fastify';
import { resultStyle } from '../../pages/payment-result.ts';

/** GET /payments/result.css: the style of the merchant's result page. */
export default function resultStyleRoute(app: FastifyInstance) {
  const file = resultStyle();
  app.get('/payments/result.css', async (_request, reply) => reply.headers(file.headers).send(file.body));
}
