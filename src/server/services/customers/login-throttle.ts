import type { Queryable } from '../../db/index.ts';
import { countAttempt, forgetAttempt } from '../../db/repositories/rate-limits.ts';
import { TooManyAttempts } from '../../domain/errors.ts';
import { tooManyAttemptsMessage } from '../../domain/customers/throttle-message.ts';
import type { LoginThrottleConfig } from '../../config.ts';
import { OneAtATime } from './one-at-a-time.ts';

/**
 * The keys a login attempt is counted under: its client's address (IPv4, or IPv6 /64) and the account's
 * address; from a browser known to be the account's (`device`, its cookie's hash), that browser and the
 * known browsers' own count at the client's address instead.
 */
export interface LoginKeys {
  address: string;
  email: string;
  device?: string | undefined;
}

/**
 * Refusals remembered per process. A flood of guesses is mostly attempts that are already refused;
 * answering those from memory keeps them off the database, so the customers' own logins do not queue
 * behind them. Bounded: the oldest refusal goes first.
 */
const REMEMBERED_REFUSALS = 10_000;

/** An attempt the throttle let through: its password check, run as its suspicion warrants. */
export interface AllowedAttempt {
  check<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Logins slowed down per client address and per account: a few attempts at once, then a wait that
 * doubles with each attempt up to a ceiling, never a lockout; the memory of attempts lapses after a
 * quiet spell. A browser known to be the account's has a budget of its own (login-devices.ts), which no
 * stranger's guesses touch, so an attack on an account never keeps its owner out. Counted in the rate limits' table (every API process shares it, on its clock) before
 * the password is checked, so a refused attempt costs no hashing and a burst of parallel guesses is
 * counted one by one. A successful login clears its account's count and takes its own attempt off
 * its address's.
 *
 * The table decides; each process only remembers, for the wait the table announced, that a key was
 * refused, and refuses it again without asking. The wait only shortens if a row is edited by hand
 * (forgetRefusals() then), so the memory never refuses what the table would still refuse anyway.
 */
export class LoginThrottle {
  /** Key → when (performance.now(), a clock that only moves forward) its announced wait ends. */
  private readonly refusedUntil = new Map<string, number>();
  /**
   * The password checks of attempts whose account or address has an earlier attempt remembered (a
   * failure, or another login in progress), one at a time. Hashing takes a thread of a small pool for
   * tens of milliseconds: a flood's allowed guesses, all suspect, then take one thread between them, and
   * the customers' own logins, which start clean, keep the others. Never a refusal: only a queue.
   */
  private readonly suspectChecks = new OneAtATime();
  /**
   * Keys this process is counting an attempt under now, with that count's end. When a remembered wait
   * ends, a flood's attempts at the key all find nothing remembered at once: they wait for the first to
   * be counted, whose answer (one allowed, or a refusal remembered) settles the rest, rather than all
   * queueing at the database for the key's row lock.
   */
  private readonly counting = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: { db: Queryable; throttle: LoginThrottleConfig }) {}

  private keys(keys: LoginKeys) {
    if (keys.device) return { address: `login-known-address|${keys.address}`, account: `login-device|${keys.device}` };
    return { address: `login-address|${keys.address}`, account: `login-account|${keys.email}` };
  }

  /**
   * Throws TooManyAttempts (429, Retry-After) at once if this process remembers that the attempt's
   * address or account must still wait: nothing is asked of the database, nothing counted.
   */
  refuseRemembered(keys: LoginKeys): void {
    const { address, account } = this.keys(keys);
    const waitMs = Math.max(this.remembered(address), this.remembered(account));
    if (waitMs > 0) throw new TooManyAttempts(tooManyAttemptsMessage(waitMs), waitMs);
  }

  /** Counts the attempt, or throws TooManyAttempts (429, Retry-After) without counting it. */
  async attempt(keys: LoginKeys): Promise<AllowedAttempt> {
    const { address, account } = this.keys(keys);
    for (;;) {
      this.refuseRemembered(keys);
      const pending = this.counting.get(address) ?? this.counting.get(account);
      if (!pending) break;
      await pending;
    }
    const counting = countAttempt(this.deps.db, { key: address, rule: this.deps.throttle.address }, { key: account, rule: this.deps.throttle.account }).then((counted) => {
      if (!counted.allowed) this.remember(counted.refusedBy === 'first' ? address : account, counted.retryAfterMs);
      return counted;
    });
    // The attempts waiting on these keys resume once the refusal is remembered and the keys are free.
    const release = () => {
      if (this.counting.get(address) === settled) this.counting.delete(address);
      if (this.counting.get(account) === settled) this.counting.delete(account);
    };
    const settled = counting.then(release, release);
    this.counting.set(address, settled);
    this.counting.set(account, settled);
    const counted = await counting;
    if (counted.allowed) {
      const suspect = counted.counts.some((count) => count > 1);
      return { check: (work) => (suspect ? this.suspectChecks.run(work) : work()) };
    }
    throw new TooManyAttempts(tooManyAttemptsMessage(counted.retryAfterMs), counted.retryAfterMs);
  }

  async succeeded(keys: LoginKeys): Promise<void> {
    const { address, account } = this.keys(keys);
    await forgetAttempt(this.deps.db, account, address);
  }

  /** A password reset completed: the account's count of strangers' attempts starts again. */
  async resetAccount(email: string): Promise<void> {
    const { account } = this.keys({ address: '', email });
    await forgetAttempt(this.deps.db, account, account);
    this.refusedUntil.delete(account);
  }

  /** Forgets the refusals this process remembers (after the table's rows were changed by hand). */
  forgetRefusals() {
    this.refusedUntil.clear();
  }

  /** The wait left on a refusal remembered for `key`, or 0. */
  private remembered(key: string): number {
    const until = this.refusedUntil.get(key);
    if (until === undefined) return 0;
    const left = Math.ceil(until - performance.now());
    if (left > 0) return left;
    this.refusedUntil.delete(key);
    return 0;
  }

  private remember(key: string, waitMs: number) {
    this.refusedUntil.delete(key);
    if (this.refusedUntil.size >= REMEMBERED_REFUSALS) this.refusedUntil.delete(this.refusedUntil.keys().next().value!);
    this.refusedUntil.set(key, performance.now() + waitMs);
  }
}
