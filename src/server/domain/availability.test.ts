import { describe, expect, it } from 'vitest';
import { canCaterFor, computeSlots, offeredSlots, slotStarts, type AvailabilityInput, type SlotRules } from './availability.ts';

const table: SlotRules = {
  stepMinutes: 30,
  durationMinutes: 120,
  cutoffMinutes: 0,
  minCovers: 1,
  maxCovers: 20,
  exactCovers: null,
  autoConfirmMaxCovers: 12,
  allowFallback: true,
  pricePerPerson: 0,
  pricePerBooking: 0,
};

// Saturday 12 December 2026, 10:00 GMT: the day before is long gone.
const morning = new Date('2026-12-12T10:00:00Z');

function input(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    date: '2026-12-12',
    now: morning,
    people: 4,
    opening: { open: '17:00', close: '23:00' },
    windows: [],
    rules: table,
    capacity: 10,
    occupancy: [],
    ...overrides,
  };
}

describe('slot starts', () => {
  it('steps across opening hours and leaves time for the whole duration', () => {
    expect(computeSlots(input()).map((s) => s.time)).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00']);
  });

  it('treats a closing time at or before 08:00 as the next morning', () => {
    const slots = computeSlots(input({ opening: { open: '22:00', close: '02:00' } }));
    expect(slots.map((s) => s.full_date)).toEqual(['2026-12-12 22:00', '2026-12-12 22:30', '2026-12-12 23:00', '2026-12-12 23:30', '2026-12-13 00:00']);
  });

  it('offers no time the clocks skip: the night summer time starts has no 01:00 or 01:30, the night it ends one of each', () => {
    const late = { opening: { open: '22:00', close: '04:00' } };
    const spring = computeSlots(input({ ...late, date: '2027-03-27', now: new Date('2027-03-27T10:00:00Z') }));
    expect(spring.map((s) => s.full_date)).toEqual(['2027-03-27 22:00', '2027-03-27 22:30', '2027-03-27 23:00', '2027-03-27 23:30', '2027-03-28 00:00', '2027-03-28 00:30', '2027-03-28 02:00']);
    const autumn = computeSlots(input({ ...late, date: '2026-10-24', now: new Date('2026-10-24T10:00:00Z') }));
    expect(autumn.map((s) => s.full_date)).toEqual(['2026-10-24 22:00', '2026-10-24 22:30', '2026-10-24 23:00', '2026-10-24 23:30', '2026-10-25 00:00', '2026-10-25 00:30', '2026-10-25 01:00', '2026-10-25 01:30', '2026-10-25 02:00']);
  });

  it('keeps starts inside the type’s day parts, including a part ending after midnight', () => {
    const starts = slotStarts({
      opening: { open: '10:00', close: '03:00' },
      windows: [
        { start: '11:00', end: '12:00' },
        { start: '23:30', end: '01:00' },
      ],
      rules: table,
    });
    expect(starts).toEqual([660, 690, 1410, 1440, 1470]);
  });

  it('offers nothing on a closed day', () => {
    expect(computeSlots(input({ opening: null }))).toEqual([]);
  });

  it('uses the type’s slot step', () => {
    const slots = computeSlots(input({ rules: { ...table, stepMinutes: 15 }, opening: { open: '17:00', close: '19:30' } }));
    expect(slots.map((s) => s.time)).toEqual(['17:00', '17:15', '17:30']);
  });
});

describe('capacity over the booking’s duration', () => {
  it('counts bookings that overlap any minute of the slot', () => {
    // 6 covers from 19:00 to 21:00; capacity 10; a party of 4 still fits, a party of 5 does not.
    const occupancy = [{ start: 19 * 60, end: 21 * 60, people: 6 }];
    const four = computeSlots(input({ occupancy }));
    expect(four.find((s) => s.time === '18:00')).toMatchObject({ available: true, remaining: 4 });
    const five = computeSlots(input({ occupancy, people: 5 }));
    expect(five.filter((s) => !s.available).map((s) => s.time)).toEqual(['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30']);
    expect(five.find((s) => s.time === '17:00')).toMatchObject({ available: true, remaining: 10 });
    expect(five.find((s) => s.time === '21:00')).toMatchObject({ available: true });
    expect(five.find((s) => s.time === '19:00')).toMatchObject({ problem: 'full', can_fallback: true });
  });

  it('uses the peak, not the sum, of bookings that do not overlap each other', () => {
    const occupancy = [
      { start: 17 * 60, end: 18 * 60, people: 5 },
      { start: 18 * 60, end: 19 * 60, people: 5 },
    ];
    expect(computeSlots(input({ occupancy })).find((s) => s.time === '17:00')).toMatchObject({ remaining: 5, available: true });
  });
});

describe('the clock', () => {
  it('leaves out slots that have begun and hides those within 30 minutes', () => {
    const now = new Date('2026-12-12T18:10:00Z');
    const slots = computeSlots(input({ now }));
    expect(slots[0]?.time).toBe('18:30');
    expect(offeredSlots(slots, '2026-12-12', now)[0]?.time).toBe('19:00');
  });

  it('marks slots past the cut-off as unavailable with no enquiry', () => {
    const now = new Date('2026-12-12T16:00:00Z');
    const slots = computeSlots(input({ now, rules: { ...table, cutoffMinutes: 120 } }));
    expect(slots.find((s) => s.time === '17:30')).toMatchObject({ available: false, problem: 'cutoff', can_fallback: false });
    expect(slots.find((s) => s.time === '18:00')).toMatchObject({ available: true });
  });

  it('works in British Summer Time', () => {
    // 17:40 BST is 16:40 UTC: the 18:00 slot is 20 minutes away and hidden, 18:30 is offered.
    const now = new Date('2026-07-11T16:40:00Z');
    const slots = computeSlots(input({ date: '2026-07-11', now }));
    expect(offeredSlots(slots, '2026-07-11', now)[0]?.time).toBe('18:30');
  });

  it('crosses the autumn clock change on a late night', () => {
    // Saturday 24 October 2026: clocks go back at 02:00 BST on the Sunday morning.
    const now = new Date('2026-10-24T23:50:00Z'); // 00:50 BST on the 25th
    const slots = computeSlots(input({ date: '2026-10-24', now, opening: { open: '22:00', close: '04:00' } }));
    expect(slots.map((s) => s.full_date)).toEqual(['2026-10-25 01:00', '2026-10-25 01:30', '2026-10-25 02:00']);
  });
});

describe('party size', () => {
  it('offers an enquiry to a party too large to confirm automatically', () => {
    const slot = computeSlots(input({ people: 15, capacity: 40 }))[0];
    expect(slot).toMatchObject({ available: false, problem: 'enquiry_only', can_fallback: true });
  });

  it('cannot cater for a party above the maximum, but may still enquire', () => {
    expect(canCaterFor(table, 21)).toBe(false);
    expect(computeSlots(input({ people: 21, capacity: 40 }))[0]).toMatchObject({ problem: 'size', can_fallback: true });
    expect(computeSlots(input({ people: 21, rules: { ...table, allowFallback: false } }))[0]).toMatchObject({ can_fallback: false });
  });

  it('holds an exact party size (at-table masterclass: 6)', () => {
    const atTable = { ...table, minCovers: 4, maxCovers: 6, exactCovers: 6 };
    expect(canCaterFor(atTable, 5)).toBe(false);
    expect(canCaterFor(atTable, 6)).toBe(true);
    expect(canCaterFor(table, 0)).toBe(false);
  });

  it('prices per booking plus per person', () => {
    const priced = { ...table, pricePerPerson: 2500, pricePerBooking: 1000 };
    expect(computeSlots(input({ rules: priced, people: 4 }))[0]?.price).toBe(11000);
  });
});
