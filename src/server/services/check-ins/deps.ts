import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';

/** What the check-in services are given. */
export interface CheckInsDeps {
  db: Db;
  clock: Clock;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}
