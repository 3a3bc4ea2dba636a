import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { buildSessionView, type BookedCovers } from '../../src/server/domain/session/view.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('slots shared between answers', () => {
  it('are exactly the slots computed afresh, for every "now" around the cut-off and 30-minute boundaries', async () => {
    const catalogue = await t.app.catalogue.get();
    // Today (Saturday 21 November 2026), a table for 4, with some covers already taken.
    const fields = { bar_id: demo.bars.revolutionManchester, party_type: demo.types.table, date: '2026-11-21', no_people: 4, time: '13:00' };
    const booked: BookedCovers[] = [
      { trading_date: '2026-11-21', booking_time: '13:00', duration_minutes: 120, people: 40 },
      { trading_date: '2026-11-21', booking_time: '19:30', duration_minutes: 120, people: 12 },
    ];
    const view = (now: Date, covers: ReadonlyArray<BookedCovers>) => {
      const v = buildSessionView({ catalogue, brandId: 1, sessionId: 's', fields, now, booked: covers });
      return JSON.stringify([v.all_slots, v.time_slots, v.can_auto_confirm, v.can_fallback, v.before_cutoff, v.flash_messages]);
    };
    const nows: number[] = [];
    for (let ms = Date.parse('2026-11-21T11:50:00Z'); ms <= Date.parse('2026-11-21T13:20:00Z'); ms += 60_000) {
      nows.push(ms - 1, ms, ms + 1, ms + 29_999, ms + 59_999);
    }
    const differentAnswers = new Set<string>();
    for (const ms of nows) {
      const shared = view(new Date(ms), booked);
      // A copy of the covers is never in the shared store: computed afresh.
      const fresh = view(new Date(ms), [...booked]);
      expect(shared, new Date(ms).toISOString()).toBe(fresh);
      differentAnswers.add(shared);
    }
    // The range crosses boundaries: the answer really changes with the clock.
    expect(differentAnswers.size).toBeGreaterThan(10);
  });
});
