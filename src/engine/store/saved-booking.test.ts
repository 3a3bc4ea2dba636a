import { describe, expect, it } from 'vitest';
import { forgetSavedBooking, hasSavedBooking } from './saved-booking.ts';
import { memoryStorage } from './storage.ts';

describe('a saved booking', () => {
  it('is the brand’s own, and Start New Booking forgets its session and day part but keeps the bar', () => {
    const storage = memoryStorage({ 'covers:2:session': 's-2', 'covers:2:dayPart': '2', 'covers:2:bar': '21', 'covers:1:session': 's-1' });
    expect(hasSavedBooking(storage, 2)).toBe(true);
    expect(hasSavedBooking(storage, 4)).toBe(false);
    forgetSavedBooking(storage, 2);
    expect(hasSavedBooking(storage, 2)).toBe(false);
    expect(storage.entries()).toEqual({ 'covers:2:bar': '21', 'covers:1:session': 's-1' });
  });

  it('is never there when the browser refuses storage', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect(hasSavedBooking(refusing, 1)).toBe(false);
    expect(() => forgetSavedBooking(refusing, 1)).not.toThrow();
  });
});
