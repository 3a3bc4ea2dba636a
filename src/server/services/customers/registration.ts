import type { Queryable } from '../../db/index.ts';
import { completeAccount, ensureCustomer, findCustomerByEmail, findCustomerById, type AccountRow } from '../../db/repositories/customers.ts';
import { findUsableToken, insertCustomerToken, retireTokens, useToken } from '../../db/repositories/customer-tokens.ts';
import { findBookingByManageKey } from '../../db/repositories/bookings.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import { emailField, joinTokenField, nameField, newPassword, passwordGiven, tokenLike } from '../../domain/customers/account-input.ts';
import { messages } from '../../domain/customers/messages.ts';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.ts';
import { alreadyRegisteredEmail, verifyAccountEmail } from '../../mail/account-emails.ts';
import type { AccountSessions, StartedSession } from './account-sessions.ts';
import { commonPasswordCheck } from './common-passwords.ts';
import { VERIFY_TOKEN_MS, type CustomersDeps } from './deps.ts';
import { brandName, postLoginUrl, siteLink } from './links.ts';
import { hashPassword } from './passwords.ts';
import { newSecret, secretHash } from './secrets.ts';

export interface RegisterCommand {
  brandId: number;
  email: unknown;
  joinToken: unknown;
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

/** A login that has just begun: the customer, the session for the cookie, and where the site goes next. */
export interface LoggedIn {
  customer: AccountRow;
  session: StartedSession;
  postLoginUrl: string;
}

/**
 * Signing up: register an address (an e-mail with a link), the link's page (load it, then set names
 * and password: the account is verified and logged in), and the signup offered to a manage-link holder.
 */
export class Registration {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db' | 'clock' | 'publicUrl'>,
    private readonly sessions: AccountSessions,
  ) {}

  /**
   * Sends the address a verification link. An address that already has an account gets a message
   * saying so instead, and the answer is the same: registering does not tell who has an account.
   */
  async register(command: RegisterCommand) {
    const email = emailField(command.email);
    const joinToken = joinTokenField(command.joinToken);
    const now = this.deps.clock.now();
    const context = { to: email, brandName: brandName(command.brandId) };
    await this.deps.db.transaction(async (tx) => {
      const existing = await findCustomerByEmail(tx, email);
      if (existing?.email_verified_at && existing.password_hash) {
        await enqueueEmail(tx, alreadyRegisteredEmail({ ...context, link: siteLink(this.deps.publicUrl, command.brandId, '/forgot-password') }));
        return;
      }
      const customer = existing ?? (await ensureCustomer(tx, email));
      const token = newSecret();
      await insertCustomerToken(tx, {
        tokenHash: secretHash(token),
        customerId: customer.id,
        purpose: 'verify',
        joinToken,
        at: new Date(now),
        expiresAt: new Date(now + VERIFY_TOKEN_MS),
      });
      const path = `/verify/${token}${joinToken ? `/${joinToken}` : ''}`;
      await enqueueEmail(tx, verifyAccountEmail({ ...context, link: siteLink(this.deps.publicUrl, command.brandId, path) }));
    });
    return { email, sent: true as const, message: messages.registerSent };
  }

  /** The verification page's data: whose link it is. An unknown, used or expired link is not found. */
  async loadVerification(token: string) {
    const usable = tokenLike(token) && (await findUsableToken(this.deps.db, secretHash(token), 'verify', new Date(this.deps.clock.now())));
    const customer = usable ? await findCustomerById(this.deps.db, usable.customer_id) : undefined;
    if (!usable || !customer) throw new NotFound(messages.linkInvalid);
    return { customer_id: customer.id, email: customer.email, forename: customer.forename, surname: customer.surname, join_token: usable.join_token };
  }

  /** Sets names and password from a verification link: the address is verified and the customer logged in. */
  async verify(command: VerifyCommand): Promise<LoggedIn> {
    const link = await this.loadVerification(command.token);
    if (command.customerId !== undefined && command.customerId !== null && String(command.customerId) !== String(link.customer_id)) {
      throw new NotFound(messages.linkInvalid);
    }
    const forename = nameField(command.forename, 'forename');
    const surname = nameField(command.surname, 'surname');
    const password = newPassword(command.password, await commonPasswordCheck());
    // Hashed before the transaction: it takes tens of milliseconds and holds nothing.
    const passwordHash = await hashPassword(password);
    const at = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      // Used here, once: of two requests with one link, the second finds it used.
      const used = await useToken(tx, secretHash(command.token), 'verify', at);
      if (!used || used.customer_id !== link.customer_id) throw new NotFound(messages.linkInvalid);
      await completeAccount(tx, used.customer_id, { forename, surname, passwordHash, at });
      await retireTokens(tx, used.customer_id, 'verify', at);
      const session = await this.sessions.start(used.customer_id, tx);
      return { customer: (await findCustomerById(tx, used.customer_id))!, session, postLoginUrl: postLoginUrl(used.join_token) };
    });
  }

  /**
   * The signup offered on a booking's manage page: the booking's own address and a password. Holding
   * the manage link (sent only to that address) stands for the verification e-mail, so the account is
   * verified and logged in at once; any other address is refused (its bookings would not be this one).
   */
  async standalone(command: StandaloneCommand): Promise<LoggedIn> {
    const key = tokenLike(command.bookingToken);
    const booking = key ? await findBookingByManageKey(this.deps.db, command.brandId, key) : undefined;
    if (!booking) throw new NotFound(messages.bookingNotFound);
    const email = emailField(command.email);
    if (email !== booking.email.trim().toLowerCase()) throw new InvalidInput(messages.standaloneEmail, { email: [messages.standaloneEmail] });
    const password = newPassword(passwordGiven(command.password), await commonPasswordCheck());
    const existing = await findCustomerByEmail(this.deps.db, email);
    if (existing?.email_verified_at && existing.password_hash) throw new Conflict(messages.alreadyRegistered);
    const passwordHash = await hashPassword(password);
    const at = new Date(this.deps.clock.now());
    return this.deps.db.transaction(async (tx) => {
      const customer = await ensureCustomer(tx, email);
      const locked = (await findCustomerById(tx, customer.id, { forUpdate: true }))!;
      // Registered meanwhile (another request, or a verification link): that account stands.
      if (locked.email_verified_at && locked.password_hash) throw new Conflict(messages.alreadyRegistered);
      const forename = locked.forename || booking.forename;
      const surname = locked.surname || booking.surname;
      await completeAccount(tx, customer.id, { forename, surname, passwordHash, at });
      await retireTokens(tx, customer.id, 'verify', at);
      const session = await this.sessions.start(customer.id, tx);
      return { customer: (await findCustomerById(tx, customer.id))!, session, postLoginUrl: `/manage/${key}` };
    });
  }

  /**
   * An account for an address proven by a link e-mailed only to it (a guest's invitation, as the manage
   * link stands for the verification e-mail in `standalone`): verified and logged in at once, inside the
   * caller's transaction, so what the caller changes with it commits with it. An address that has an
   * account already keeps it: Conflict.
   */
  async provenAccount(tx: Queryable, account: { email: string; forename: string; surname: string; passwordHash: string }): Promise<Omit<LoggedIn, 'postLoginUrl'>> {
    const at = new Date(this.deps.clock.now());
    const customer = await ensureCustomer(tx, account.email);
    const locked = (await findCustomerById(tx, customer.id, { forUpdate: true }))!;
    if (locked.email_verified_at && locked.password_hash) throw new Conflict(messages.alreadyRegistered);
    await completeAccount(tx, customer.id, { forename: account.forename, surname: account.surname, passwordHash: account.passwordHash, at });
    await retireTokens(tx, customer.id, 'verify', at);
    const session = await this.sessions.start(customer.id, tx);
    return { customer: (await findCustomerById(tx, customer.id))!, session };
  }
}
