/** Where e-mail goes, as the start-up line says it (without loading nodemailer before the database opens). */

/** The SMTP server's host and port, never its password; or that messages stay in the outbox. */
export function mailDestination(smtpUrl: string | undefined): string {
  if (!smtpUrl) return 'kept in the outbox (no SMTP_URL)';
  const url = new URL(smtpUrl);
  return `SMTP ${url.protocol === 'smtps:' ? 'over TLS ' : ''}at ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}
