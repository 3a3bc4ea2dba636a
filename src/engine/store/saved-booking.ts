/**
 * What a brand's widget keeps between visits, by name: read by the widget's store, and by a page of
 * the same origin that offers 'Start New Booking' (spec §4), which forgets the saved session and the
 * day part (the last bar is kept: it is a preference, not a booking).
 */
import { SafeStorage, type KeyValueStorage } from './storage.ts';

/** Storage names, after the `covers:<brand>:` prefix. */
export const STORAGE_KEYS = { dayPart: 'dayPart', bar: 'bar', session: 'session', startedWith: 'sessionStartedWith', booked: 'sessionBooked' } as const;

/** A brand's widgets keep their own: two brands' widgets on one origin do not resume each other's session. */
export function brandStorage(storage: KeyValueStorage | undefined, brandId: number): SafeStorage {
  return new SafeStorage(storage, `covers:${brandId}:`);
}

/** A session the brand's widget would resume. */
export function hasSavedBooking(storage: KeyValueStorage | undefined, brandId: number): boolean {
  return brandStorage(storage, brandId).get(STORAGE_KEYS.session) !== null;
}

/** 'Start New Booking': the saved session and the day part forgotten. */
export function forgetSavedBooking(storage: KeyValueStorage | undefined, brandId: number): void {
  const kept = brandStorage(storage, brandId);
  kept.set(STORAGE_KEYS.session, null);
  kept.set(STORAGE_KEYS.startedWith, null);
  kept.set(STORAGE_KEYS.booked, null);
  kept.set(STORAGE_KEYS.dayPart, null);
}
