import type { FastifyInstance } from 'fastify';
import type { SandboxHostedPage } from '../../../payments/sandbox/hosted-page.ts';

/** POST /payments/sandbox/hpp: the sandbox gateway's hosted card page, opened by the booking page posting the signed HPP request into a frame (only from the booking pages' origins). */
export default function sandboxHppRoute(app: FastifyInstance, page: SandboxHostedPage) {
  app.post('/payments/sandbox/hpp', async (request, reply) => {
    const answer = await page.open(request.headers.origin, request.body);
    return reply.code(answer.status).headers(page.headers).send(answer.html);
  });
}
