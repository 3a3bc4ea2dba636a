/**
 * The interest form (spec §1, §7.1 customers/register/group): someone leaves their name and address to
 * hear when a bar of the brand reopens. The one group the spec knows is covid_interest. Leaving details
 * again for the same bar changes the names and adds no row. Kept a year from the last time (docs/decisions.md).
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/index.ts';
import { forgetInterestBefore, upsertInterest } from '../../db/repositories/interest-registrations.ts';
import { barIdField, emailField, nameField } from '../../domain/customers/account-input.ts';
import { messages } from '../../domain/customers/messages.ts';
import { InvalidInput } from '../../domain/errors.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

export const INTEREST_GROUPS = ['covid_interest'] as const;
export const INTEREST_KEPT_MS = 365 * 24 * 60 * 60_000;

export interface InterestCommand {
  brandId: number;
  forename: unknown;
  surname: unknown;
  email: unknown;
  barId: unknown;
  group: unknown;
}

export class InterestRegistrations {
  constructor(private readonly deps: { db: Queryable; clock: Clock; catalogue: Pick<CatalogueStore, 'get'> }) {}

  async register(command: InterestCommand): Promise<{ bar: { id: number; name: string } }> {
    const fields: Record<string, string[]> = {};
    const read = <T>(field: string, parse: () => T): T | undefined => {
      try {
        return parse();
      } catch (error) {
        if (!(error instanceof InvalidInput)) throw error;
        fields[field] = error.fields?.[field] ?? [error.message];
        return undefined;
      }
    };
    const forename = read('forename', () => nameField(command.forename, 'forename'));
    const surname = read('surname', () => nameField(command.surname, 'surname'));
    const email = read('email', () => emailField(command.email));
    const barId = read('bar_id', () => barIdField(command.barId));
    const bar = barId ? (await this.deps.catalogue.get()).barsForBrand(command.brandId).find((b) => b.id === barId && b.frontend_visible) : undefined;
    if (!bar && !fields.bar_id) fields.bar_id = [messages.barUnknown];
    if (!INTEREST_GROUPS.includes(command.group as (typeof INTEREST_GROUPS)[number])) fields.group = [account.leaveDetails.groupUnknown];
    const first = Object.values(fields)[0];
    if (first) throw new InvalidInput(first[0]!, fields);
    const at = new Date(this.deps.clock.now());
    await upsertInterest(this.deps.db, { brandId: command.brandId, barId: bar!.id, group: command.group as string, forename: forename!, surname: surname!, email: email!, at });
    return { bar: { id: bar!.id, name: bar!.branded_name } };
  }

  /** Forgets the details left more than a year ago; returns how many. */
  async forgetOld(): Promise<number> {
    return forgetInterestBefore(this.deps.db, new Date(this.deps.clock.now() - INTEREST_KEPT_MS));
  }
}
