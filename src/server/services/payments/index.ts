import type { PaymentsDeps } from './deps.ts';
import { DepositRequests } from './deposit-requests.ts';
import { GuestDeposits } from './guest-deposits.ts';
import { PaymentLookups } from './lookups.ts';
import { HostedOrders } from './orders.ts';
import { Settlement } from './settlement.ts';
import { StoredCards } from './stored-cards.ts';
import { Wallets } from './wallets.ts';

/** The payments services, one per concern, sharing the hosted-page orders and the settlement. */
export interface PaymentServices {
  orders: HostedOrders;
  settlement: Settlement;
  wallets: Wallets;
  storedCards: StoredCards;
  depositRequests: DepositRequests;
  guestDeposits: GuestDeposits;
  lookups: PaymentLookups;
}

export function createPaymentServices(deps: PaymentsDeps): PaymentServices {
  const orders = new HostedOrders(deps);
  const settlement = new Settlement(deps);
  return {
    orders,
    settlement,
    wallets: new Wallets(deps, orders, settlement),
    storedCards: new StoredCards(deps, orders),
    depositRequests: new DepositRequests(deps),
    guestDeposits: new GuestDeposits(deps),
    lookups: new PaymentLookups(deps),
  };
}
