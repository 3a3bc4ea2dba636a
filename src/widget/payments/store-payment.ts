/**
 * The widget's payments go through its store (src/engine/store): `choosePayment` makes the booking
 * when there is none yet (its covers are held while the customer pays) and opens an order for the
 * hosted page, whose request arrives in the deposit answer's `gp`. This adapter turns that into the
 * calls the payment components make: a fresh order for each card attempt, and the booking's payment
 * token for a wallet.
 */
import { when } from 'mobx';
import type { HostedData, WalletPayer } from '../../api-client/payment-types.ts';

export type PayOption = 'deposit' | 'balance';

/** What the adapter reads and calls on the WidgetStore. */
export interface PaymentStore {
  readonly modal: 'deposit' | 'cardCapture' | null;
  readonly deposit: Record<string, unknown> | null;
  readonly modalNotices: readonly unknown[];
  readonly state: { readonly payment: { option: PayOption; paid: boolean } | null };
  choosePayment(option: PayOption): void;
}

/** The store had no order to give: its own notice says why (the deposit screen's error text). */
export class NoOrderError extends Error {
  constructor() {
    super('');
    this.name = 'NoOrderError';
  }
}

/** How long to wait for the store's answer before giving up on it. */
const ANSWER_TIMEOUT_MS = 60_000;

export function hostedOf(deposit: Record<string, unknown> | null | undefined): HostedData | undefined {
  const data = (deposit?.gp as { data?: HostedData } | null | undefined)?.data;
  return data && typeof data.order_id === 'string' && typeof data.url === 'string' ? data : undefined;
}

export interface OptionView {
  type: PayOption;
  amount: number;
}

/** Pay Deposit and Pay Balance with their amounts (pence), from the deposit answer. */
export function paymentOptions(deposit: Record<string, unknown> | null): OptionView[] {
  if (!deposit) return [];
  const listed = Array.isArray(deposit.payment_options) ? (deposit.payment_options as Array<{ type?: unknown; amount?: unknown }>) : [];
  const out: OptionView[] = [];
  for (const o of listed) {
    if ((o.type === 'deposit' || o.type === 'balance') && typeof o.amount === 'number' && o.amount > 0 && !out.some((x) => x.type === o.type)) out.push({ type: o.type, amount: o.amount });
  }
  if (out.length === 0) {
    const owed = Number(deposit.deposit_balance ?? deposit.deposit ?? 0);
    if (owed > 0) out.push({ type: 'deposit', amount: owed });
  }
  return out;
}

export class StorePayment {
  private option: PayOption | null = null;
  private pending: Promise<void> | null = null;
  /** Orders already shown in a frame: each attempt needs a new one. */
  private readonly used = new Set<string>();

  constructor(private readonly store: PaymentStore) {}

  /** The customer chose what to pay: make the booking if needed, and open its payment. */
  choose(option: PayOption): void {
    this.option = option;
    void this.request().catch(() => undefined);
  }

  /**
   * The payment was chosen before the modal showed (the completion screen's Pay Deposit Now): the
   * store is already opening it, so wait for that order rather than asking for another.
   */
  adopt(option: PayOption): void {
    this.option = option;
    if (hostedOf(this.store.deposit)) return;
    void this.wait(undefined, this.store.modalNotices.length).catch(() => undefined);
  }

  /** A fresh order for the hosted page (the one `choose` opened, if it is still unused). */
  async openCard(): Promise<HostedData> {
    if (this.pending) await this.pending.catch(() => undefined);
    let hosted = hostedOf(this.store.deposit);
    if (!hosted || this.used.has(hosted.order_id) || this.store.state.payment?.option !== this.option) {
      await this.request();
      hosted = hostedOf(this.store.deposit);
    }
    if (!hosted || this.used.has(hosted.order_id)) throw new NoOrderError();
    this.used.add(hosted.order_id);
    return hosted;
  }

  /** The booking's payment token, once the booking is made. */
  async payer(): Promise<WalletPayer> {
    if (this.pending) await this.pending.catch(() => undefined);
    if (!this.store.state.payment && this.option) await this.request();
    const token = this.store.deposit?.deposit_token;
    if (typeof token !== 'string' || token === '') throw new NoOrderError();
    return { token };
  }

  private request(): Promise<void> {
    const option = this.option;
    if (!option) return Promise.reject(new NoOrderError());
    const before = hostedOf(this.store.deposit)?.order_id;
    const notices = this.store.modalNotices.length;
    this.store.choosePayment(option);
    return this.wait(before, notices);
  }

  /** Resolves once the store has a new order, or has said why there is none. */
  private wait(before: string | undefined, notices: number): Promise<void> {
    const store = this.store;
    const answered = () => {
      const now = hostedOf(store.deposit)?.order_id;
      return (now !== undefined && now !== before) || store.modalNotices.length > notices || store.modal !== 'deposit' || store.state.payment === null;
    };
    const pending = when(answered, { timeout: ANSWER_TIMEOUT_MS });
    this.pending = pending;
    return pending.finally(() => {
      if (this.pending === pending) this.pending = null;
    });
  }
}
