/**
 * The development mailbox's pages: the outbox as a list, and one e-mail as its recipient would see it: its
 * HTML part in a sandboxed frame (no script, no form, no navigation of this page), its text part with the
 * links made clickable, and the files it carries.
 */
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

/** The e-mail's page: it frames its own HTML part (this page's origin only). */
export const EMAIL_PAGE_HEADERS = { ...MAILBOX_HEADERS, 'content-security-policy': "default-src 'none'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'" } as const;

/**
 * An e-mail's HTML part, framed by its page: its inline styles and remote images load, as in a mail client;
 * nothing runs (the CSP's sandbox, and the frame's), and only the mailbox's own page may frame it.
 */
export const EMAIL_HTML_HEADERS = {
  ...MAILBOX_HEADERS,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src http: https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox",
} as const;

export function emailPage(email: MailboxEmail): string {
  const headers = [`To: ${escapeHtml(email.to_address)}`, ...(email.reply_to ? [`Reply-To: ${escapeHtml(email.reply_to)}`] : []), `Sent: ${email.created_at.toISOString()}`];
  const files = email.attachments.map((a, i) => `<li><a href="/dev/mailbox/${email.id}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType.split(';')[0]!)})</li>`);
  return page(
    email.subject,
    `<p>${headers.join('<br>')}</p>` +
      (email.body_html ? `<h2>As HTML</h2><iframe src="/dev/mailbox/${email.id}/html" title="The e-mail as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" width="640" height="720"></iframe>` : '') +
      `<h2>As text</h2><pre>${linkify(email.body_text)}</pre>` +
      (files.length ? `<h2>Attached</h2><ul>${files.join('')}</ul>` : '') +
      `<p><a href="/dev/mailbox">Back to the mailbox</a></p>`,
  );
}
