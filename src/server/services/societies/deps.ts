import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AppUsers } from '../customers/app-users.ts';
import type { Profiles } from '../customers/profiles.ts';

/** What the society services are given: the account services say who is asking. */
export interface SocietiesDeps {
  db: Db;
  clock: Clock;
  /** The logged-in customer of a session (401 when none). */
  profiles: Pick<Profiles, 'customer'>;
  /** The app user of an id (404 when none). */
  appUsers: Pick<AppUsers, 'find'>;
}
