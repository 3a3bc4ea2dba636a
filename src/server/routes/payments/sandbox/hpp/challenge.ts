import type { FastifyInstance } from 'fastify';
import type { SandboxHostedPage } from '../../../../payments/sandbox/hosted-page.ts';

/** POST /payments/sandbox/hpp/challenge: the sandbox card page's 3-D Secure challenge (only from the page itself). */
export default function sandboxChallengeRoute(app: FastifyInstance, page: SandboxHostedPage) {
  app.post('/payments/sandbox/hpp/challenge', async (request, reply) => {
    const answer = await page.challenge(request.headers.origin, request.body);
    return reply.code(answer.status).headers(page.headers).send(answer.html);
  });
}
