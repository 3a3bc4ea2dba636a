import { describe, expect, it } from 'vitest';
import { formatMiles, milesBetween, nearest } from './distance.ts';

// Reference distances from the haversine formula on a sphere of the WGS-84 equatorial radius.
const london = { latitude: 51.5074, longitude: -0.1278 };
const manchester = { latitude: 53.4808, longitude: -2.2426 };
const edinburgh = { latitude: 55.9533, longitude: -3.1883 };
const cardiff = { latitude: 51.4816, longitude: -3.1791 };

describe('milesBetween', () => {
  it('measures known pairs of UK cities along the great circle', () => {
    expect(milesBetween(london, manchester)).toBeCloseTo(163.0, 0);
    expect(milesBetween(london, edinburgh)).toBeCloseTo(332.0, 0);
    expect(milesBetween(london, cardiff)).toBeCloseTo(131.0, 0);
  });

  it('is symmetric and zero for the same place', () => {
    expect(milesBetween(manchester, edinburgh)).toBeCloseTo(milesBetween(edinburgh, manchester), 6);
    expect(milesBetween(london, london)).toBe(0);
  });

  it('formats miles to two decimals', () => {
    expect(formatMiles(milesBetween(london, manchester))).toMatch(/^16\d\.\d\d$/);
    expect(formatMiles(0.005)).toBe('0.01');
  });
});

describe('nearest', () => {
  it('orders places by distance and keeps the limit', () => {
    const places = [
      { name: 'Edinburgh', ...edinburgh },
      { name: 'Cardiff', ...cardiff },
      { name: 'Manchester', ...manchester },
    ];
    const result = nearest(places, london, 2);
    expect(result.map((p) => p.name)).toEqual(['Cardiff', 'Manchester']);
    expect(result[0]!.miles).toBeLessThan(result[1]!.miles);
  });
});
