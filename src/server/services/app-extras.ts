/**
 * The account site's small services (issue 15 item 9), built together: tips' outcomes, the interest
 * form, and the widget's error reports, with the housekeeping that forgets what is past its time.
 */
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/index.ts';
import type { CatalogueStore } from './catalogue-store.ts';
import { ErrorReports } from './error-reports/error-reports.ts';
import { InterestRegistrations } from './interest/interest.ts';
import { Tips } from './tips/tips.ts';

export interface AppExtras {
  tips: Tips;
  interest: InterestRegistrations;
  errorReports: ErrorReports;
  /** Deletes the interest registrations and error reports past their retention (at start, then hourly). */
  forgetOld(): Promise<void>;
}

export function createAppExtras(deps: { db: Queryable; clock: Clock; catalogue: Pick<CatalogueStore, 'get'> }): AppExtras {
  const interest = new InterestRegistrations(deps);
  const errorReports = new ErrorReports(deps);
  return {
    tips: new Tips(deps),
    interest,
    errorReports,
    async forgetOld() {
      await interest.forgetOld();
      await errorReports.forgetOld();
    },
  };
}
