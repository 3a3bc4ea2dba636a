import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { action } from './compose/lines.ts';
import { mailWords } from './compose/wording.ts';

export interface GuestJoinedContext {
  to: string;
  forename: string;
  bookingId: number;
  leadBookerName: string;
  /** The booking in words: "6 people at Revolution Manchester on 2026-11-28 at 12:00". */
  bookingText: string;
  brandName: string;
  brandId: number;
  /** The guest's own page (/guest/{unique_code}), absolute. */
  guestPageLink: string;
  /** The guest's invitation (/guest-join/{join_code}), absolute: only ever sent to the guest's address. */
  guestJoinLink: string;
}

/**
 * A guest who gave their address when joining by the booking's link: their page, and the link that adds
 * the booking to their own account (it proves the address, so it is sent nowhere else).
 */
export function guestJoinedEmail(c: GuestJoinedContext): OutgoingEmail {
  const w = mailWords(c.brandId);
  const host = { host: c.leadBookerName };
  return brandedEmail({
    to: c.to,
    subject: w('guest.joined.subject', host),
    lines: [
      w('greeting', { name: c.forename }),
      '',
      w('guest.joined.intro', { ...host, booking: c.bookingText }),
      '',
      w('guest.joined.ownPage'),
      action(w('guest.joined.ownPageAction'), c.guestPageLink, { alone: true }),
      '',
      w('guest.joined.account', { brandName: c.brandName }),
      action(w('guest.joined.accountAction'), c.guestJoinLink, { alone: true }),
      '',
      w('guest.joined.keep'),
    ],
    template: 'guest-joined',
    bookingId: c.bookingId,
    brandId: c.brandId,
    origin: new URL(c.guestPageLink).origin,
  });
}
