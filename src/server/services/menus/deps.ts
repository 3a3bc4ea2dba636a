import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';

/** What the menu services are given. */
export interface MenusDeps {
  db: Db;
  clock: Clock;
}
