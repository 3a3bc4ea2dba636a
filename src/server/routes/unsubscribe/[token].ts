import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFound } from '../../domain/errors.ts';
import { UNSUBSCRIBE_HEADERS, unknownLinkPage, unsubscribePage } from '../../pages/unsubscribe.ts';
import { lookupLimited } from '../../plugins/lookup-limit.ts';
import type { Unsubscribes } from '../../services/student-sign-ups/unsubscribe.ts';

/**
 * GET /unsubscribe/{token}: the offer e-mail's unsubscribe link, a page with a button (looking stops nothing);
 * POST: stops the offers, from the page or from a mail client's one click (RFC 8058). Under the lookup limit.
 */
export default function unsubscribeRoute(app: FastifyInstance, unsubscribes: Unsubscribes) {
  void app.register(async (scope) => routes(scope, unsubscribes));
}

function routes(app: FastifyInstance, unsubscribes: Unsubscribes) {
  // RFC 8058 lets a mail client post its one click as multipart/form-data too; what it says is not needed.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  const notFound = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof NotFound)) throw error;
    return reply.code(404).headers(UNSUBSCRIBE_HEADERS).send(unknownLinkPage(error.message));
  };
  app.get<{ Params: { token: string } }>('/unsubscribe/:token', lookupLimited(app), async (request, reply) => {
    try {
      const { brandId, subscribed } = await unsubscribes.look(request.params.token);
      return reply.headers(UNSUBSCRIBE_HEADERS).send(unsubscribePage(brandId, subscribed ? 'ask' : 'stopped'));
    } catch (error) {
      return notFound(reply, error);
    }
  });
  app.post<{ Params: { token: string } }>('/unsubscribe/:token', lookupLimited(app), async (request, reply) => {
    try {
      const { brandId } = await unsubscribes.stop(request.params.token);
      return reply.headers(UNSUBSCRIBE_HEADERS).send(unsubscribePage(brandId, 'stopped'));
    } catch (error) {
      return notFound(reply, error);
    }
  });
}
