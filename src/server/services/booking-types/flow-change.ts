import type { FlowRules } from '../../../engine/flow/flow-rules.ts';
import type { Queryable } from '../../db/index.ts';
import { setBookingTypeFlow } from '../../db/repositories/booking-types.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

/**
 * A booking type pointed at another flow while the server runs (`covers db set-flow` on the embedded
 * database, which only this process may open): taken at once, so the next answer follows the new flow.
 */
export class BookingTypeFlows {
  constructor(private readonly deps: { db: Queryable; catalogue: Pick<CatalogueStore, 'invalidate'>; flowRules: FlowRules }) {}

  async setFlow(typeId: number, flow: string): Promise<{ booking_type: number; flow: string; previous: string }> {
    if (!this.deps.flowRules.knows(flow)) throw new Conflict(`The running server does not have the flow "${flow}": restart it to load new flow files (or run it with LIVE_RELOAD).`);
    const previous = await setBookingTypeFlow(this.deps.db, typeId, flow);
    if (previous === undefined) throw new NotFound(`There is no booking type ${typeId}.`);
    this.deps.catalogue.invalidate();
    return { booking_type: typeId, flow, previous };
  }
}
