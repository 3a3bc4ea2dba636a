import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { action, type Line } from './compose/lines.ts';
import { mailWords } from './compose/wording.ts';

export interface AccountEmailContext {
  to: string;
  brandName: string;
  brandId: number;
  /** The link the message is about, absolute. */
  link: string;
  /** Registering: the password was chosen with the signup, and the link only proves the address. */
  passwordChosen?: boolean;
}

/** An account message: in the brand's name, its link on this server. */
const email = (c: AccountEmailContext, subject: string, template: string, lines: Line[]): OutgoingEmail =>
  brandedEmail({ to: c.to, subject, template, lines, bookingId: null, brandId: c.brandId, origin: new URL(c.link).origin });

/** Registering: the link that verifies the address and sets the password (valid 24 hours). */
export function verifyAccountEmail(c: AccountEmailContext): OutgoingEmail {
  const w = mailWords(c.brandId);
  const names = { brandName: c.brandName };
  return email(c, w('account.verify.subject', names), 'account-verify', [
    w('greetingNoName'),
    '',
    w(c.passwordChosen ? 'account.verify.introChosen' : 'account.verify.intro', names),
    '',
    action(w('account.verify.action'), c.link, { alone: true }),
    '',
    w('account.verify.small'),
  ]);
}

/** Registering an address that already has an account: nothing is changed, the owner is told how to get in. */
export function alreadyRegisteredEmail(c: AccountEmailContext): OutgoingEmail {
  const w = mailWords(c.brandId);
  const names = { brandName: c.brandName };
  return email(c, w('account.exists.subject', names), 'account-exists', [
    w('greetingNoName'),
    '',
    w('account.exists.intro', names),
    w('account.exists.how'),
    '',
    action(w('account.exists.action'), c.link, { alone: true }),
    '',
    w('account.exists.small'),
  ]);
}

/** A forgotten password: the link that sets a new one (valid one hour). */
export function passwordResetEmail(c: AccountEmailContext): OutgoingEmail {
  const w = mailWords(c.brandId);
  return email(c, w('account.reset.subject', { brandName: c.brandName }), 'password-reset', [
    w('greetingNoName'),
    '',
    w('account.reset.intro'),
    '',
    action(w('account.reset.action'), c.link, { alone: true }),
    '',
    w('account.reset.small'),
  ]);
}

/** An address to verify for the app (a university one for student offers, else a personal one): its link and code (valid 24 hours). */
export function emailVerificationEmail(c: AccountEmailContext & { code: string; student: boolean }): OutgoingEmail {
  const w = mailWords(c.brandId);
  return email(c, w(c.student ? 'account.emailVerify.subjectStudent' : 'account.emailVerify.subject', { brandName: c.brandName }), 'email-verify', [
    w('greetingNoName'),
    '',
    w(c.student ? 'account.emailVerify.introStudent' : 'account.emailVerify.intro'),
    '',
    action(w('account.emailVerify.action'), c.link, { alone: true }),
    '',
    w('account.emailVerify.code', { code: c.code }),
    '',
    w('account.emailVerify.small'),
  ]);
}
