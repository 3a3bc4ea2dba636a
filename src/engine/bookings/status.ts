/**
 * Booking status ids the rules name (the others: 0 provisional, 1 confirmed, 2 no show, 3 enquiry), in one place
 * for the server and the pages alike.
 * A booking the bar deleted (6) is, to the customer, a cancelled one (spec §3: 'Deleted' is treated
 * as cancelled): it holds no covers, cannot be changed, cancelled again or paid, and every answer
 * the customer's pages read gives it the cancelled id.
 */
export const CANCELLED = 4;
export const POSTPONED = 5;
export const DELETED = 6;

/** Cancelled, or deleted by the bar. */
export function isCancelled(statusId: number): boolean {
  return statusId === CANCELLED || statusId === DELETED;
}

/** The status id the customer's pages read: a deleted booking shows as cancelled. */
export function shownStatusId(statusId: number): number {
  return statusId === DELETED ? CANCELLED : statusId;
}
