import type { Clock } from '../../clock.ts';
import type { RecipientMailLimits } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { SignedIn } from '../bookings/my-bookings.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

/** What the guest services are given. */
export interface GuestsDeps {
  db: Db;
  catalogue: Pick<CatalogueStore, 'get'>;
  clock: Clock;
  /** This server's address, for the links e-mailed to guests. */
  publicUrl: string;
  /** The e-mails anyone can have sent to an address (a guest's invitation and reminders). */
  mailLimits: RecipientMailLimits;
}

/** What the lead booker's guest list is given besides: who is signed in. */
export interface GuestAdminDeps extends GuestsDeps {
  signedIn: SignedIn;
}
