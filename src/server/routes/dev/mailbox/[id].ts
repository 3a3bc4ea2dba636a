import type { FastifyInstance } from 'fastify';
import { EMAIL_PAGE_HEADERS, emailPage } from '../../../pages/mailbox.ts';
import type { DevMailbox } from '../../../services/mailbox/dev-mailbox.ts';

/** GET /dev/mailbox/{id}: one e-mail of the outbox as its recipient would see it. */
export default function mailboxEmailRoute(app: FastifyInstance, mailbox: DevMailbox) {
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => reply.headers(EMAIL_PAGE_HEADERS).send(emailPage(await mailbox.email(request.params.id))));
}
