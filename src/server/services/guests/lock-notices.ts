/**
 * A booking's guests hear, once, that its pre-order is about to close (issue 28): a job the server runs itself,
 * now and every hour, telling each guest with an address and a package whose booking's pre-order closes within
 * the next 48 hours. "Now" is the injected clock's, so a test moves the clock and runs a round. Two processes
 * tell a guest once: the notice is recorded (one per guest, by unique index) in the transaction that queues it.
 */
import { londonWallClock } from '../../../engine/time/london.ts';
import { findBooking } from '../../db/repositories/bookings.ts';
import { claimLockNotice, lockNoticesDue } from '../../db/repositories/guest-reminders.ts';
import { updateBookingGuest } from '../../db/repositories/guest-list.ts';
import { urlSecret } from '../../domain/booking-codes.ts';
import { bookingEmailContext } from '../../mail/booking-emails.ts';
import { preOrderClosingEmail } from '../../mail/guest-reminder-emails.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import type { GuestsDeps } from './deps.ts';
import { RepeatingJob } from '../repeating-job.ts';

/** How long before the pre-order closes its guests are told. */
export const LOCK_NOTICE_HOURS = 48;
const HOUR_MS = 60 * 60 * 1000;
const BATCH = 50;

export class PreOrderLockNotices {
  private readonly job: RepeatingJob;

  constructor(private readonly deps: GuestsDeps & { log?: { warn(obj: object, msg: string): void } }) {
    this.job = new RepeatingJob(() => this.sendDue(), { clock: deps.clock, log: deps.log, failed: 'pre-order closing notices failed' });
  }

  /** One round: every guest due a notice is sent one. Answers how many. */
  async sendDue(): Promise<number> {
    const now = new Date(this.deps.clock.now());
    const catalogue = await this.deps.catalogue.get();
    let sent = 0;
    for (;;) {
      const due = await lockNoticesDue(this.deps.db, now, new Date(now.getTime() + LOCK_NOTICE_HOURS * HOUR_MS), BATCH);
      for (const guest of due) {
        const told = await this.deps.db.transaction(async (tx) => {
          if (!(await claimLockNotice(tx, guest.guest_id, now))) return false;
          const booking = (await findBooking(tx, guest.booking_id))!;
          // A guest made before guests had their own page gets one now: the notice's link is theirs.
          const code = guest.unique_code ?? (await updateBookingGuest(tx, guest.guest_id, { unique_code: urlSecret() })).unique_code!;
          const lockAt = londonWallClock(guest.lock_at);
          await enqueueEmail(tx, preOrderClosingEmail(bookingEmailContext(booking, catalogue, this.deps.publicUrl), { forename: guest.forename, email: guest.email, link: `/guest/${code}` }, lockAt));
          return true;
        });
        if (told) sent += 1;
      }
      if (due.length < BATCH) return sent;
    }
  }

  /** Runs a round now and then every `everyMs` (real time) until stopped. */
  start(everyMs = HOUR_MS) {
    this.job.start(everyMs);
  }

  /** Stops the loop and waits for a round under way. */
  stop() {
    return this.job.stop();
  }
}
