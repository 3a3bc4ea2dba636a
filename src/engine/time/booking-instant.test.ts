import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date.ts';
import { formatClockTime } from './clock-time.ts';
import { arrivalAt, arrivalOn, tradingDateOf } from './booking-instant.ts';
import { londonWallClock } from './london.ts';

/** Trading days over two years, the clock changes of March and October included. */
const tradingDay = fc.integer({ min: 0, max: 730 }).map((n) => addDays('2026-01-01', n));
/** A slot time of a trading day, every quarter of an hour. */
const slotTime = fc.integer({ min: 0, max: 95 }).map((q) => formatClockTime(q * 15));

describe('when a booking is', () => {
  it('puts Saturday’s late-night 01:00 on Sunday, and keeps Saturday as its trading day', () => {
    expect(arrivalAt('2026-12-05', '01:00')).toEqual({ at: new Date('2026-12-06T01:00:00Z'), date: '2026-12-06', time: '01:00', tradingDate: '2026-12-05' });
    expect(arrivalAt('2026-12-05', '19:30')).toMatchObject({ date: '2026-12-05', time: '19:30', tradingDate: '2026-12-05' });
    // Summer time: 01:00 in London is midnight UTC.
    expect(arrivalAt('2026-07-04', '01:00').at).toEqual(new Date('2026-07-05T00:00:00Z'));
    expect(tradingDateOf('2026-12-06', '07:59')).toBe('2026-12-05');
    expect(tradingDateOf('2026-12-06', '08:00')).toBe('2026-12-06');
  });

  it('states one instant: the date and time a customer reads are the London wall clock of the arrival', () => {
    fc.assert(
      fc.property(tradingDay, slotTime, (day, time) => {
        const arrival = arrivalAt(day, time);
        expect(londonWallClock(arrival.at)).toMatchObject({ date: arrival.date, time: arrival.time });
        // The arrival is within the trading day's 24 hours (from 08:00), and its calendar date is that day or the next.
        expect([day, addDays(day, 1)]).toContain(arrival.date);
        expect(arrival.tradingDate).toBe(day);
      }),
    );
  });

  it('goes back and forth: the date and time read, typed again, name the same arrival and trading day', () => {
    fc.assert(
      fc.property(tradingDay, slotTime, (day, time) => {
        const arrival = arrivalAt(day, time);
        const again = arrivalOn(arrival.date, arrival.time);
        // On the night the clocks go forward an hour of times does not exist; London moves them on an hour, the same way both ways.
        expect(again.at.getTime()).toBe(arrival.at.getTime());
        expect(again.tradingDate).toBe(day);
      }),
    );
  });
});
