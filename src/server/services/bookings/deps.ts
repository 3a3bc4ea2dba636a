import type { FlowRules } from '../../../engine/flow/flow-rules.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

/** What every booking-management service is given. */
export interface BookingsDeps {
  db: Db;
  catalogue: Pick<CatalogueStore, 'get'>;
  clock: Clock;
  /** The flow files' rules: a changed date or party obeys the same rules as in the widget. */
  flowRules: FlowRules;
  publicUrl: string;
  /** Told when a booking's covers move or are released, so screens that remember covers read afresh. */
  coversChanged?: (barId: number, typeId: number) => void;
}
