/**
 * Every number the widget specification fixes (widget-and-payments §2, §4, §9), in one place so a
 * change of policy is one edit and tests can name the rule they check.
 */

/** Slots per page in the time-select grid (View Earlier / View Later). */
export const SLOT_PAGE_SIZE = 12;

/** Slots starting less than this many minutes from now are hidden from day-part tabs. */
export const SLOT_HIDE_WITHIN_MINUTES = 30;

/** The requested time assumed when the session has none, for choosing the initial page or part. */
export const DEFAULT_REQUESTED_TIME = '19:00';

/** While a session update is in flight, a newer one is retried after this delay. */
export const QUEUE_RETRY_MS = 200;

/** A change to the number of people is sent after this long without typing. */
export const PEOPLE_DEBOUNCE_MS = 1000;

/** The deposit countdown text is recomputed this often. */
export const DEPOSIT_COUNTDOWN_REFRESH_MS = 2000;

/** Callback slots offered on the enquiry and personal-details steps. */
export const CALLBACK_SLOT_COUNT = 12;

/** The team stops calling at 16:45, so a callback window ending at 17 is shown ending then. */
export const CALLBACK_CLOSING_HOUR = 17;
export const CALLBACK_CLOSING_LABEL = '16:45';

/** A brunch-upgrade call is offered as a window of 2 hours from its slot's start (never past the closing time). */
export const BRUNCH_CALLBACK_WINDOW_HOURS = 2;

/** Approximate start-time options: 15-minute steps from 10:00 to 00:00 (00:00 included). */
export const TIME_OPTION_STEP_MINUTES = 15;
export const TIME_OPTIONS_DEFAULT_START = '10:00';
export const TIME_OPTIONS_DEFAULT_END = '00:00';

/** Card payments: the hosted frame is polled this often until it reports a response. */
export const CARD_POLL_MS = 4000;

/** Card payments: after an error, the hosted frame restarts after this delay. */
export const CARD_RESTART_AFTER_ERROR_MS = 500;

/** The hosted frame signals a result by shrinking to this height (px) or less. */
export const CARD_FRAME_RESULT_MAX_HEIGHT_PX = 70;

/** The payment verify screen polls this often, at most this many times, then reports a timeout. */
export const PAYMENT_VERIFY_POLL_MS = 2000;
export const PAYMENT_VERIFY_MAX_ATTEMPTS = 10;

/** Apple Pay: delay between the wallet's success and the session completion call. */
export const APPLE_PAY_COMPLETION_DELAY_MS = 1000;
