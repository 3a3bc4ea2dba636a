/**
 * How long after a student qualifies their offers are issued (docs/decisions.md "Students and graduates"). The
 * server's rule and the student page's "please wait" read this one figure, so the page never promises a wait the
 * offers do not keep.
 */
export const OFFERS_ISSUE_DELAY_MS = 60_000;
