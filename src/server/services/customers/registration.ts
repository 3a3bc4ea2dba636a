import type { Queryable } from '../../db/index.ts';
import { completeAccount, ensureCustomer, findCustomerByEmail, findCustomerById, type AccountRow } from '../../db/repositories/customers.ts';
import { findUsableToken, insertCustomerToken, retireTokens, useToken, type PendingAccount } from '../../db/repositories/customer-tokens.ts';
import { findBookingByManageKey } from '../../db/repositories/bookings.ts';
import { emailField, joinTokenField, nameField, newPassword, passwordGiven, tokenLike } from '../../domain/customers/account-input.ts';
import { messages } from '../../domain/customers/messages.ts';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.ts';
import { alreadyRegisteredEmail, verifyAccountEmail } from '../../mail/account-emails.ts';
import type { AccountSessions, StartedSession } from './account-sessions.ts';
import { linkInvitedGuest } from '../guests/invited-guest.ts';
import { trustDevice, type NewDevice } from './login-devices.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { VERIFY_TOKEN_MS, type CustomersDeps } from './deps.ts';
import { brandName, postLoginUrl, siteLink } from './links.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { newSecret, secretHash } from './secrets.ts';
import { enqueueWithinLimits } from '../../mail/recipient-limits.ts';

export interface RegisterCommand {
  brandId: number;
  email: unknown;
  joinToken: unknown;
  /** A page of the site to come back to once the account is made (checked by the request's schema: a path from /). */
  returnTo?: string | undefined;
}

export interface VerifyCommand {
  token: string;
  customerId: unknown;
  forename: unknown;
  surname: unknown;
  password: unknown;
}

export interface StandaloneCommand {
  brandId: number;
  bookingToken: unknown;
  email: unknown;
  password: unknown;
}

/** A login that has just begun: the customer, the session for the cookie, where the site goes next, and a new device cookie. */
export interface LoggedIn {
  customer: AccountRow;
  session: StartedSession;
  postLoginUrl: string;
  /** The browser proved it is the account's: its device cookie (login-devices.ts). */
  device?: NewDevice | undefined;
}

/**
 * Signing up: register an address (an e-mail with a link), the link's page (load it, then set names
 * and password: the account is verified and logged in), and the signup offered to a manage-link holder.
 */
export class Registration {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db' | 'clock' | 'publicUrl' | 'mailLimits'>,
    private readonly sessions: AccountSessions,
  ) {}

  /**
   * Sends the address a verification link. An address that already has an account gets a message
   * saying so instead, and the answer is the same: registering does not tell who has an account.
   */
  async register(command: RegisterCommand) {
    const email = emailField(command.email);
    const joinToken = joinTokenField(command.joinToken);
    const context = { to: email, brandName: brandName(command.brandId), brandId: command.brandId };
    await this.deps.db.transaction(async (tx) => {
      const existing = await findCustomerByEmail(tx, email);
      if (existing?.email_verified_at && existing.password_hash) {
        await enqueueWithinLimits(tx, alreadyRegisteredEmail({ ...context, link: siteLink(this.deps.publicUrl, command.brandId, '/forgot-password') }), this.deps.mailLimits);
        return;
      }
      const customer = existing ?? (await ensureCustomer(tx, email));
      await this.sendVerification(tx, { brandId: command.brandId, customerId: customer.id, email, joinToken, returnTo: command.returnTo });
    });
    return { email, sent: true as const, message: messages.registerSent };
  }

  /**
   * The verification e-mail: a link, once, for 24 hours. With `pending`, what the customer gave before
   * proving the address (password, names, the guest they join as) waits on the link and becomes the
   * account when it is followed.
   */
  private async sendVerification(tx: Queryable, to: { brandId: number; customerId: number; email: string; joinToken: string | null; pending?: PendingAccount; returnTo?: string | undefined }) {
    const now = this.deps.clock.now();
    const token = newSecret();
    await insertCustomerToken(tx, {
      tokenHash: secretHash(token),
      customerId: to.customerId,
      purpose: 'verify',
      joinToken: to.joinToken,
      at: new Date(now),
      expiresAt: new Date(now + VERIFY_TOKEN_MS),
      pending: to.pending,
    });
    const path = `/verify/${token}${to.joinToken ? `/${to.joinToken}` : ''}`;
    // The page that sent the customer to register (a society's QR page) is where the link's page goes afterwards.
    const link = `${siteLink(this.deps.publicUrl, to.brandId, path)}${to.returnTo ? `&next=${encodeURIComponent(to.returnTo)}` : ''}`;
    const email = verifyAccountEmail({ to: to.email, brandName: brandName(to.brandId), brandId: to.brandId, link, passwordChosen: to.pending !== undefined });
    await enqueueWithinLimits(tx, email, this.deps.mailLimits);
  }

  /** The verification page's data: whose link it is. An unknown, used or expired link is not found. */
  async loadVerification(token: string) {
    return (await this.usableLink(token)).view;
  }

  /** A verification link still usable, its token's row (with any pending account) and the page's view of it. */
  private async usableLink(token: string) {
    const usable = tokenLike(token) && (await findUsableToken(this.deps.db, secretHash(token), 'verify', new Date(this.deps.clock.now())));
    const customer = usable ? await findCustomerById(this.deps.db, usable.customer_id) : undefined;
    if (!usable || !customer) throw new NotFound(messages.linkInvalid);
    const view = {
      customer_id: customer.id,
      email: customer.email,
      forename: customer.forename || usable.forename || '',
      surname: customer.surname || usable.surname || '',
      join_token: usable.join_token,
      password_set: usable.password_hash !== null,
    };
    return { usable, view };
  }

  /**
   * Sets names and password from a verification link: the address is verified and the customer logged in.
   * A link whose password was chosen before (a manage link's signup, a guest's) takes that password typed
   * again: whoever follows the link must be whoever signed up, or a stranger holding a forwarded manage link
   * could choose the password and have its owner finish the account for them. A guest's account is then
   * linked to their place on the booking.
   */
  async verify(command: VerifyCommand): Promise<LoggedIn> {
    const { usable, view: link } = await this.usableLink(command.token);
    if (command.customerId !== undefined && command.customerId !== null && String(command.customerId) !== String(link.customer_id)) {
      throw new NotFound(messages.linkInvalid);
    }
    const forename = nameField(command.forename, 'forename');
    const surname = nameField(command.surname, 'surname');
    const pending = link.password_set ? usable : undefined;
    // Hashed (or checked) before the transaction: it takes tens of milliseconds and holds nothing.
    let passwordHash: string;
    if (pending?.password_hash) {
      if (!(await verifyPassword(pending.password_hash, passwordGiven(command.password)))) throw new InvalidInput(messages.passwordNotChosen, { password: [messages.passwordNotChosen] });
      passwordHash = pending.password_hash;
    } else passwordHash = await hashPassword(newPassword(command.password, await commonPasswordCheck()));
    const at = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      // Used here, once: of two requests with one link, the second finds it used.
      const used = await useToken(tx, secretHash(command.token), 'verify', at);
      if (!used || used.customer_id !== link.customer_id || used.password_hash !== (pending?.password_hash ?? null)) throw new NotFound(messages.linkInvalid);
      await completeAccount(tx, used.customer_id, { forename, surname, passwordHash, at });
      await retireTokens(tx, used.customer_id, 'verify', at);
      const customer = (await findCustomerById(tx, used.customer_id))!;
      const bookingId = used.guest_id === null ? undefined : await linkInvitedGuest(tx, used.guest_id, customer);
      const session = await this.sessions.start(used.customer_id, tx);
      const device = await trustDevice(tx, used.customer_id, at);
      return { customer, session, device, postLoginUrl: bookingId === undefined ? postLoginUrl(used.join_token) : `/edit-booking/${bookingId}` };
    });
  }

  /**
   * The signup offered on a booking's manage page: the booking's own address and a password. A manage link
   * can be forwarded, so holding it proves nothing: the address gets the verification e-mail, and the
   * password becomes the account's (and anyone is logged in) only when its link is followed. Any other
   * address is refused (its bookings would not be this one).
   */
  async standalone(command: StandaloneCommand) {
    const key = tokenLike(command.bookingToken);
    const booking = key ? await findBookingByManageKey(this.deps.db, command.brandId, key) : undefined;
    if (!booking) throw new NotFound(messages.bookingNotFound);
    const email = emailField(command.email);
    if (email !== booking.email.trim().toLowerCase()) throw new InvalidInput(messages.standaloneEmail, { email: [messages.standaloneEmail] });
    const password = newPassword(passwordGiven(command.password), await commonPasswordCheck());
    const existing = await findCustomerByEmail(this.deps.db, email);
    if (existing?.email_verified_at && existing.password_hash) throw new Conflict(messages.alreadyRegistered);
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction((tx) => this.pendingAccount(tx, { brandId: command.brandId, email, pending: { passwordHash, forename: booking.forename, surname: booking.surname } }));
    return { email, sent: true as const, message: messages.registerSentChosen };
  }

  /**
   * An account asked for with an address not yet proven: the verification e-mail, with what was given
   * waiting on its link, inside the caller's transaction. An address that has an account already keeps it: Conflict.
   */
  async pendingAccount(tx: Queryable, account: { brandId: number; email: string; pending: PendingAccount }): Promise<void> {
    const customer = await ensureCustomer(tx, account.email);
    const locked = (await findCustomerById(tx, customer.id, { forUpdate: true }))!;
    // Registered meanwhile (another request, or a verification link): that account stands.
    if (locked.email_verified_at && locked.password_hash) throw new Conflict(messages.alreadyRegistered);
    await this.sendVerification(tx, { brandId: account.brandId, customerId: customer.id, email: account.email, joinToken: null, pending: account.pending });
  }
}
