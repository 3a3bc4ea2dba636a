import { findCustomerByEmail, setPassword } from '../../db/repositories/customers.ts';
import { emailField, joinTokenField, passwordGiven } from '../../domain/customers/account-input.ts';
import { messages } from '../../domain/customers/messages.ts';
import { Unauthenticated } from '../../domain/errors.ts';
import type { AccountSessions } from './account-sessions.ts';
import type { CustomersDeps } from './deps.ts';
import { postLoginUrl } from './links.ts';
import { knownDevice, trustDevice } from './login-devices.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import type { LoggedIn } from './registration.ts';

export interface LoginCommand {
  email: unknown;
  password: unknown;
  joinToken: unknown;
  /** The client's address as the throttle counts it (IPv4, or the IPv6 /64). */
  clientAddress: string;
  /** The browser's device cookie, if it has one (login-devices.ts). */
  deviceCookie?: string | undefined;
}

/** Logging in and out. */
export class Authentication {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db' | 'clock'>,
    private readonly sessions: AccountSessions,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * E-mail and password → a session. Wrong password, unknown address and an account not yet verified
   * all answer the same, after the same hashing work.
   */
  async login(command: LoginCommand): Promise<LoggedIn> {
    const email = emailField(command.email);
    const password = passwordGiven(command.password);
    const joinToken = joinTokenField(command.joinToken);
    const keys = { address: command.clientAddress, email, device: await knownDevice(this.deps.db, command.deviceCookie, email) };
    // An attempt the throttle already refused costs no database work; otherwise the account is read
    // while the attempt is counted, and the session started while the count is cleared: fewer round
    // trips one after another keep a login quick while a flood of guesses keeps the server busy.
    this.throttle.refuseRemembered(keys);
    const [attempt, customer] = await Promise.all([this.throttle.attempt(keys), findCustomerByEmail(this.deps.db, email)]);
    const account = customer?.email_verified_at && customer.password_hash ? customer : undefined;
    const matches = await attempt.check(async () => verifyPassword(account?.password_hash ?? (await decoyHash()), password));
    if (!account || !matches) throw new Unauthenticated(messages.loginFailed);
    const at = new Date(this.deps.clock.now());
    const [, session, device] = await Promise.all([this.throttle.succeeded(keys), this.sessions.start(account.id), trustDevice(this.deps.db, account.id, at, keys.device)]);
    if (needsRehash(account.password_hash!)) await setPassword(this.deps.db, account.id, await hashPassword(password), at);
    return { customer: account, session, postLoginUrl: postLoginUrl(joinToken), device };
  }

  async logout(sessionId: string | undefined): Promise<void> {
    await this.sessions.end(sessionId);
  }
}
