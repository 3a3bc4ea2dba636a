/**
 * The visit a browser checked in, kept in its local storage under the bar (the server answers no call that
 * reads a visit back): the page shows it again after a reload, and extends it by its id.
 */
import type { CheckInVisit } from '../../../api-client/check-ins.ts';

const key = (barId: number) => `covers.checkIn.${barId}`;

export function storedVisit(barId: number): CheckInVisit | null {
  try {
    const visit = JSON.parse(localStorage.getItem(key(barId)) ?? 'null') as Partial<CheckInVisit> | null;
    return visit && typeof visit.id === 'string' && typeof visit.date_finished === 'string' && typeof visit.forename === 'string' && typeof visit.display_name === 'string'
      ? { id: visit.id, display_name: visit.display_name, forename: visit.forename, group_size: Number(visit.group_size) || 1, date_finished: visit.date_finished }
      : null;
  } catch {
    return null;
  }
}

export function storeVisit(barId: number, visit: CheckInVisit): void {
  try {
    localStorage.setItem(key(barId), JSON.stringify(visit));
  } catch {
    // Storage refused (private mode): the visit is shown until the page is left.
  }
}
