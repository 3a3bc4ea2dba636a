import { describe, expect, it } from 'vitest';
import type { ManagedBooking } from '../../../api-client/bookings.ts';
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
