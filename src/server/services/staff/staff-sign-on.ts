/**
 * Staff single sign-on (spec §2.6 items 3–4, §4 staff login, §7.6): a login starts here (the issuer's URL, its
 * secrets kept against a random id the browser holds in a cookie), the issuer's answer comes back through the
 * site's /staff/login page (auth-bridge) and becomes a staff session, and rest/logout ends it.
 *
 * Every answer spends its attempt first, so a state, code or nonce can be tried once: a forged state, a code
 * used before or meant for another client, an ID token that fails a check, or an answer from a browser that did
 * not start the login (no attempt cookie) is refused and logs no one in.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { AnswerRefused, IssuerUnavailable, type StaffIssuer } from '../../auth/staff-issuer.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import {
  findLiveStaffSession,
  forgetStaffLoginAttempts,
  insertStaffLoginAttempt,
  insertStaffSession,
  revokeStaffSession,
  spendStaffLoginAttempt,
  type StaffSessionRow,
} from '../../db/repositories/staff-sign-on.ts';
import { Forbidden, NotFound, UpstreamFailed } from '../../domain/errors.ts';
import { newSecret, secretHash } from '../customers/secrets.ts';
import { sameSecret } from '../../domain/booking-codes.ts';

/** A login must come back from the issuer within 10 minutes. */
export const STAFF_LOGIN_MS = 10 * 60_000;
/** A staff session lasts a shift: 12 hours, then the member of staff logs in again. */
export const STAFF_SESSION_MS = 12 * 60 * 60_000;

/** The refusals' words, the site's own (locales: account.staff). */
export const staffMessages = {
  notAvailable: account.staff.notAvailable,
  unreachable: account.staff.unreachable,
  refused: account.staff.refused,
  notSignedIn: account.staff.notSignedIn,
};

/** The staff session as the site keeps it (no secret: the cookie holds that). */
export interface StaffView {
  name: string;
  email: string | null;
  expires_at: string;
}

export interface BridgeCommand {
  /** The attempt id from the browser's cookie. */
  attemptId: string | undefined;
  code: string;
  state: string;
  /** The issuer's identifier, when it names itself in its answer (RFC 9207). */
  iss: string | undefined;
}


export class StaffSignOn {
  constructor(private readonly deps: { db: Db; clock: Clock; issuer: StaffIssuer | undefined }) {}

  private issuer(): StaffIssuer {
    if (!this.deps.issuer) throw new NotFound(staffMessages.notAvailable);
    return this.deps.issuer;
  }

  /** A new login: the issuer's URL to send the browser to, and the attempt's id for the browser's cookie. */
  async loginUrl(): Promise<{ url: string; attempt: { id: string; lifetimeMs: number } }> {
    const issuer = this.issuer();
    let started: Awaited<ReturnType<StaffIssuer['start']>>;
    try {
      started = await issuer.start();
    } catch (error) {
      if (error instanceof IssuerUnavailable) throw new UpstreamFailed(staffMessages.unreachable);
      throw error;
    }
    const now = this.deps.clock.now();
    const id = newSecret();
    const expiresAt = new Date(now + STAFF_LOGIN_MS);
    const { state, nonce, codeVerifier } = started.secrets;
    await forgetStaffLoginAttempts(this.deps.db, new Date(now - STAFF_LOGIN_MS));
    await insertStaffLoginAttempt(this.deps.db, { idHash: secretHash(id), state, nonce, code_verifier: codeVerifier, at: new Date(now), expiresAt });
    return { url: started.url, attempt: { id, lifetimeMs: STAFF_LOGIN_MS } };
  }

  /** The issuer's answer, brought back by the browser that started the login, made a staff session. */
  async bridge(command: BridgeCommand): Promise<{ session: { id: string; lifetimeMs: number }; staff: StaffView }> {
    const issuer = this.issuer();
    const now = this.deps.clock.now();
    const attempt = command.attemptId ? await spendStaffLoginAttempt(this.deps.db, secretHash(command.attemptId), new Date(now)) : undefined;
    if (!attempt || !sameSecret(attempt.state, command.state)) throw new Forbidden(staffMessages.refused);
    let identity: Awaited<ReturnType<StaffIssuer['finish']>>;
    try {
      const answer = { code: command.code, state: command.state, ...(command.iss !== undefined ? { iss: command.iss } : {}) };
      identity = await issuer.finish(answer, { state: attempt.state, nonce: attempt.nonce, codeVerifier: attempt.code_verifier });
    } catch (error) {
      if (error instanceof AnswerRefused) throw new Forbidden(staffMessages.refused);
      if (error instanceof IssuerUnavailable) throw new UpstreamFailed(staffMessages.unreachable);
      throw error;
    }
    const id = newSecret();
    const expiresAt = new Date(now + STAFF_SESSION_MS);
    await insertStaffSession(this.deps.db, { idHash: secretHash(id), ...identity, email: identity.email ?? null, at: new Date(now), expiresAt });
    return { session: { id, lifetimeMs: STAFF_SESSION_MS }, staff: { name: identity.name, email: identity.email ?? null, expires_at: expiresAt.toISOString() } };
  }

  /** The signed-in member of staff, or Forbidden: every staff-only call asks this first. */
  async staffOf(sessionId: string | undefined): Promise<StaffView> {
    const row = await this.liveSession(sessionId);
    return { name: row.name, email: row.email, expires_at: row.expires_at.toISOString() };
  }

  /** Who the signed-in member of staff is, as their issuer names them (for what they record), or Forbidden. */
  async memberOf(sessionId: string | undefined): Promise<{ issuer: string; subject: string; name: string }> {
    const { issuer, subject, name } = await this.liveSession(sessionId);
    return { issuer, subject, name };
  }

  private async liveSession(sessionId: string | undefined): Promise<StaffSessionRow> {
    const row = sessionId ? await findLiveStaffSession(this.deps.db, secretHash(sessionId), new Date(this.deps.clock.now())) : undefined;
    if (!row) throw new Forbidden(staffMessages.notSignedIn);
    return row;
  }

  /** Logout: the session ends (nothing happens for one that has already ended). */
  async logout(sessionId: string | undefined): Promise<void> {
    if (sessionId) await revokeStaffSession(this.deps.db, secretHash(sessionId), new Date(this.deps.clock.now()));
  }
}
