import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, concretePaths, matchAccountRoute } from './account-routes.ts';

describe('the account site’s route table', () => {
  it('lists every route of the spec once, and the login-required ones of §6', () => {
    const paths = ACCOUNT_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ACCOUNT_ROUTES.filter((r) => r.login).map((r) => r.path)).toEqual([
      '/',
      '/edit-booking/:id',
      '/new-booking',
      '/new-booking-debug',
      '/my-details',
      '/society',
      '/society/:id',
    ]);
  });

  it('spells optional segments out for a router without them', () => {
    expect(concretePaths('/pay')).toEqual(['/pay']);
    expect(concretePaths('/')).toEqual(['/']);
    expect(concretePaths('/manage/:manageToken/:action?/:subAction?')).toEqual([
      '/manage/:manageToken',
      '/manage/:manageToken/:action',
      '/manage/:manageToken/:action/:subAction',
    ]);
    expect(concretePaths('/allergens-pdf/:type?/:barId?')).toEqual([
      '/allergens-pdf',
      '/allergens-pdf/:type',
      '/allergens-pdf/:type/:barId',
    ]);
  });

  it('matches a path as the site’s router does', () => {
    expect(matchAccountRoute('/')?.route.page).toBe('dashboard');
    expect(matchAccountRoute('/login')?.route.page).toBe('login');
    expect(matchAccountRoute('/login/join-1')).toMatchObject({
      route: { page: 'login' },
      params: { joinToken: 'join-1' },
    });
    expect(matchAccountRoute('/payment/check/o-1')).toMatchObject({
      route: { page: 'paymentCheck' },
      params: { code: 'o-1' },
    });
    expect(matchAccountRoute('/payment/check')).toMatchObject({
      route: { page: 'payment' },
      params: { code: 'check' },
    });
    expect(matchAccountRoute('/society/qr/ABC123')?.route.page).toBe('societyQr');
    expect(matchAccountRoute('/manage/k/pay/balance')).toMatchObject({
      route: { page: 'manage' },
      params: { manageToken: 'k', action: 'pay', subAction: 'balance' },
    });
    for (const path of ['/nope', '/login/a/b', '/my-details/x', '/deposit/%E0%A4%A'])
      expect(matchAccountRoute(path), path).toBeUndefined();
    // The same answers as react-router's own matching, route by route.
    for (const path of [
      '/',
      '/pay',
      '/bar/x',
      '/tip',
      '/tip/a',
      '/tip/complete/1',
      '/verify/t',
      '/verify/t/j',
      '/documents/1/2026-01-01',
      '/documents/1/2026-01-01/2/3',
      '/society/7',
      '/staff/login',
    ]) {
      const ours = matchAccountRoute(path)!.route.path;
      expect(matchPath(ours, path), path).not.toBeNull();
    }
  });
});
