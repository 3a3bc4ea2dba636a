import { describe, expect, it } from 'vitest';
import { BRANDS, framingOrigins, getBrand, isAllowedEmbedOrigin, joinLink, loadResources, lookup, themeCssVariables } from './index.ts';

describe('brand resources', () => {
  it('layers a brand’s copy over the shared locales without touching them', () => {
    const playhouse = loadResources('playhouse');
    expect(lookup(playhouse, 'widget:header.bookNow')).toBe('Book Your Night');
    expect(lookup(loadResources('default'), 'widget:header.bookNow')).toBe('Book Now');
  });

  it('refuses an override of a key that does not exist', () => {
    expect(() => loadResources({ ...BRANDS.default, code: 'typo', copy: { 'widget:header.bookNoww': 'x' } })).toThrow('unknown locale key "widget:header.bookNoww"');
  });

  it('finds brands by id or code, anything else is the default (0)', () => {
    expect(getBrand(1).code).toBe('revolution');
    expect(getBrand('2').code).toBe('decuba');
    expect(getBrand('playhouse').id).toBe(4);
    expect(getBrand(3).id).toBe(0);
    expect(getBrand(undefined).id).toBe(0);
  });

  it('builds join links, checks embed origins, exposes theme tokens', () => {
    expect(joinLink('https://bookings.revolution-bars.example', 'AB12 CD')).toBe('https://bookings.revolution-bars.example/join/AB12%20CD');
    expect(isAllowedEmbedOrigin(BRANDS.decuba, 'http://localhost:8080', false)).toBe(true);
    expect(isAllowedEmbedOrigin(BRANDS.decuba, 'http://localhost:8080', true)).toBe(false);
    expect(isAllowedEmbedOrigin(BRANDS.decuba, 'https://www.revoluciondecuba.example', true)).toBe(true);
    expect(isAllowedEmbedOrigin(BRANDS.decuba, 'https://evil.example', false)).toBe(false);
    expect(framingOrigins(BRANDS.decuba, false)).toEqual(['https://www.revoluciondecuba.example', 'http://localhost:8080', 'http://localhost:3000']);
    expect(framingOrigins(BRANDS.default, true)).toEqual([]);
    expect(themeCssVariables(BRANDS.playhouse)).toMatchObject({ '--covers-primary': '#7b2cbf', '--covers-on-primary': '#ffffff', '--covers-radius': '12px' });
  });
});
