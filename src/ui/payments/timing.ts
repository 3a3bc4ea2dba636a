import {
  APPLE_PAY_COMPLETION_DELAY_MS,
  CARD_FRAME_RESULT_MAX_HEIGHT_PX,
  CARD_POLL_MS,
  CARD_RESTART_AFTER_ERROR_MS,
  PAYMENT_VERIFY_MAX_ATTEMPTS,
  PAYMENT_VERIFY_POLL_MS,
} from '../../engine/constants.ts';

/** The payment timings of spec §4 and §9. Components take them whole; only tests pass others. */
export interface PaymentTiming {
  /** The hosted frame's order is checked this often until the gateway has answered. */
  cardPollMs: number;
  /** After a failed payment the frame restarts (a new order) after this delay. */
  restartAfterErrorMs: number;
  /** The frame reporting this height or less means the result is showing. */
  resultMaxHeightPx: number;
  /** The verify screen checks this often… */
  verifyPollMs: number;
  /** …at most this many times, then reports "Request timed out". */
  verifyMaxAttempts: number;
  /** Apple Pay: the sheet shows its success this long before the booking moves on. */
  applePayCompletionDelayMs: number;
}

export const SPEC_TIMING: Readonly<PaymentTiming> = Object.freeze({
  cardPollMs: CARD_POLL_MS,
  restartAfterErrorMs: CARD_RESTART_AFTER_ERROR_MS,
  resultMaxHeightPx: CARD_FRAME_RESULT_MAX_HEIGHT_PX,
  verifyPollMs: PAYMENT_VERIFY_POLL_MS,
  verifyMaxAttempts: PAYMENT_VERIFY_MAX_ATTEMPTS,
  applePayCompletionDelayMs: APPLE_PAY_COMPLETION_DELAY_MS,
});
