/**
 * The payment calls' answers as the payment components read them (README, "Every payment call").
 * Money is integer pence, except the wallet verify calls' `amount` (pounds, two decimals).
 */

/** The signed request the browser posts into the hosted card page's frame (data.gp.data, data.order_data). */
export interface HostedData {
  order_id: string;
  /** Pence; 0 for a card capture. */
  amount: number;
  display_amount?: string;
  currency?: string;
  /** The hosted page: the form's action. */
  url: string;
  /** The signed fields, posted as they are. */
  fields: Record<string, string>;
  serialised?: string;
}

/**
 * What the check calls answer (rest/deposit/payment/check and rest/deposits/store-card/{order_id}):
 * whether the gateway has answered, and how.
 */
export interface PaymentResult {
  order_id?: string;
  received_response: boolean;
  success: boolean;
  error: boolean;
  timed_out?: boolean;
  /** The gateway's RESULT code ("00", "101", "110", "5xx"…), once answered. */
  result?: string | null;
  /** The server's own text for the customer. */
  message?: string | null;
  auth?: string | null;
  amount?: number;
  display_amount?: string;
  method?: 'card' | 'google_pay' | 'apple_pay' | string;
  purpose?: 'payment' | 'card' | string;
  status?: string;
  has_stored_card?: boolean;
  booking?: BookingSummary | null;
  [field: string]: unknown;
}

/** A booking as the payment pages show it (no e-mail or phone). */
export interface BookingSummary {
  id?: number;
  ref_code: string;
  status_id: number;
  party_type_name?: string | null;
  people: number;
  booking_date?: string;
  date?: string;
  time?: string;
  forename?: string | null;
  bar?: { id?: number; bar_name?: string; branded_name?: string; phone?: string | null; party_booking_email?: string | null } | null;
  value?: number;
  deposit?: number;
  deposit_balance: number;
  balance: number;
  deposit_due_date?: string | null;
  balance_due_date?: string | null;
  balance_on_arrival?: boolean;
  hold_expires_at?: string | null;
  payable: number;
  display_payable?: string;
  [field: string]: unknown;
}

export interface PaymentOption {
  type: 'deposit' | 'balance' | string;
  text?: string;
  amount?: number;
  display_amount?: string;
}

/** GET rest/deposit/manage?token= : a booking by its payment token. */
export interface ManageData extends BookingSummary {
  has_payment: boolean;
  has_stored_card: boolean;
  can_auto_confirm: boolean;
  can_pay: boolean;
  message: string | null;
  payment_options: PaymentOption[];
  payments: Array<{ amount: number; display_amount: string; method: string; auth_code: string; date: string }>;
}

/** POST rest/deposit/payment/{code}: a deposit request by its token. */
export interface DepositRequestData {
  token: string;
  kind: string;
  amount: number;
  display_amount: string;
  completed: boolean;
  can_pay: boolean;
  message: string | null;
  success: Array<{ id: string; auth_code: string | null; message: string | null; date: string | null }>;
  fail: Array<{ id: string; auth_code: string | null; message: string | null; date: string | null }>;
  booking: BookingSummary;
}

/** GET rest/deposits/payment-request?code=<reference>&include=booking */
export interface PaymentRequestData {
  code: string;
  amount: number;
  display_amount: string;
  can_pay: boolean;
  message: string | null;
  booking?: BookingSummary;
}

/** POST rest/deposits/store-card */
export interface StoreCardData {
  order_data: HostedData;
  no_show_fee: number;
  no_show_fee_pp: number;
  card_capture_message?: string | null;
}

/** meta.google_pay of rest/deposit/google-pay/verify: the PaymentDataRequest parts the server decides. */
export interface GooglePayConfig {
  gp_merchant: string;
  gateway_merchant_id: string;
  merchant_id: string;
  merchant_name: string;
  allowed_methods: string[];
  allowed_networks: string[];
  environment?: 'TEST' | 'PRODUCTION';
  country_code?: string;
  currency_code?: string;
}

/** Who pays, for the wallet calls: a booking's payment token and/or a deposit request's token. */
export interface WalletPayer {
  token?: string;
  deposit_request_token?: string;
}
