/**
 * A message in its brand's name and look (issue 28): its lines composed into a text and an HTML part by
 * the brand's layout, and the brand recorded so that it is sent from the brand's sender.
 */
import { getBrand } from '../../../engine/i18n/brand.ts';
import type { MailAttachment, OutgoingEmail } from '../../db/repositories/outbox.ts';
import { composeEmail } from './compose.tsx';
import type { Line } from './lines.ts';

export interface BrandedMessage {
  to: string;
  subject: string;
  /** The kind of message, for the mailbox and the logs. */
  template: string;
  bookingId: number | null;
  brandId: number;
  /** The server's public address: where the brand's logo is served. */
  origin: string;
  lines: readonly Line[];
  replyTo?: string | null;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

export function brandedEmail(m: BrandedMessage): OutgoingEmail {
  return {
    to_address: m.to,
    subject: m.subject,
    ...composeEmail({ brand: getBrand(m.brandId), assetsOrigin: m.origin, subject: m.subject, lines: m.lines }),
    template: m.template,
    booking_id: m.bookingId,
    brand_id: m.brandId,
    reply_to: m.replyTo ?? null,
    attachments: m.attachments ?? [],
    headers: m.headers ?? {},
  };
}
