import type { FastifyInstance } from 'fastify';
import { MAILBOX_HEADERS, mailboxPage } from '../../pages/mailbox.ts';
import type { DevMailbox } from '../../services/mailbox/dev-mailbox.ts';

/**
 * GET /dev/mailbox: the e-mail outbox as a page. On by default with the embedded database (one person's
 * machine), off with PostgreSQL unless DEV_MAILBOX=true: the outbox holds customers' addresses.
 */
export default function mailboxRoute(app: FastifyInstance, mailbox: DevMailbox) {
  app.get('/dev/mailbox', async (_request, reply) => reply.headers(MAILBOX_HEADERS).send(mailboxPage(await mailbox.latest(100))));
}
