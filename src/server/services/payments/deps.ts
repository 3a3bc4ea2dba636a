import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

/** What a gateway's answer paid for: a booking's deposit or balance, a guest's own share, or a card check (nothing taken). */
export type PaymentKind = 'deposit' | 'balance' | 'guest_share' | 'card_check';
/** How it ended: `refund_due` is money taken that was not owed; `failed` is no answer from the gateway at all. */
export type PaymentResult = 'paid' | 'declined' | 'refund_due' | 'card_stored' | 'failed';
export interface PaymentOutcome {
  kind: PaymentKind;
  method: 'card' | 'google_pay' | 'apple_pay';
  result: PaymentResult;
}

/** What every payments service is given. */
export interface PaymentsDeps {
  db: Db;
  catalogue: CatalogueStore;
  clock: Clock;
  gateway: PaymentGateway;
  publicUrl: string;
  /** Production mode: the development origins are not a brand's sites (engine/i18n/brand.ts framingOrigins). */
  production?: boolean;
  currency: string;
  /** Start-up recovery of the built-in gateway (absent with a real gateway). */
  redeliver?: () => Promise<number>;
  log?: { warn(obj: object, msg: string): void };
  /** Told of each payment's outcome once it is decided and kept (the metrics). */
  figures?: { payment(outcome: PaymentOutcome): void };
  /** Who is logged in on the account site (a guest paying their own share, a lead booker by account). */
  accounts?: { customerOf(sessionId: string | undefined): Promise<{ id: number; email: string } | undefined> };
}
