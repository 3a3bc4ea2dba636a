import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { windowMinutes } from '../../../engine/time/clock-time.ts';
import { slotStarts } from '../availability.ts';
import { clipToHours } from './booking-windows.ts';

const PARTS = [
  { name: 'Daytime', start: '10:00', end: '17:00' },
  { name: 'Evening', start: '17:00', end: '21:00' },
  { name: 'Late Night', start: '21:00', end: '03:00' },
];

describe('booking times clipped to the day’s hours', () => {
  it('cuts each part to the hours and drops one wholly outside them', () => {
    expect(clipToHours(PARTS, { open: '12:00', close: '23:00' })).toEqual([
      { name: 'Daytime', start: '12:00', end: '17:00' },
      { name: 'Evening', start: '17:00', end: '21:00' },
      { name: 'Late Night', start: '21:00', end: '23:00' },
    ]);
    expect(clipToHours(PARTS, { open: '17:00', close: '02:00' })).toEqual([
      { name: 'Evening', start: '17:00', end: '21:00' },
      { name: 'Late Night', start: '21:00', end: '02:00' },
    ]);
    expect(clipToHours(PARTS, null)).toEqual([]);
  });

  it('leaves the slots as they were: a start is offered in the clipped parts exactly when it was in the parts and the hours', () => {
    const time = fc.integer({ min: 8 * 4, max: 8 * 4 + 95 }).map((q) => {
      const m = (q * 15) % 1440;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    });
    const part = fc.tuple(time, time).filter(([s, e]) => windowMinutes(s, e).start < windowMinutes(s, e).end).map(([start, end]) => ({ start, end }));
    const hours = fc.tuple(time, time).filter(([o, c]) => windowMinutes(o, c).start < windowMinutes(o, c).end).map(([open, close]) => ({ open, close }));
    const rules = { durationMinutes: 90, stepMinutes: 15 } as Parameters<typeof slotStarts>[0]['rules'];
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 3 }), hours, (parts, opening) => {
        const clipped = clipToHours(parts, opening);
        const before = slotStarts({ opening, windows: parts, rules });
        expect(clipped.length === 0 ? [] : slotStarts({ opening, windows: clipped, rules })).toEqual(before);
      }),
    );
  });
});
