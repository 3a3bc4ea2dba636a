/**
 * When a booking may say "paid in full": nothing is left to pay and what was paid is its price, not only the
 * deposit held while its packages are still to be chosen (a brunch booked without packages is worth its
 * deposit until they are). A type paid in full up front is paid in full once its deposit is.
 */
export interface PaidMoney {
  value: number;
  deposit: number;
  deposit_balance: number;
  balance: number;
}

export function paidInFull(money: PaidMoney, fullPaymentRequired: boolean): boolean {
  return money.value > 0 && money.deposit_balance + money.balance === 0 && (fullPaymentRequired || money.value > money.deposit);
}
