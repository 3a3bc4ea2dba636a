import { describe, expect, it } from 'vitest';
import type { ManagedBooking } from '../../../api-client/bookings.ts';
import type { BookingPackages } from '../../../api-client/pre-orders.ts';
import { openTab, paymentAsked, shownTabs } from './booking-tabs.ts';

const booking = (fields: Partial<ManagedBooking>) => ({ status_id: 1, agency_name: null, value: 12000, ...fields }) as ManagedBooking;

describe('the booking page’s tabs', () => {
  it('shows Payment for a booking with a price, not for a cancelled or an agency’s booking', () => {
    expect(shownTabs(booking({}))).toEqual(['overview', 'payment']);
    expect(shownTabs(booking({ status_id: 4 }))).toEqual(['overview']);
    expect(shownTabs(booking({ agency_name: 'Party Planners Ltd' }))).toEqual(['overview']);
    expect(shownTabs(booking({ value: 0 }))).toEqual(['overview']);
  });

  it('shows Brunch upgrade only when the server says the booking may be upgraded, opened by its hash or action', () => {
    expect(shownTabs(booking({}), { canUpgrade: true })).toEqual(['overview', 'payment', 'brunch-upgrade']);
    expect(shownTabs(booking({}), { canUpgrade: false })).toEqual(['overview', 'payment']);
    expect(shownTabs(booking({}))).toEqual(['overview', 'payment']);
    const shown = shownTabs(booking({ value: 0 }), { canUpgrade: true });
    expect(shown).toEqual(['overview', 'brunch-upgrade']);
    expect(openTab(shown, '#brunch-upgrade')).toBe('brunch-upgrade');
    expect(openTab(shown, '', 'brunch-upgrade')).toBe('brunch-upgrade');
    expect(openTab(['overview'], '#brunch-upgrade', 'brunch-upgrade')).toBe('overview');
  });

  it('shows Pre Order when a package has items to choose, and Packages on the customer’s own page when there are packages', () => {
    const option = { variation_id: 502, name: 'Burger & Fries', price: 1500, quantity: 5, guest_required: 5, guest_added: 0, guests: [] };
    const packages = (perPerson: boolean, single: number): BookingPackages => ({
      pre_order_locked: false,
      packages: [{ variation_id: 502, title: 'Burger & Fries', option_name: 'Party Food', description: '', image: '', price: 1500, quantity: 5, per_person: true, total: 7500 }],
      pre_order_state: {
        per_person_options: [{ ...option, customer_pre_order_required: perPerson }],
        single_booking_options: [{ variation_id: 401, name: 'Shot Tray', quantity: 1, choices: [], completed: 0, required: single }],
        unassigned_guests: [],
      },
    });
    expect(shownTabs(booking({}), { packages: packages(true, 0), byId: true })).toEqual(['overview', 'pre-order', 'packages', 'payment']);
    expect(shownTabs(booking({}), { packages: packages(false, 2) })).toEqual(['overview', 'pre-order', 'payment']);
    expect(shownTabs(booking({}), { packages: packages(false, 0), byId: true })).toEqual(['overview', 'packages', 'payment']);
    expect(shownTabs(booking({ status_id: 4 }), { packages: packages(true, 2), byId: true })).toEqual(['overview']);
    expect(shownTabs(booking({}), { byId: true })).toEqual(['overview', 'payment']);
  });

  it('opens the hash’s tab, else the action’s, else Overview, and never one that is not shown', () => {
    const shown = shownTabs(booking({}));
    expect(openTab(shown, '#payment')).toBe('payment');
    expect(openTab(shown, '', 'pay')).toBe('payment');
    expect(openTab(shown, '#overview', 'pay')).toBe('overview');
    expect(openTab(shown, '#pre-order')).toBe('overview');
    expect(openTab(['overview'], '', 'pay')).toBe('overview');
    expect(openTab(shown, '')).toBe('overview');
  });

  it('reads /pay/deposit and /pay/balance as a payment to open at once', () => {
    expect(paymentAsked('pay', 'deposit')).toBe('deposit');
    expect(paymentAsked('pay', 'balance')).toBe('balance');
    expect(paymentAsked('pay', undefined)).toBeUndefined();
    expect(paymentAsked('pay', 'everything')).toBeUndefined();
    expect(paymentAsked(undefined, 'deposit')).toBeUndefined();
  });
});
