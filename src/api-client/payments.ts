/**
 * The payment calls (spec §7 of both documents), typed, over the api-client's generic query: its
 * error handling (ApiError with the server's text) is the same as every other call's.
 */
import type { ApiResponse, HttpMethod, QueryOptions } from './client.ts';
import type { DepositRequestData, GooglePayConfig, HostedData, ManageData, PaymentRequestData, PaymentResult, StoreCardData, WalletPayer } from './payment-types.ts';

/** What the payment components need of an api client: ApiClient is one; tests give a fake. */
export interface QueryClient {
  query<T = unknown>(method: HttpMethod, path: string, options?: QueryOptions): Promise<ApiResponse<T>>;
}

interface Data<T> {
  data: T;
  meta?: Record<string, unknown>;
}

const enc = encodeURIComponent;

export class PaymentApi {
  constructor(private readonly client: QueryClient) {}

  private async get<T>(path: string, query?: QueryOptions['query']): Promise<Data<T>> {
    return (await this.client.query<Data<T>>('GET', path, { query })).body;
  }

  private async post<T>(path: string, body: Record<string, unknown> = {}): Promise<Data<T>> {
    return (await this.client.query<Data<T>>('POST', path, { body })).body;
  }

  /** GET rest/deposit/payment/check?code=<order id> */
  async check(orderId: string): Promise<PaymentResult> {
    return (await this.get<PaymentResult>('rest/deposit/payment/check', { code: orderId })).data;
  }

  /** POST rest/deposits/store-card: a card check (nothing charged) for a no-show-fee booking. */
  async storeCard(payer: { session_id?: string; booking_id?: number; token?: string }): Promise<StoreCardData> {
    return (await this.post<StoreCardData>('rest/deposits/store-card', payer)).data;
  }

  /** GET rest/deposits/store-card/{order_id} */
  async storeCardStatus(orderId: string): Promise<PaymentResult> {
    return (await this.get<PaymentResult>(`rest/deposits/store-card/${enc(orderId)}`)).data;
  }

  /** POST rest/deposit/manage/create-request/{code}: a hosted card page for a payment token or a deposit request token. */
  async createRequest(code: string, body: { amount?: number; payment_type?: 'deposit' | 'balance'; deposit_request_token?: string; url?: string }): Promise<HostedData> {
    return (await this.post<{ gp: { data: HostedData } }>(`rest/deposit/manage/create-request/${enc(code)}`, body)).data.gp.data;
  }

  /** GET rest/deposit/manage?token=<payment token> */
  async manage(token: string): Promise<ManageData> {
    return (await this.get<ManageData>('rest/deposit/manage', { token })).data;
  }

  /** POST rest/deposit/payment/{code} include=deposit_request */
  async depositRequest(code: string): Promise<DepositRequestData> {
    return (await this.post<DepositRequestData>(`rest/deposit/payment/${enc(code)}`, { include: 'deposit_request' })).data;
  }

  /** GET rest/deposit/{id}: the deposit page fires it; its answer is not used. */
  async depositStatus(code: string): Promise<unknown> {
    return (await this.get<unknown>(`rest/deposit/${enc(code)}`)).data;
  }

  /** GET rest/deposits/payment-request?code=<booking reference>&include=booking */
  async paymentRequest(code: string): Promise<PaymentRequestData> {
    return (await this.get<PaymentRequestData>('rest/deposits/payment-request', { code, include: 'booking' })).data;
  }

  /** POST rest/deposits/payment-request/create-deposit: the confirmed amount becomes a deposit request token. */
  async createPaymentRequestDeposit(code: string, amount: number): Promise<{ token: string; amount: number; display_amount: string }> {
    return (await this.post<{ token: string; amount: number; display_amount: string }>('rest/deposits/payment-request/create-deposit', { payment_code: code, amount })).data;
  }

  /** POST rest/deposit/google-pay/verify: an order, and the PaymentDataRequest settings. */
  async googlePayVerify(amount: string, payer: WalletPayer): Promise<{ config: GooglePayConfig; orderId: string; amount: string }> {
    const answer = await this.post<{ amount: string; gp: { data: { order_id: string } } }>('rest/deposit/google-pay/verify', { amount, ...payer });
    return { config: (answer.meta?.google_pay ?? {}) as GooglePayConfig, orderId: answer.data.gp.data.order_id, amount: answer.data.amount };
  }

  /** POST rest/deposit/apple-pay/verify: merchant validation, and the order the payment settles. */
  async applePayVerify(url: string, amount: string, payer: WalletPayer, domain?: string): Promise<{ orderId: string; merchantSession: Record<string, unknown> }> {
    const answer = await this.post<{ gp: { data: { order_id: string; ap_data: Record<string, unknown> } } }>('rest/deposit/apple-pay/verify', { url, amount, ...payer, ...(domain ? { domain } : {}) });
    return { orderId: answer.data.gp.data.order_id, merchantSession: answer.data.gp.data.ap_data };
  }

  /** POST rest/deposit/digital-wallet/process */
  async processWallet(orderId: string, type: 'google_pay' | 'apple_pay', token: unknown): Promise<PaymentResult> {
    return (await this.post<PaymentResult>('rest/deposit/digital-wallet/process', { order_id: orderId, type, token })).data;
  }
}
