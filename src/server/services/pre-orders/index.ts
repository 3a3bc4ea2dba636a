/**
 * Pre-orders after booking. `GuestPreOrders.save` is the one way a guest's own pre-order changes (the
 * lock, the choice rules, the row lock): every call that changes one goes through it. `GuestMoney` prices
 * a change: the premiums into the booking's value, the place into the share of whoever pays for it.
 */
export { GuestPreOrders, type CheckedPreOrder, type GuestPreOrderChange } from './guest-pre-orders.ts';
export type { PreOrdersDeps } from './deps.ts';
export { fitGuestShares, GuestMoney } from './guest-money.ts';
