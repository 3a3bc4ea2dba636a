import { describe, expect, it } from 'vitest';
import { graduationYearChoices, initialBarId } from './sign-up-choices.ts';

const bars = [
  { id: 11, slug: 'revolution-manchester-deansgate' },
  { id: 12, slug: 'revolution-leeds-call-lane' },
];

describe('initialBarId', () => {
  it('takes the route’s bar by slug (any case) or by id', () => {
    expect(initialBarId(bars, 'revolution-leeds-call-lane', null)).toBe(12);
    expect(initialBarId(bars, 'Revolution-Leeds-Call-Lane', '11')).toBe(12);
    expect(initialBarId(bars, '11', '12')).toBe(11);
  });

  it('falls back to the last bar chosen while it is in the list, else none', () => {
    expect(initialBarId(bars, undefined, '12')).toBe(12);
    expect(initialBarId(bars, 'no-such-bar', '12')).toBe(12);
    expect(initialBarId(bars, '14', '99')).toBeNull();
    expect(initialBarId(bars, undefined, null)).toBeNull();
    expect(initialBarId([], '11', '11')).toBeNull();
  });
});

describe('graduationYearChoices', () => {
  it('offers this year up to 5 years ahead', () => {
    expect(graduationYearChoices(2026)).toEqual([2026, 2027, 2028, 2029, 2030, 2031]);
  });
});
