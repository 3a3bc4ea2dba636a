import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { action } from './compose/lines.ts';

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
  return brandedEmail({
    to: c.to,
    subject: `You've joined ${c.leadBookerName}'s booking`,
    lines: [
      `Hi ${c.forename},`,
      '',
      `You've joined ${c.leadBookerName}'s booking: ${c.bookingText}.`,
      '',
      'Your own page, to see the booking and pay your share:',
      action('Open your page', c.guestPageLink, { alone: true }),
      '',
      `To see the booking in your ${c.brandName} account (we make you one if you have none), open this link:`,
      action('Add it to your account', c.guestJoinLink, { alone: true }),
      '',
      'Please keep these links to yourself: they are your place on the booking.',
    ],
    template: 'guest-joined',
    bookingId: c.bookingId,
    brandId: c.brandId,
    origin: new URL(c.guestPageLink).origin,
  });
}
