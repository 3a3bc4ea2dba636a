import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

/** What the pre-order services are given. */
export interface PreOrdersDeps {
  db: Db;
  catalogue: Pick<CatalogueStore, 'get'>;
  clock: Clock;
}
