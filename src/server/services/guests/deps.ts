import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

/** What the guest services are given. */
export interface GuestsDeps {
  db: Db;
  catalogue: Pick<CatalogueStore, 'get'>;
  clock: Clock;
  /** This server's address, for the links e-mailed to guests. */
  publicUrl: string;
}
