import { findCustomerById, type AccountRow } from '../../db/repositories/customers.ts';
import {
  findLiveCustomerSession,
  insertCustomerSession,
  revokeCustomerSession,
  revokeCustomerSessions,
  touchCustomerSession,
} from '../../db/repositories/customer-sessions.ts';
import type { Queryable } from '../../db/index.ts';
import type { CustomersDeps } from './deps.ts';
import { newSecret, secretHash } from './secrets.ts';

/** A session's idle expiry is moved on at most this often (not a write at every request). */
const TOUCH_EVERY_MS = 60_000;

/** A new login: the id for the cookie (never stored as such) and when the session ends at the latest. */
export interface StartedSession {
  id: string;
  expiresAt: Date;
}

/**
 * Logged-in sessions: server-side rows found by the SHA-256 of the cookie's random id. Each ends when
 * unused for `idleMs`, `absoluteMs` after login whatever happens, or when revoked.
 */
export class AccountSessions {
  constructor(private readonly deps: Pick<CustomersDeps, 'db' | 'clock' | 'sessions'>) {}

  /** A new session of a customer; `appUserId` when the group's app started it for its user. */
  async start(customerId: number, tx: Queryable = this.deps.db, appUserId?: number): Promise<StartedSession> {
    const id = newSecret();
    const now = this.deps.clock.now();
    const expiresAt = new Date(now + this.deps.sessions.absoluteMs);
    const idleExpiresAt = new Date(Math.min(now + this.deps.sessions.idleMs, expiresAt.getTime()));
    await insertCustomerSession(tx, { idHash: secretHash(id), customerId, at: new Date(now), idleExpiresAt, expiresAt, appUserId });
    return { id, expiresAt };
  }

  /**
   * The customer whose live session this is, or undefined; a use moves the idle expiry on. A session of
   * a login needs the customer's address verified; one the app started stands on the app's word.
   */
  async customerOf(sessionId: string | undefined): Promise<AccountRow | undefined> {
    if (!sessionId) return undefined;
    const idHash = secretHash(sessionId);
    const now = this.deps.clock.now();
    const session = await findLiveCustomerSession(this.deps.db, idHash, new Date(now));
    if (!session) return undefined;
    const customer = await findCustomerById(this.deps.db, session.customer_id);
    if (!customer || (!customer.email_verified_at && session.app_user_id === null)) return undefined;
    if (now - session.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
      await touchCustomerSession(this.deps.db, idHash, new Date(now), new Date(now + this.deps.sessions.idleMs));
    }
    return customer;
  }

  /** Logout: this session ends (nothing happens for one that has already ended). */
  async end(sessionId: string | undefined): Promise<void> {
    if (sessionId) await revokeCustomerSession(this.deps.db, secretHash(sessionId), new Date(this.deps.clock.now()));
  }

  /** A password reset: every session of the customer ends. */
  async endAll(customerId: number, tx: Queryable = this.deps.db): Promise<void> {
    await revokeCustomerSessions(tx, customerId, new Date(this.deps.clock.now()));
  }
}
