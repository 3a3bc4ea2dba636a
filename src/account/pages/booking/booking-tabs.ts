/**
 * Which tabs a booking's page shows, and which is open (account-and-guest-features §2.3): the tab
 * from the URL's hash, else from the /manage path's action (/manage/{key}/pay/deposit opens Payment),
 * else Overview. A tab shows only when the booking has something for it. Pure.
 *
 * Pre Order shows when the booking has a package with items to choose (on both pages: the /manage
 * page's 'Pre-order'); Packages, the signed-in customer's, when it has packages (§2.3).
 */
import type { ManagedBooking } from '../../../api-client/bookings.ts';
import type { BookingPackages } from '../../../api-client/pre-orders.ts';
import { CANCELLED } from '../../../engine/bookings/status.ts';

export type BookingTabId = 'overview' | 'pre-order' | 'packages' | 'payment' | 'brunch-upgrade';

/** The order tabs appear in, whichever are shown. */
export const TAB_ORDER: readonly BookingTabId[] = ['overview', 'pre-order', 'packages', 'payment', 'brunch-upgrade'];

/** Each tab's name (its locale key). */
export const TAB_LABELS: Record<BookingTabId, string> = {
  overview: 'account:booking.tabs.overview',
  'pre-order': 'account:booking.tabs.preOrder',
  packages: 'account:booking.tabs.packages',
  payment: 'account:booking.tabs.payment',
  'brunch-upgrade': 'account:booking.tabs.brunchUpgrade',
};


/** What the page knows beside the booking: the brunch upgrade's `can_upgrade` (asked on the /manage page only). */
export interface TabFacts {
  canUpgrade?: boolean;
  /** The booking's packages and pre-order, once read. */
  packages?: BookingPackages | undefined;
  /** The signed-in customer's page (/edit-booking/{id}), which has a Packages tab. */
  byId?: boolean;
}

/** Whether the booking has anything for its Pre Order tab: a package with items to choose. */
export function hasPreOrder(packages: BookingPackages | undefined): boolean {
  const state = packages?.pre_order_state;
  return !!state && (state.per_person_options.some((o) => o.customer_pre_order_required) || state.single_booking_options.some((o) => o.required > 0));
}

/** Whether a built tab has something to show for this booking. */
export const BOOKING_TABS: Partial<Record<BookingTabId, (booking: ManagedBooking, facts: TabFacts) => boolean>> = {
  overview: () => true,
  // Nothing to pay or be paid for: a cancelled booking takes no payment, an agency's booking shows no prices (§2.3).
  payment: (b) => b.status_id !== CANCELLED && b.agency_name === null && b.value > 0,
  // The server says which bookings may be upgraded (§4): a tab it refuses is not offered, and its hash opens Overview.
  'brunch-upgrade': (_, facts) => facts.canUpgrade === true,
  'pre-order': (b, facts) => b.status_id !== CANCELLED && hasPreOrder(facts.packages),
  packages: (b, facts) => facts.byId === true && b.status_id !== CANCELLED && (facts.packages?.packages.length ?? 0) > 0,
};

export function shownTabs(booking: ManagedBooking, facts: TabFacts = {}): BookingTabId[] {
  return TAB_ORDER.filter((id) => BOOKING_TABS[id]?.(booking, facts) ?? false);
}

/** The /manage path's action as a tab: `pay` (and `pay/deposit`, `pay/balance`) is Payment; a tab's own id is that tab. */
function tabOfAction(action: string | undefined): string | undefined {
  if (action === 'pay' || action === 'payment') return 'payment';
  return action;
}

/** The open tab: the hash's, else the action's, when it is shown; else Overview. */
export function openTab(shown: readonly BookingTabId[], hash: string, action?: string): BookingTabId {
  const fromHash = hash.replace(/^#/, '');
  for (const wanted of [fromHash, tabOfAction(action)]) {
    const tab = shown.find((id) => id === wanted);
    if (tab) return tab;
  }
  return 'overview';
}

/** What /manage/{key}/pay/{deposit|balance} asks to pay at once, if anything. */
export function paymentAsked(action: string | undefined, subAction: string | undefined): 'deposit' | 'balance' | undefined {
  if (action !== 'pay') return undefined;
  return subAction === 'deposit' || subAction === 'balance' ? subAction : undefined;
}
