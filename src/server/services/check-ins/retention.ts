/**
 * Track and trace data is kept 21 days after a visit ends, then deleted (docs/decisions.md, "Track and
 * trace"). The server runs this job itself: once when it starts, then every hour; "now" is the injected
 * clock's, so a test moves the clock and runs a round.
 */
import { deleteCheckInsEndedBefore } from '../../db/repositories/check-ins.ts';
import type { CheckInsDeps } from './deps.ts';
import { RepeatingJob } from '../repeating-job.ts';

export const CHECK_IN_RETENTION_DAYS = 21;
const HOUR_MS = 60 * 60 * 1000;

export class CheckInRetention {
  private readonly job: RepeatingJob;

  constructor(private readonly deps: CheckInsDeps) {
    this.job = new RepeatingJob(() => this.deleteExpired(), { clock: deps.clock, log: deps.log, failed: 'deleting expired check-ins failed' });
  }

  /** One round: every visit that ended more than 21 days ago is deleted, with the contacts no visit needs. */
  async deleteExpired(): Promise<{ visits: number; contacts: number }> {
    const cutoff = new Date(this.deps.clock.now() - CHECK_IN_RETENTION_DAYS * 24 * HOUR_MS);
    const deleted = await deleteCheckInsEndedBefore(this.deps.db, cutoff);
    // Counts only: what was deleted is personal data.
    if (deleted.visits || deleted.contacts) this.deps.log?.info(deleted, 'expired check-ins deleted');
    return deleted;
  }

  /** Runs a round now and then every `everyMs` (real time) until stopped; a round never overlaps the last. */
  start(everyMs = HOUR_MS) {
    this.job.start(everyMs);
  }

  /** Stops the loop and waits for a round under way, so the database is not closed under it. */
  stop() {
    return this.job.stop();
  }
}
