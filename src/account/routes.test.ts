import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';

describe('account routes', () => {
  it('match the payment pages exactly', () => {
    expect(matchRoute('/pay')).toEqual({ page: 'pay' });
    expect(matchRoute('/pay/')).toEqual({ page: 'pay' });
    expect(matchRoute('/bar/Revolution-Manchester')).toEqual({ page: 'bar', slug: 'revolution-manchester' });
    expect(matchRoute('/pay-deposit/abc_DEF-123')).toEqual({ page: 'payDeposit', code: 'abc_DEF-123' });
    expect(matchRoute('/payment/tok')).toEqual({ page: 'payment', code: 'tok' });
    expect(matchRoute('/payment/42')).toEqual({ page: 'payment', code: '42' });
    expect(matchRoute('/deposit/tok')).toEqual({ page: 'deposit', code: 'tok' });
    expect(matchRoute('/payment/check/order')).toEqual({ page: 'paymentCheck', code: 'order' });
  });

  it('send anything else to the not-found page', () => {
    for (const path of ['/', '/pay/x', '/bar', '/bar/a/b', '/payment/check', '/payment/check/a/b', '/deposit/%E0%A4%A', '/deposit/a b', '/payment/<script>']) {
      expect(matchRoute(path), path).toEqual({ page: 'notFound' });
    }
  });
});
