import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { PaymentGateway } from '../../payments/gateway.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

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
  /** Who is logged in on the account site (a guest paying their own share, a lead booker by account). */
  accounts?: { customerOf(sessionId: string | undefined): Promise<{ id: number; email: string } | undefined> };
}
