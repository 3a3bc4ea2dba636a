import { describe, expect, it } from 'vitest';
import { formatMiles, milesBetween, nearest } from './distance.ts';

// Reference distances from the haversine formula on a sphere of the mean Earth radius (3,958.8 miles).
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

  it('uses the mean Earth radius: the haversine on 3,958.8 miles, to the hundredth of a mile', () => {
    const haversine = (a: typeof london, b: typeof london) => {
      const rad = Math.PI / 180;
      const h = Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
      return 2 * 3958.8 * Math.asin(Math.sqrt(h));
    };
    for (const [a, b] of [
      [london, manchester],
      [london, edinburgh],
      [manchester, cardiff],
    ] as const)
      expect(milesBetween(a, b)).toBeCloseTo(haversine(a, b), 2);
    // Not the equatorial radius's, which reads 0.11 % long.
    expect(milesBetween(london, edinburgh) / haversine(london, edinburgh)).toBeLessThan(1.0001);
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
