import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { CatalogueStore } from '../catalogue-store.ts';
import type { AppUsers } from '../customers/app-users.ts';
import type { EmailVerification } from '../customers/email-verification.ts';

/** What the student services are given: the app user of an id, and the e-mail verification a university address goes through. */
export interface StudentsDeps {
  db: Db;
  clock: Clock;
  /** The bars a student may choose as their term-time bar. */
  catalogue: Pick<CatalogueStore, 'get'>;
  /** The app user of an id (404 when none). */
  appUsers: Pick<AppUsers, 'find'>;
  emailVerification: Pick<EmailVerification, 'request'>;
}
