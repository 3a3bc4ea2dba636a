/** The development mailbox's pages: the outbox as a list, and one e-mail with its links made clickable. */
import type { MailboxEmail } from '../services/mailbox/dev-mailbox.ts';
import { escapeHtml } from './html.ts';

export const MAILBOX_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  // Booking e-mails hold manage links: never tell another site which one was opened.
  'referrer-policy': 'no-referrer',
} as const;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** Links in a plain-text e-mail, made clickable, so a new user can follow a manage or verify link. */
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function mailboxPage(emails: readonly MailboxEmail[]): string {
  const rows = emails
    .map((e) => `<li><a href="/dev/mailbox/${e.id}">${escapeHtml(e.subject)}</a> to ${escapeHtml(e.to_address)}, ${e.created_at.toISOString()}</li>`)
    .join('');
  return page('Mailbox', emails.length ? `<p>The latest ${emails.length} e-mails, newest first.</p><ol>${rows}</ol>` : '<p>No e-mail has been sent yet.</p>');
}

export function emailPage(email: MailboxEmail): string {
  return page(
    email.subject,
    `<p>To: ${escapeHtml(email.to_address)}<br>Sent: ${email.created_at.toISOString()}</p><pre>${linkify(email.body_text)}</pre><p><a href="/dev/mailbox">Back to the mailbox</a></p>`,
  );
}
