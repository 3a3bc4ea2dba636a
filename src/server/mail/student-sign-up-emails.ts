import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { action } from './compose/lines.ts';
import { mailWords } from './compose/wording.ts';

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
  const w = mailWords(c.brandId);
  const names = { brandName: c.brandName };
  return brandedEmail({
    to: c.to,
    subject: w('student.signUp.subject', names),
    lines: [
      w('greeting', { name: c.forename }),
      '',
      w('student.signUp.thanks', { bar: c.barName }),
      '',
      w('student.signUp.next'),
      '',
      w('student.signUp.app', names),
      w('student.signUp.verify'),
      '',
      c.optIns.length > 0 ? w('student.signUp.optedIn', { ways: c.optIns.join(', ') }) : w('student.signUp.optedOut'),
      '',
      ...(c.unsubscribeLink ? [action(w('student.signUp.unsubscribe'), c.unsubscribeLink), ''] : []),
      w('student.signUp.notYou'),
    ],
    // Mail clients offer the same in their own place (RFC 2369), and may use it without opening a page (RFC 8058).
    headers: c.unsubscribeLink ? { 'List-Unsubscribe': `<${c.unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
    template: 'student-sign-up',
    bookingId: null,
    brandId: c.brandId,
    origin: c.origin,
  });
}
