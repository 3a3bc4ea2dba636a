import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/index.ts';
import { findSession, type SessionRow } from '../../db/repositories/sessions.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';

/** Sessions this process last wrote; each carries its version, so a stale copy is never written back. */
export class OpenSessions {
  private readonly sessions = new LRUCache<string, SessionRow>({ max: 20_000 });

  constructor(private readonly db: Queryable) {}

  /** A session of this brand still open; from memory when allowed (a change's write checks its version), else read afresh. */
  async load(brandId: number, sessionId: string, fromMemory: boolean): Promise<SessionRow> {
    const session = (fromMemory ? this.sessions.get(sessionId) : undefined) ?? (await findSession(this.db, sessionId));
    // Another brand's session is as good as unknown: ids alone never grant access across brands.
    if (!session || session.brand_id !== brandId) throw new NotFound('Booking session not found.');
    if (session.completed_at) throw new Conflict('This booking has already been completed.');
    return session;
  }

  remember(session: SessionRow) {
    this.sessions.set(session.id, session);
  }

  forget(sessionId: string) {
    this.sessions.delete(sessionId);
  }
}
