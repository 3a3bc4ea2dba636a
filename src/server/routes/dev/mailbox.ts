import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/index.ts';
import { findEmail, listEmails } from '../../db/repositories/outbox.ts';
import { notFound } from '../../errors.ts';
import { escapeHtml } from '../../html.ts';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  // Booking e-mails hold manage links: never tell another site which one was opened.
  'referrer-policy': 'no-referrer',
} as const;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** Links in a plain-text e-mail, made clickable, so a new user can follow a manage or verify link. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * GET /dev/mailbox: the e-mail outbox as a page. On by default with the embedded database (one person's
 * machine), off with PostgreSQL unless DEV_MAILBOX=true: the outbox holds customers' addresses.
 */
export default function mailboxRoutes(app: FastifyInstance, db: Queryable) {
  app.get('/dev/mailbox', async (_request, reply) => {
    const emails = await listEmails(db, 100);
    const rows = emails
      .map((e) => `<li><a href="/dev/mailbox/${e.id}">${escapeHtml(e.subject)}</a> to ${escapeHtml(e.to_address)}, ${e.created_at.toISOString()}</li>`)
      .join('');
    return reply.headers(HEADERS).send(page('Mailbox', emails.length ? `<p>The latest ${emails.length} e-mails, newest first.</p><ol>${rows}</ol>` : '<p>No e-mail has been sent yet.</p>'));
  });
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const email = /^\d{1,9}$/.test(request.params.id) ? await findEmail(db, Number(request.params.id)) : undefined;
    if (!email) throw notFound('No such e-mail.');
    return reply.headers(HEADERS).send(
      page(email.subject, `<p>To: ${escapeHtml(email.to_address)}<br>Sent: ${email.created_at.toISOString()}</p><pre>${linkify(email.body_text)}</pre><p><a href="/dev/mailbox">Back to the mailbox</a></p>`),
    );
  });
}
