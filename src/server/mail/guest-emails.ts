import type { OutgoingEmail } from '../db/repositories/outbox.ts';

export interface GuestJoinedContext {
  to: string;
  forename: string;
  bookingId: number;
  leadBookerName: string;
  /** The booking in words: "6 people at Revolution Manchester on 2026-11-28 at 12:00". */
  bookingText: string;
  brandName: string;
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
  return {
    to_address: c.to,
    subject: `You've joined ${c.leadBookerName}'s booking`,
    body_text: [
      `Hi ${c.forename},`,
      '',
      `You've joined ${c.leadBookerName}'s booking: ${c.bookingText}.`,
      '',
      'Your own page, to see the booking and pay your share:',
      c.guestPageLink,
      '',
      `To see the booking in your ${c.brandName} account (we make you one if you have none), open this link:`,
      c.guestJoinLink,
      '',
      'Please keep these links to yourself: they are your place on the booking.',
    ].join('\n'),
    template: 'guest-joined',
    booking_id: c.bookingId,
  };
}
