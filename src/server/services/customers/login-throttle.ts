import type { Queryable } from '../../db/index.ts';
import { countAttempt, forgetAttempts, uncountAttempt } from '../../db/repositories/rate-limits.ts';
import { TooManyAttempts } from '../../domain/errors.ts';
import { tooManyAttemptsMessage } from '../../domain/customers/throttle-message.ts';
import type { LoginThrottleConfig } from '../../config.ts';

/** The keys a login attempt is counted under: its client's address (IPv4, or IPv6 /64) and the account's address. */
export interface LoginKeys {
  address: string;
  email: string;
}

/**
 * Logins slowed down per client address and per account: a few attempts at once, then a wait that
 * doubles with each attempt up to a ceiling, never a lockout; the memory of attempts lapses after a
 * quiet spell. Counted in the rate limits' table (every API process shares it, on its clock) before
 * the password is checked, so a refused attempt costs no hashing and a burst of parallel guesses is
 * counted one by one. A successful login clears its account's count and takes its own attempt off
 * its address's.
 */
export class LoginThrottle {
  constructor(private readonly deps: { db: Queryable; throttle: LoginThrottleConfig }) {}

  private keys(keys: LoginKeys) {
    return { address: `login-address|${keys.address}`, account: `login-account|${keys.email}` };
  }

  /** Counts the attempt, or throws TooManyAttempts (429, Retry-After) without counting it. */
  async attempt(keys: LoginKeys): Promise<void> {
    const { address, account } = this.keys(keys);
    const byAddress = await countAttempt(this.deps.db, address, this.deps.throttle.address);
    if (!byAddress.allowed) throw new TooManyAttempts(tooManyAttemptsMessage(byAddress.retryAfterMs), byAddress.retryAfterMs);
    const byAccount = await countAttempt(this.deps.db, account, this.deps.throttle.account);
    if (!byAccount.allowed) {
      // Not tried after all: the address is not charged for it.
      await uncountAttempt(this.deps.db, address);
      throw new TooManyAttempts(tooManyAttemptsMessage(byAccount.retryAfterMs), byAccount.retryAfterMs);
    }
  }

  async succeeded(keys: LoginKeys): Promise<void> {
    const { address, account } = this.keys(keys);
    await forgetAttempts(this.deps.db, account);
    await uncountAttempt(this.deps.db, address);
  }
}
