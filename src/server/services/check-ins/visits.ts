/**
 * Track and trace visits (spec §2.5, §3 "Check-in visit", §4, §5, §7.5): a walk-in visitor checks a group in
 * at a bar for 2 hours, and extends the visit. One contact (the same e-mail address or phone number) holds
 * at most the bar's maximum of people (6 at most) on their visits at a bar that have not ended: their
 * contact row is locked first, so check-ins sent at once are counted one after the other.
 */
import type { CheckInBarAnswer, CheckInVisit } from '../../../../schemas/api/types.generated.ts';
import { CHECK_IN_MINUTES, maxGroupSizeOf } from '../../../engine/check-in/check-in-rules.ts';
import { findCheckInBar, findVisit, finishVisitAt, insertVisit, lockContact, lockContactOfVisit, peopleCheckedIn, type CheckInBarRow, type VisitRow } from '../../db/repositories/check-ins.ts';
import { londonToday } from '../../../engine/time/london.ts';
import { urlSecret } from '../../domain/booking-codes.ts';
import { closedForNow } from '../../domain/bars/hours.ts';
import { checkInDetails, checkInMessages, contactHash, VISIT_ID } from '../../domain/check-ins/check-in-input.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import type { CheckInsDeps } from './deps.ts';

/** The bar of a check-in page and the most one check-in may hold. */
export type CheckInBar = CheckInBarAnswer['meta'];

export class CheckInVisits {
  constructor(private readonly deps: CheckInsDeps) {}

  /** The bar of a page (its slug or id, in the request's brand) and the most one check-in may hold. */
  async bar(command: { brandId: number; bar: string }): Promise<CheckInBar> {
    const bar = await this.findBar(command.brandId, command.bar);
    return { bar: { id: bar.id, name: bar.name, slug: bar.slug, track_trace_content: bar.track_trace_content }, max_group_size: maxGroupSizeOf(bar.check_in_max_group) };
  }

  /** Checks a group in for 2 hours from now. */
  async checkIn(command: { brandId: number; bar: string; body: Record<string, unknown> }): Promise<CheckInVisit> {
    const bar = await this.findBar(command.brandId, command.bar);
    const max = maxGroupSizeOf(bar.check_in_max_group);
    const details = checkInDetails(command.body, max);
    const now = new Date(this.deps.clock.now());
    const finishes = endOfVisitFrom(now);
    const visit = await this.deps.db.transaction(async (tx) => {
      const contactId = await lockContact(tx, bar.id, contactHash(details), finishes);
      if ((await peopleCheckedIn(tx, contactId, now)) + details.groupSize > max) throw new Conflict(checkInMessages.maxGuests(max));
      return insertVisit(tx, { id: urlSecret(), barId: bar.id, contactId, ...details, at: now, finishes });
    });
    return visitView(visit, bar);
  }

  /** The visit lasts 2 hours from now, unless the contact's other visits meanwhile hold the bar's maximum. */
  async extend(command: { brandId: number; bar: string; visitId: string }): Promise<CheckInVisit> {
    const bar = await this.findBar(command.brandId, command.bar);
    const max = maxGroupSizeOf(bar.check_in_max_group);
    const found = VISIT_ID.test(command.visitId) ? await findVisit(this.deps.db, bar.id, command.visitId) : undefined;
    if (!found) throw new NotFound(checkInMessages.visitNotFound);
    const now = new Date(this.deps.clock.now());
    const finishes = endOfVisitFrom(now);
    const visit = await this.deps.db.transaction(async (tx) => {
      await lockContactOfVisit(tx, found.contact_id, finishes);
      // Read again under the lock: the retention job may have deleted it meanwhile.
      const current = await findVisit(tx, bar.id, found.id);
      if (!current) throw new NotFound(checkInMessages.visitNotFound);
      if ((await peopleCheckedIn(tx, current.contact_id, now, current.id)) + current.group_size > max) throw new Conflict(checkInMessages.maxGuests(max));
      return finishVisitAt(tx, current.id, new Date(Math.max(finishes.getTime(), current.date_finished.getTime())));
    });
    return visitView(visit, bar);
  }

  /** A bar that takes check-ins: not one closed (for now, or past its last day) and not the central office. */
  private async findBar(brandId: number, bar: string): Promise<CheckInBarRow> {
    const key = /^[1-9]\d{0,8}$/.test(bar) ? { id: Number(bar) } : { slug: bar.toLowerCase() };
    const found = await findCheckInBar(this.deps.db, brandId, key);
    if (!found) throw new NotFound(checkInMessages.barNotFound);
    const today = londonToday(new Date(this.deps.clock.now()));
    if (closedForNow(found, today) || found.central_bar) throw new NotFound(checkInMessages.notCheckingIn(found.name));
    return found;
  }
}

function endOfVisitFrom(now: Date): Date {
  return new Date(now.getTime() + CHECK_IN_MINUTES * 60_000);
}

function visitView(visit: VisitRow, bar: CheckInBarRow): CheckInVisit {
  return { id: visit.id, display_name: bar.name, forename: visit.forename, group_size: visit.group_size, date_finished: visit.date_finished.toISOString() };
}
