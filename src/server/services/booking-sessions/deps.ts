import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { FlowRules } from '../../../engine/flow/flow-rules.ts';
import type { CatalogueStore } from '../catalogue-store.ts';
import type { PaymentServices } from '../payments/index.ts';

/** What every booking-sessions service is given. */
export interface BookingSessionsDeps {
  db: Db;
  catalogue: CatalogueStore;
  clock: Clock;
  /** The flow files' rules (NO_FLOW_RULES for none). */
  flowRules: FlowRules;
  publicUrl: string;
  /** Stored cards, and the deposit's hosted-page order (include=gp) and payment state. */
  payments?: Pick<PaymentServices, 'orders' | 'lookups' | 'storedCards'>;
}
