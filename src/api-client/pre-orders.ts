/**
 * A booking's packages and pre-order on its page (account-and-guest-features §3, §4, §7.2, §7.3): read
 * them, read the menu groups of packages, set a guest's package and choices, choose a per-booking
 * package's items. Reached by the manage key or by the signed-in customer's booking id, like the
 * booking itself; the id's calls name the items as entries, the key's as choices by group (§7.3).
 */
import type { BookingPackages, ChosenChoice, ManagedBooking, MenuGroup, PerPersonOption, PreOrderEntry, PreOrderGuestEntry, SingleBookingOption } from '../../schemas/api/types.generated.ts';
import { bookingPath, type BookingKey } from './bookings.ts';
import type { QueryClient } from './payments.ts';

export type { BookingPackages, ChosenChoice, MenuGroup, PerPersonOption, PreOrderGuestEntry, SingleBookingOption };

/** A guest's pre-order as saved: an existing guest by id, or a new one by name. */
export interface PreOrderGuestSave {
  guestId?: number;
  forename?: string;
  surname?: string;
  variationId: number;
  choices: readonly ChosenChoice[];
}

const enc = encodeURIComponent;

/** The answers in slot order as entries: each group's items in the order of its slots. */
export function preOrderEntries(choices: readonly ChosenChoice[]): PreOrderEntry[] {
  return [...choices]
    .sort((a, b) => a.index - b.index)
    .flatMap((c) => c.items.map((item) => ({ choice_id: c.choice_id, choice_item_id: item.item_id })));
}

/** The answers as choices by group: group id → the item ids in slot order. */
export function choicesByGroup(choices: readonly ChosenChoice[]): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const entry of preOrderEntries(choices)) (out[String(entry.choice_id)] ??= []).push(entry.choice_item_id as number);
  return out;
}

export class PreOrderApi {
  constructor(private readonly client: QueryClient) {}

  /** GET the booking's packages and the state of its pre-order. */
  async packages(key: BookingKey): Promise<BookingPackages> {
    return (await this.client.query<{ data: BookingPackages }>('GET', `${bookingPath(key)}/packages`)).body.data;
  }

  /** GET rest/booking/pre-order-choices: the menu groups of these packages. */
  async menuGroups(variationIds: readonly number[]): Promise<MenuGroup[]> {
    return (await this.client.query<{ data: MenuGroup[] }>('GET', 'rest/booking/pre-order-choices', { query: { variations: variationIds.join(',') } })).body.data;
  }

  /** POST a guest's package and choices (a new pre-order guest without an id): the booking. */
  async saveGuest(key: BookingKey, save: PreOrderGuestSave): Promise<ManagedBooking> {
    const names = { ...(save.forename === undefined ? {} : { forename: save.forename }), ...(save.surname === undefined ? {} : { surname: save.surname }) };
    const request =
      'token' in key
        ? { path: `${bookingPath(key)}/pre-order`, body: { guest: { ...(save.guestId === undefined ? {} : { id: save.guestId }), ...names, variation_id: save.variationId, choices: choicesByGroup(save.choices) } } }
        : { path: `rest/booking/${enc(key.id)}/pre-order`, body: { ...(save.guestId === undefined ? {} : { guest_id: save.guestId }), ...names, variation_id: save.variationId, pre_order: preOrderEntries(save.choices) } };
    return (await this.client.query<{ data: ManagedBooking }>('POST', request.path, { body: request.body })).body.data;
  }

  /** POST the items of a per-booking package: the booking. */
  async saveItems(key: BookingKey, variationId: number, choices: readonly ChosenChoice[]): Promise<ManagedBooking> {
    return (await this.client.query<{ data: ManagedBooking }>('POST', `${bookingPath(key)}/item/${variationId}`, { body: { items: preOrderEntries(choices) } })).body.data;
  }
}
