import type { FastifyInstance } from 'fastify';
import type { SandboxHostedPage } from '../../../../payments/sandbox/hosted-page.ts';

/** POST /payments/sandbox/hpp/pay: the sandbox card page's card form (only from the page itself). */
export default function sandboxPayRoute(app: FastifyInstance, page: SandboxHostedPage) {
  app.post('/payments/sandbox/hpp/pay', async (request, reply) => {
    const answer = await page.pay(request.headers.origin, request.body);
    return reply.code(answer.status).headers(page.headers).send(answer.html);
  });
}
