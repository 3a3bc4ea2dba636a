/**
 * Google sign-in (spec §7.1 customers/authenticate/google): Google's ID token, verified (auth/google-id-token.ts),
 * logs in the account of its address. Google has verified the address, so the account is found or made by it and
 * counts as verified; names it lacks come from Google. Each token signs in once (its jti is spent), so a token
 * copied from a customer's browser is of no use to anyone else.
 */
import { KeysUnavailable, TokenRefused, type GoogleIdTokens } from '../../auth/google-id-token.ts';
import { ensureCustomer, findCustomerById, proveAccountAddress } from '../../db/repositories/customers.ts';
import { firstUseOfGoogleToken } from '../../db/repositories/google-token-uses.ts';
import { emailField, NAME_MAX } from '../../domain/customers/account-input.ts';
import { messages } from '../../domain/customers/messages.ts';
import { MalformedInput, NotFound, Unauthenticated, UpstreamFailed } from '../../domain/errors.ts';
import type { AccountSessions } from './account-sessions.ts';
import type { CustomersDeps } from './deps.ts';
import type { LoggedIn } from './registration.ts';
import { secretHash } from './secrets.ts';

export interface GoogleLoginCommand {
  token: string;
  /** The brand the site says it is (brand_id), if it says. */
  brandId: unknown;
  /** The brand of the request (X-Brand). */
  requestBrandId: number;
}

export class GoogleSignIn {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db' | 'clock'>,
    private readonly sessions: AccountSessions,
    private readonly tokens: GoogleIdTokens | undefined,
  ) {}

  /** Whether the site offers the Google button. */
  get enabled(): boolean {
    return this.tokens !== undefined;
  }

  async login(command: GoogleLoginCommand): Promise<LoggedIn> {
    if (!this.tokens) throw new NotFound(messages.googleOff);
    if (command.brandId !== undefined && command.brandId !== null && String(command.brandId) !== String(command.requestBrandId)) {
      throw new MalformedInput(messages.brandMismatch, { brand_id: [messages.brandMismatch] });
    }
    const now = new Date(this.deps.clock.now());
    let identity: Awaited<ReturnType<GoogleIdTokens['verify']>>;
    try {
      identity = await this.tokens.verify(command.token, now);
    } catch (error) {
      if (error instanceof TokenRefused) throw new Unauthenticated(messages.googleFailed);
      if (error instanceof KeysUnavailable) throw new UpstreamFailed(messages.googleUnreachable);
      throw error;
    }
    if (!identity.emailVerified) throw new Unauthenticated(messages.googleUnverified);
    const customer = await this.deps.db.transaction(async (tx) => {
      if (!(await firstUseOfGoogleToken(tx, secretHash(identity.jti), identity.expiresAt, now))) return undefined;
      const account = await ensureCustomer(tx, emailField(identity.email));
      const name = (text: string) => text.slice(0, NAME_MAX);
      await proveAccountAddress(tx, account.id, { forename: name(identity.givenName), surname: name(identity.familyName), at: now });
      return (await findCustomerById(tx, account.id))!;
    });
    if (!customer) throw new Unauthenticated(messages.googleFailed);
    const session = await this.sessions.start(customer.id);
    return { customer, session, postLoginUrl: '/' };
  }
}
