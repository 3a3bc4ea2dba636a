import { describe, expect, it } from 'vitest';
import { canSave, changeRequest, draftOf } from './booking-edit.ts';

const booking = { date: '2026-11-28', time: '19:00', people: 4 };
// Saturday 21 November 2026, noon in London (GMT).
const now = new Date('2026-11-21T12:00:00Z');

describe('the edit form', () => {
  it('starts from the booking as it is, and offers no save for it unchanged', () => {
    expect(draftOf({ ...booking, time: '19:00:00' })).toEqual({ date: '2026-11-28', time: '19:00', people: 4 });
    expect(canSave(booking, draftOf(booking), now)).toBe(false);
  });

  it('offers a save for another time, date or party still to come', () => {
    expect(canSave(booking, { date: '2026-11-28', time: '20:30', people: 4 }, now)).toBe(true);
    expect(canSave(booking, { date: '2026-11-27', time: '19:00', people: 4 }, now)).toBe(true);
    expect(canSave(booking, { date: '2026-11-28', time: '19:00', people: 6 }, now)).toBe(true);
  });

  it('offers none for a time that has passed in London, or a draft that is not whole', () => {
    expect(canSave(booking, { date: '2026-11-21', time: '11:45', people: 4 }, now)).toBe(false);
    expect(canSave(booking, { date: '2026-11-21', time: '12:15', people: 4 }, now)).toBe(true);
    // In summer London is an hour ahead of UTC: 12:30 London on 1 July is 11:30Z.
    expect(canSave(booking, { date: '2026-07-01', time: '12:30', people: 4 }, new Date('2026-07-01T11:45:00Z'))).toBe(false);
    expect(canSave(booking, { date: '', time: '19:00', people: 4 }, now)).toBe(false);
    expect(canSave(booking, { date: '2026-11-28', time: '7pm', people: 4 }, now)).toBe(false);
    expect(canSave(booking, { date: '2026-11-28', time: '19:30', people: 0 }, now)).toBe(false);
  });

  it('sends the date and time as one London wall-clock value', () => {
    expect(changeRequest({ date: '2026-11-28', time: '20:30', people: 5 })).toEqual({ date: '2026-11-28 20:30', people: 5 });
  });
});
