/**
 * Verifying an address for the group's app (spec §2.6, §4 "E-mail verification", §5, §7.5): the app's user
 * gives a university address (student: it must end in ac.uk) or a personal one (which must not); a link with a
 * code is e-mailed to it; the page polls the status until the link is opened. A new e-mail to the same address
 * is sent at most every 2 minutes. Verified addresses are kept here for the offers that need them.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { isStudentAddress } from '../../../engine/students/student-fields.ts';
import { findCustomerById, type AccountRow } from '../../db/repositories/customers.ts';
import {
  emailVerifiedBy,
  findEmailVerificationByCode,
  insertEmailVerification,
  latestEmailVerification,
  markEmailVerified,
  type EmailVerificationRow,
} from '../../db/repositories/email-verifications.ts';
import { emailField, tokenLike } from '../../domain/customers/account-input.ts';
import { Forbidden, InvalidInput, NotFound, TooManyAttempts } from '../../domain/errors.ts';
import { emailVerificationEmail } from '../../mail/account-emails.ts';
import type { AppUsers } from './app-users.ts';
import type { CustomersDeps } from './deps.ts';
import { VERIFY_TOKEN_MS } from './deps.ts';
import { brandName, siteLink } from './links.ts';
import type { Profiles } from './profiles.ts';
import { newSecret, secretHash } from './secrets.ts';
import { enqueueWithinLimits } from '../../mail/recipient-limits.ts';

const m = account.emailVerify;

/** A new e-mail to an address waits this long after the last (§9: resend lock 2 minutes). */
export const RESEND_LOCK_MS = 2 * 60_000;


export interface EmailVerifyRequest {
  brandId: number;
  sessionId: string | undefined;
  emailAddress: unknown;
  appUserId: unknown;
  rbCustomerId: unknown;
  student: unknown;
}

/** A pending e-mail verification as the page reads it (§3). */
export function verificationView(row: EmailVerificationRow) {
  return {
    id: row.id,
    email_address: row.email_address,
    date_created: row.date_created.toISOString(),
    student: row.student,
    date_verified: row.date_verified?.toISOString() ?? null,
  };
}

export class EmailVerification {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db' | 'clock' | 'publicUrl' | 'mailLimits'>,
    private readonly appUsers: Pick<AppUsers, 'find'>,
    private readonly profiles: Pick<Profiles, 'customer'>,
  ) {}

  /** E-mails a verification link for an address of the app's user (or of the logged-in customer). */
  async request(command: EmailVerifyRequest) {
    const student = studentField(command.student);
    const email = emailField(command.emailAddress, 'email_address');
    if (student && !isStudentAddress(email)) throw new InvalidInput(m.studentRequired, { email_address: [m.studentRequired] });
    if (!student && isStudentAddress(email)) throw new InvalidInput(m.personalRequired, { email_address: [m.personalRequired] });
    const { customer, appUserId } = await this.who(command);
    if (command.rbCustomerId !== undefined && command.rbCustomerId !== null && String(command.rbCustomerId) !== String(customer.id)) {
      throw new Forbidden(m.otherCustomer);
    }
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      // The customer's row held: two requests at once send one e-mail.
      await findCustomerById(tx, customer.id, { forUpdate: true });
      const last = await latestEmailVerification(tx, customer.id, email);
      if (last?.date_verified) return verificationView(last);
      const wait = last ? last.date_created.getTime() + RESEND_LOCK_MS - now : 0;
      if (wait > 0) throw new TooManyAttempts(m.justSent, wait);
      const code = newSecret();
      const row = await insertEmailVerification(tx, { codeHash: secretHash(code), customerId: customer.id, appUserId, email, student, at: new Date(now), expiresAt: new Date(now + VERIFY_TOKEN_MS) });
      const link = siteLink(this.deps.publicUrl, command.brandId, `/email-verify/${code}`);
      await enqueueWithinLimits(tx, emailVerificationEmail({ to: email, brandName: brandName(command.brandId), brandId: command.brandId, link, code, student }), this.deps.mailLimits);
      return verificationView(row);
    });
  }

  /** The newest verification of an address of the app user of an id, and whether the address is verified. */
  async status(command: { appUserId: string; email: unknown }) {
    const user = await this.appUsers.find(command.appUserId);
    const email = emailField(command.email);
    const [row, verifiedAt, customer] = await Promise.all([
      latestEmailVerification(this.deps.db, user.customer_id, email),
      emailVerifiedBy(this.deps.db, user.customer_id, email),
      findCustomerById(this.deps.db, user.customer_id),
    ]);
    const ownVerified = customer?.email === email && customer.email_verified_at !== null;
    // The lock the next request would meet, so that a page opened again (a reload) keeps it.
    const wait = row && !row.date_verified ? row.date_created.getTime() + RESEND_LOCK_MS - this.deps.clock.now() : 0;
    return { data: row ? verificationView(row) : null, meta: { verified: verifiedAt !== undefined || ownVerified, resend_in_seconds: Math.max(0, Math.ceil(wait / 1000)) } };
  }

  /** The link opened: its address is verified (again is fine); an unknown or expired link is refused. */
  async verify(code: string) {
    const invalid = () => new NotFound(m.linkInvalid);
    if (!tokenLike(code)) throw invalid();
    const row = await findEmailVerificationByCode(this.deps.db, secretHash(code));
    const now = this.deps.clock.now();
    if (!row || (!row.date_verified && row.expires_at.getTime() <= now)) throw invalid();
    return verificationView(await markEmailVerified(this.deps.db, row.id, new Date(now)));
  }

  private async who(command: EmailVerifyRequest): Promise<{ customer: AccountRow; appUserId: number | null }> {
    if (command.appUserId !== undefined && command.appUserId !== null && command.appUserId !== '') {
      const user = await this.appUsers.find(command.appUserId);
      return { customer: (await findCustomerById(this.deps.db, user.customer_id))!, appUserId: user.id };
    }
    return { customer: await this.profiles.customer(command.sessionId), appUserId: null };
  }
}

/** `student` as the app sends it: true or false, 1 or 0. */
function studentField(value: unknown): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw new InvalidInput(m.studentRequiredField, { student: [m.studentRequiredField] });
}
