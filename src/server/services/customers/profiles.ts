import type { CustomerProfile, MyDetailsFields } from '../../../../schemas/api/types.generated.ts';
import { findCustomerById, updateProfile, type AccountRow, type ProfileChanges } from '../../db/repositories/customers.ts';
import { allergensField, barIdField, emailField, nameField, optInField, phoneField } from '../../domain/customers/account-input.ts';
import { messages } from '../../domain/customers/messages.ts';
import { InvalidInput, Unauthenticated } from '../../domain/errors.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import type { AccountSessions } from './account-sessions.ts';
import type { CustomersDeps } from './deps.ts';

/** The profile as the site reads it (spec §3, Customer profile). */
export function profileView(customer: AccountRow, catalogue: Catalogue): CustomerProfile {
  const bar = customer.favourite_bar_id === null ? undefined : catalogue.bars.get(customer.favourite_bar_id);
  return {
    id: customer.id,
    email: customer.email,
    forename: customer.forename,
    surname: customer.surname,
    phone: customer.phone,
    marketing_opt_in: customer.opt_in === 1 ? 1 : 0,
    sms_opt_in: customer.sms_opt_in === 1 ? 1 : 0,
    phone_opt_in: customer.phone_opt_in === 1 ? 1 : 0,
    allergens: customer.allergens,
    bar: bar ? { id: bar.id, name: bar.bar_name, branded_name: bar.branded_name, slug: bar.slug, brand_id: bar.brand_id } : null,
  };
}

export type ProfileView = CustomerProfile;

/** The profile fields of a my-details save: each one given is checked and written; the others stay. */
export interface ProfileUpdate {
  sessionId: string | undefined;
  brandId: number;
  fields: MyDetailsFields;
}

/** The logged-in customer: who they are (`customers/me`) and their profile (`customers/my-details`). */
export class Profiles {
  constructor(
    private readonly deps: Pick<CustomersDeps, 'db' | 'catalogue'>,
    private readonly sessions: AccountSessions,
  ) {}

  /** The customer of a live session; anyone else is told to log in (401, which logs the site out). */
  async customer(sessionId: string | undefined): Promise<AccountRow> {
    const customer = await this.sessions.customerOf(sessionId);
    if (!customer) throw new Unauthenticated(messages.loginRequired);
    return customer;
  }

  async me(sessionId: string | undefined): Promise<ProfileView> {
    return profileView(await this.customer(sessionId), await this.deps.catalogue.get());
  }

  /**
   * Saves the given fields (spec §3's names: forename, surname, phone, marketing_opt_in, sms_opt_in,
   * phone_opt_in, allergens, bar). Every field is checked before anything is written; the e-mail
   * address cannot be changed here (it is the account's verified address).
   */
  async update(command: ProfileUpdate): Promise<ProfileView> {
    const customer = await this.customer(command.sessionId);
    const f = command.fields;
    const catalogue = await this.deps.catalogue.get();
    const changes: ProfileChanges = {};
    const problems: Record<string, string[]> = {};
    const read = (field: keyof MyDetailsFields, apply: () => void) => {
      if (f[field] === undefined) return;
      try {
        apply();
      } catch (error) {
        if (!(error instanceof InvalidInput)) throw error;
        Object.assign(problems, error.fields ?? { [field]: [error.message] });
      }
    };
    read('email', () => {
      if (emailField(f.email) !== customer.email) throw new InvalidInput(messages.emailFixed, { email: [messages.emailFixed] });
    });
    read('forename', () => (changes.forename = nameField(f.forename, 'forename')));
    read('surname', () => (changes.surname = nameField(f.surname, 'surname')));
    read('phone', () => (changes.phone = phoneField(f.phone)));
    read('marketing_opt_in', () => (changes.opt_in = optInField(f.marketing_opt_in, 'marketing_opt_in')));
    read('sms_opt_in', () => (changes.sms_opt_in = optInField(f.sms_opt_in, 'sms_opt_in')));
    read('phone_opt_in', () => (changes.phone_opt_in = optInField(f.phone_opt_in, 'phone_opt_in')));
    read('allergens', () => (changes.allergens = allergensField(f.allergens)));
    const barField = f.bar_id !== undefined ? 'bar_id' : 'bar';
    read(barField, () => {
      const raw = f[barField];
      const id = barIdField(typeof raw === 'object' && raw !== null && 'id' in raw ? (raw as { id: unknown }).id : raw);
      if (id !== null && !catalogue.bookableBars(command.brandId).some((bar) => bar.id === id)) {
        throw new InvalidInput(messages.barUnknown, { bar: [messages.barUnknown] });
      }
      changes.favourite_bar_id = id;
    });
    const [first] = Object.values(problems).flat();
    if (first) throw new InvalidInput(first, problems);
    await updateProfile(this.deps.db, customer.id, changes);
    return profileView((await findCustomerById(this.deps.db, customer.id))!, catalogue);
  }
}
