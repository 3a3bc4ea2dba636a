/**
 * The account site's routes that exist so far (account-and-guest-features §2.1), matched exactly:
 * the payment-by-code pages. Any other path is the not-found page.
 */
export type AccountRoute =
  | { page: 'pay' }
  | { page: 'bar'; slug: string }
  | { page: 'payDeposit'; code: string }
  | { page: 'payment'; code: string }
  | { page: 'deposit'; code: string }
  | { page: 'paymentCheck'; code: string }
  | { page: 'notFound' };

const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

export function matchRoute(pathname: string): AccountRoute {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  let decoded: string[];
  try {
    decoded = parts.map((p) => decodeURIComponent(p));
  } catch {
    return { page: 'notFound' };
  }
  const [first, second, third, ...rest] = decoded;
  if (rest.length > 0) return { page: 'notFound' };
  const code = (value: string | undefined) => (value !== undefined && SEGMENT.test(value) ? value : undefined);
  if (first === 'pay' && second === undefined) return { page: 'pay' };
  if (third === undefined) {
    const c = code(second);
    if (first === 'payment' && second === 'check') return { page: 'notFound' };
    if (c && first === 'bar') return { page: 'bar', slug: c.toLowerCase() };
    if (c && first === 'pay-deposit') return { page: 'payDeposit', code: c };
    if (c && first === 'payment') return { page: 'payment', code: c };
    if (c && first === 'deposit') return { page: 'deposit', code: c };
  } else if (first === 'payment' && second === 'check' && code(third)) {
    return { page: 'paymentCheck', code: third };
  }
  return { page: 'notFound' };
}
