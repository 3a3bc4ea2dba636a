import { LRUCache } from 'lru-cache';
import { addDays } from '../../../engine/time/calendar-date.ts';
import type { Queryable } from '../../db/index.ts';
import { occupancyBetween } from '../../db/repositories/bookings.ts';
import type { SessionFields } from '../../domain/session/input.ts';
import { ALTERNATIVE_DATE_RANGE_DAYS, type BookedCovers } from '../../domain/session/view.ts';

/**
 * How long covers read for the session screens may be reused. What the customer sees may be this
 * stale when another process takes a booking; completion always reads afresh under the capacity lock.
 */
export const AVAILABILITY_CACHE_MS = 2_000;

/** The covers booked around a session's date, as its screens read them (briefly remembered) and completion does (afresh). */
export class BookedCoversReader {
  private readonly booked = new LRUCache<string, BookedCovers[]>({ max: 2_000, ttl: AVAILABILITY_CACHE_MS });

  async read(db: Queryable, fields: SessionFields, now: Date, options: { reuse?: boolean } = {}): Promise<BookedCovers[]> {
    if (!fields.bar_id || !fields.party_type || !fields.date || !fields.no_people) return [];
    const key = `${fields.bar_id}:${fields.party_type}:${fields.date}`;
    const cached = options.reuse ? this.booked.get(key) : undefined;
    if (cached) return cached;
    const rows = await occupancyBetween(db, fields.bar_id, fields.party_type, fields.date, addDays(fields.date, ALTERNATIVE_DATE_RANGE_DAYS), now);
    if (options.reuse) this.booked.set(key, rows);
    return rows;
  }

  /** After a booking, this process's screens must show its covers gone at once. */
  forget(barId: number, typeId: number) {
    for (const key of [...this.booked.keys()]) if (key.startsWith(`${barId}:${typeId}:`)) this.booked.delete(key);
  }
}
