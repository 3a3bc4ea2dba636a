import { findCustomerByEmail, findCustomerById, setPassword } from '../../db/repositories/customers.ts';
import { findUsableToken, insertCustomerToken, retireTokens, useToken } from '../../db/repositories/customer-tokens.ts';
import { emailField, newPassword, tokenLike } from '../../domain/customers/account-input.ts';
import { messages } from '../../domain/customers/messages.ts';
import { NotFound } from '../../domain/errors.ts';
import { passwordResetEmail } from '../../mail/account-emails.ts';
import type { AccountSessions } from './account-sessions.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { trustDevice, type NewDevice } from './login-devices.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { RESET_TOKEN_MS, type CustomersDeps } from './deps.ts';
import { brandName, siteLink } from './links.ts';
import { hashPassword } from './passwords.ts';
import { newSecret, secretHash } from './secrets.ts';
import { enqueueWithinLimits } from '../../mail/recipient-limits.ts';

/** A forgotten password: the e-mailed link, its check, and the new password (which ends every session). */
export class PasswordReset {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db' | 'clock' | 'publicUrl' | 'mailLimits'>,
    private readonly sessions: AccountSessions,
    private readonly throttle: Pick<LoginThrottle, 'resetAccount'>,
  ) {}

  /**
   * Sends a reset link to an address with an account. The answer says when there is none (`new`:
   * true), as spec §7.1 has it, so the site can offer to register instead.
   */
  async request(command: { brandId: number; email: unknown }) {
    const email = emailField(command.email);
    const customer = await findCustomerByEmail(this.deps.db, email);
    if (!customer?.email_verified_at || !customer.password_hash) return { new: true, message: messages.noRecord };
    const token = newSecret();
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await insertCustomerToken(tx, {
        tokenHash: secretHash(token),
        customerId: customer.id,
        purpose: 'reset',
        joinToken: null,
        at: new Date(now),
        expiresAt: new Date(now + RESET_TOKEN_MS),
      });
      const link = siteLink(this.deps.publicUrl, command.brandId, `/password-reset/${token}`);
      await enqueueWithinLimits(tx, passwordResetEmail({ to: customer.email, brandName: brandName(command.brandId), brandId: command.brandId, link }), this.deps.mailLimits);
    });
    return { new: false };
  }

  /** Whether a reset link can still be used; an unknown, used or expired one is not found. */
  async check(token: string) {
    const usable = tokenLike(token) && (await findUsableToken(this.deps.db, secretHash(token), 'reset', new Date(this.deps.clock.now())));
    if (!usable) throw new NotFound(messages.linkInvalid);
    return { valid: true };
  }

  /**
   * Sets the new password: the link is used up (with any other reset link), and every session ends. The
   * reset proved the browser is the owner's: it becomes a known one (its device cookie), and the count of
   * strangers' attempts at the account starts again, so the owner logs in at once, whoever is guessing.
   */
  async process(command: { token: string; password: unknown }): Promise<{ message: string; device: NewDevice | undefined }> {
    await this.check(command.token);
    const password = newPassword(command.password, await commonPasswordCheck());
    const passwordHash = await hashPassword(password);
    const at = new Date(this.deps.clock.now());
    const { device, email } = await this.deps.db.transaction(async (tx) => {
      const used = await useToken(tx, secretHash(command.token), 'reset', at);
      if (!used) throw new NotFound(messages.linkInvalid);
      await setPassword(tx, used.customer_id, passwordHash, at);
      await retireTokens(tx, used.customer_id, 'reset', at);
      await this.sessions.endAll(used.customer_id, tx);
      return { device: await trustDevice(tx, used.customer_id, at), email: (await findCustomerById(tx, used.customer_id))!.email };
    });
    await this.throttle.resetAccount(email);
    return { message: messages.resetDone, device };
  }
}
