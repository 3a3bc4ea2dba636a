import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { action, type Line } from './compose/lines.ts';

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
  return email(c, `Finish creating your ${c.brandName} account`, 'account-verify', [
    'Hi,',
    '',
    c.passwordChosen
      ? `Thanks for registering with ${c.brandName}. To finish making your account, open this link and type the password you chose:`
      : `Thanks for registering with ${c.brandName}. To finish, open this link and choose your password:`,
    '',
    action('Finish creating your account', c.link, { alone: true }),
    '',
    'The link works once, for 24 hours. If you did not ask to register, you can ignore this e-mail.',
  ]);
}

/** Registering an address that already has an account: nothing is changed, the owner is told how to get in. */
export function alreadyRegisteredEmail(c: AccountEmailContext): OutgoingEmail {
  return email(c, `You already have a ${c.brandName} account`, 'account-exists', [
    'Hi,',
    '',
    `Someone (we hope you) asked to register this address with ${c.brandName}, but it already has an account.`,
    'You can log in, or choose a new password here:',
    '',
    action('Choose a new password', c.link, { alone: true }),
    '',
    'If it was not you, you can ignore this e-mail: nothing has changed.',
  ]);
}

/** A forgotten password: the link that sets a new one (valid one hour). */
export function passwordResetEmail(c: AccountEmailContext): OutgoingEmail {
  return email(c, `Reset your ${c.brandName} password`, 'password-reset', [
    'Hi,',
    '',
    'To choose a new password, open this link:',
    '',
    action('Choose a new password', c.link, { alone: true }),
    '',
    'The link works once, for one hour. If you did not ask for it, you can ignore this e-mail: your password has not changed.',
  ]);
}

/** An address to verify for the app (a university one for student offers, else a personal one): its link and code (valid 24 hours). */
export function emailVerificationEmail(c: AccountEmailContext & { code: string; student: boolean }): OutgoingEmail {
  return email(c, `Verify your ${c.student ? 'university ' : ''}e-mail address for ${c.brandName}`, 'email-verify', [
    'Hi,',
    '',
    `To verify this ${c.student ? 'university ' : ''}e-mail address, open this link:`,
    '',
    action('Verify this address', c.link, { alone: true }),
    '',
    `Your verification code is ${c.code}`,
    '',
    'The link works for 24 hours. If you did not ask for it, you can ignore this e-mail.',
  ]);
}
