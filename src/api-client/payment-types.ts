/**
 * The payment calls' answers as the payment components read them (README, "Every payment call"): the
 * types generated from the API's schemas (schemas/api/). Money is integer pence, except the wallet
 * verify calls' `amount` (pounds, two decimals).
 */
import type { BookingSummary, GooglePayVerifyBody, OrderResult } from '../../schemas/api/types.generated.ts';

export type {
  BookingSummary,
  DepositRequestData,
  GooglePayConfig,
  HostedData,
  ManageData,
  PaymentOption,
  PaymentRequestData,
  StoreCardData,
} from '../../schemas/api/types.generated.ts';

/**
 * What the check calls answer (rest/deposit/payment/check, rest/deposits/store-card/{order_id}) and
 * the wallet charge: an order's result. The components read whether the gateway has answered and how;
 * the rest may be absent where a component builds one itself (a cancelled wallet sheet).
 */
export type PaymentResult = Pick<OrderResult, 'received_response' | 'success' | 'error'> &
  Partial<Omit<OrderResult, 'received_response' | 'success' | 'error'>> & { has_stored_card?: boolean; booking?: BookingSummary | null };

/** Who pays, for the wallet calls: a booking's payment token and/or a deposit request's token. */
export type WalletPayer = { [K in 'token' | 'deposit_request_token']?: NonNullable<GooglePayVerifyBody[K]> };
