import account from '../../../locales/en-GB/account.json' with { type: 'json' };
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { fill } from '../domain/customers/messages.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { action } from './compose/lines.ts';

export interface StudentSignUpEmailContext {
  to: string;
  forename: string;
  brandName: string;
  brandId: number;
  /** The server's public address (the brand's logo). */
  origin: string;
  barName: string;
  /** The ways the student opted to hear of offers ('E-Mail', 'SMS', 'Phone'), in that order. */
  optIns: string[];
  /** Offers by e-mail: the link that stops them in one click (List-Unsubscribe), absolute; null without them. */
  unsubscribeLink?: string | null;
}

/**
 * After the data-collection form (the page says 'Thanks! Check your e-mail for what to do next!'): how
 * the offers are unlocked, which happens in the group's app once a university address is verified.
 */
export function studentSignUpEmail(c: StudentSignUpEmailContext): OutgoingEmail {
  return brandedEmail({
    to: c.to,
    subject: fill(account.dataCollect.emailSubject, { brandName: c.brandName }),
    lines: [
      `Hi ${c.forename},`,
      '',
      `Thanks for signing up for student offers at ${c.barName}.`,
      '',
      'What to do next:',
      '',
      `1. Download the ${c.brandName} app and sign in with this e-mail address.`,
      '2. In the app, verify your university (ac.uk) e-mail address. Your student offers appear once it is verified.',
      '',
      c.optIns.length > 0
        ? `You asked us to send you offers by ${c.optIns.join(', ')}. You can unsubscribe at any time.`
        : 'You did not ask us to send you offers by e-mail, SMS or phone, so we will not.',
      '',
      ...(c.unsubscribeLink ? [action('Stop offers by e-mail', c.unsubscribeLink), ''] : []),
      'If you did not sign up, you can ignore this e-mail.',
    ],
    // Mail clients offer the same in their own place (RFC 2369), and may use it without opening a page (RFC 8058).
    headers: c.unsubscribeLink ? { 'List-Unsubscribe': `<${c.unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
    template: 'student-sign-up',
    bookingId: null,
    brandId: c.brandId,
    origin: c.origin,
  });
}
