import { BookedCoversReader } from './booked-covers.ts';
import { SessionCompletion } from './completion.ts';
import type { BookingSessionsDeps } from './deps.ts';
import { SessionDeposits } from './deposits.ts';
import { OpenSessions } from './open-sessions.ts';
import { SessionUpdates } from './updates.ts';

/** The booking session services, sharing the sessions this process holds and the covers it has read. */
export interface BookingSessions {
  updates: SessionUpdates;
  completion: SessionCompletion;
  deposits: SessionDeposits;
  /** The covers the session screens remember briefly: another feature that moves covers makes them forget. */
  covers: Pick<BookedCoversReader, 'forget'>;
}

export function createBookingSessions(deps: BookingSessionsDeps): BookingSessions {
  const sessions = new OpenSessions(deps.db);
  const booked = new BookedCoversReader();
  return {
    updates: new SessionUpdates(deps, sessions, booked),
    completion: new SessionCompletion(deps, sessions, booked),
    deposits: new SessionDeposits(deps, booked),
    covers: booked,
  };
}
