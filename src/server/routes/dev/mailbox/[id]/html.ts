import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../../../domain/errors.ts';
import { EMAIL_HTML_HEADERS } from '../../../../pages/mailbox.ts';
import type { DevMailbox } from '../../../../services/mailbox/dev-mailbox.ts';

/** GET /dev/mailbox/{id}/html: the e-mail's HTML part, for the frame of its page. */
export default function mailboxEmailHtmlRoute(app: FastifyInstance, mailbox: DevMailbox) {
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id/html', async (request, reply) => {
    const email = await mailbox.email(request.params.id);
    if (!email.body_html) throw new NotFound('This e-mail has no HTML part.');
    return reply.headers(EMAIL_HTML_HEADERS).send(email.body_html);
  });
}
