import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../../../../domain/errors.ts';
import { MAILBOX_HEADERS } from '../../../../../pages/mailbox.ts';
import type { DevMailbox } from '../../../../../services/mailbox/dev-mailbox.ts';

/** GET /dev/mailbox/{id}/attachments/{index}: a file the e-mail carries, downloaded as the recipient would. */
export default function mailboxAttachmentRoute(app: FastifyInstance, mailbox: DevMailbox) {
  app.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (request, reply) => {
    const email = await mailbox.email(request.params.id);
    const file = /^\d{1,3}$/.test(request.params.index) ? email.attachments[Number(request.params.index)] : undefined;
    if (!file) throw new NotFound('No such attachment.');
    return reply
      .headers(MAILBOX_HEADERS)
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(file.content);
  });
}
