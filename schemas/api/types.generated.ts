/* eslint-disable */
// Generated from schemas/api by `npm run schemas`: the types of the API’s requests and answers. Do not edit; change the schemas and regenerate.

export type PaymentCheckData = OrderResult & {
  booking: BookingSummary | null;
};

/**
 * A booking as the payment pages show it (no e-mail or phone). Money in pence.
 */
export interface BookingSummary {
  id: number;
  ref_code: string;
  /**
   * 0 provisional, 1 confirmed, 2 no show, 3 pending (enquiry), 4 cancelled, 5 postponed.
   */
  status_id: number;
  /**
   * The booking type's id.
   */
  party_type: number;
  party_type_name: string | null;
  people: number;
  /**
   * "YYYY-MM-DD HH:mm".
   */
  booking_date: string;
  date: string;
  time: string;
  forename: string | null;
  bar: BookingSummaryBar | null;
  value: number;
  deposit: number;
  deposit_balance: number;
  balance: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  balance_on_arrival: boolean;
  /**
   * ISO 8601 instant.
   */
  hold_expires_at: string | null;
  /**
   * What can be paid online now (pence).
   */
  payable: number;
  display_payable: string;
}
export interface BookingSummaryBar {
  id: number;
  bar_name: string;
  branded_name: string;
  phone: string | null;
  party_booking_email: string | null;
}
/**
 * Every refusal (4xx) and failure (5xx) of every call: `error` is the text, `errors.message` the same text and `errors.fields` the messages to show under each input (spec §8).
 */
export interface ErrorBody {
  error: string;
  errors: {
    message: string;
    /**
     * Field name → its messages.
     */
    fields?: {
      [k: string]: string[];
    };
  };
}
/**
 * A hosted-page order's result as the verify screens poll it: whether the gateway has answered, and how. Other answers extend it (allOf), so it names no closing additionalProperties.
 */
export interface OrderResult {
  order_id: string;
  received_response: boolean;
  success: boolean;
  error: boolean;
  timed_out: boolean;
  /**
   * The gateway's RESULT code ("00", "101", "110", "5xx"…), once answered.
   */
  result: string | null;
  /**
   * The server's own text for the customer.
   */
  message: string | null;
  auth: string | null;
  /**
   * Pence; 0 for a card capture.
   */
  amount: number;
  display_amount: string;
  currency: string;
  method: 'card' | 'google_pay' | 'apple_pay';
  purpose: 'payment' | 'card';
  status: string;
}
export interface LogErrorBody {
  /**
   * What went wrong (kept up to 2,000 characters).
   */
  error: string;
  /**
   * The session the widget was on (kept up to 64 characters).
   */
  session_id?: string | null;
}
export interface LogErrorAnswer {
  data: {
    logged: true;
  };
}
export interface PaymentCheckQuery {
  /**
   * The order's id.
   */
  code?: string;
}
export interface PaymentCheckAnswer {
  data: PaymentCheckData;
}
export interface BookingCalendarParams {
  /**
   * The booking's manage key.
   */
  token: string;
}
export interface BookingCalendarAnswer {
  data: {
    /**
     * The iCalendar (RFC 5545) text.
     */
    ical: string;
  };
}
