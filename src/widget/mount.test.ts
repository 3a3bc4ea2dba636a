import { describe, expect, it } from 'vitest';
import { BRANDS } from '../engine/i18n/brand.ts';
import { isDark, startParams } from './mount.tsx';

describe('startParams', () => {
  it('names the query’s parameters as the store does', () => {
    expect(startParams({ brand: 'decuba', bar: 21, date: '2026-12-12', people: 4, type: 1, lang: 'en-GB' })).toEqual({
      brand: 'decuba',
      bar: 21,
      date: '2026-12-12',
      people: 4,
      bookingType: 1,
      language: 'en-GB',
    });
    expect(startParams({})).toEqual({});
  });
});

describe('isDark', () => {
  it('tells a dark brand background from a light one', () => {
    expect(isDark('#000000')).toBe(true);
    expect(isDark('#ffffff')).toBe(false);
    expect(isDark(BRANDS.playhouse.theme.colours.background)).toBe(true);
    expect(isDark(BRANDS.revolution.theme.colours.background)).toBe(false);
  });
});
