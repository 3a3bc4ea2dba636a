import type { FastifyInstance } from 'fastify';
import { emailPage, MAILBOX_HEADERS } from '../../../pages/mailbox.ts';
import type { DevMailbox } from '../../../services/mailbox/dev-mailbox.ts';

/** GET /dev/mailbox/{id}: one e-mail of the outbox, its links clickable. */
export default function mailboxEmailRoute(app: FastifyInstance, mailbox: DevMailbox) {
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => reply.headers(MAILBOX_HEADERS).send(emailPage(await mailbox.email(request.params.id))));
}
