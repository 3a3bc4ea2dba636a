import { describe, expect, it } from 'vitest';
import { NEAREST_BARS, nearestBars } from './nearest-bars.ts';

const bar = (id: number, latitude: number | null, longitude: number | null, extra: Partial<{ open: boolean; central_bar: boolean; frontend_visible: boolean }> = {}) => ({
  id,
  latitude,
  longitude,
  open: true,
  central_bar: false,
  frontend_visible: true,
  ...extra,
});

const manchester = { latitude: 53.4808, longitude: -2.2426 };

describe('nearestBars', () => {
  it('lists at most ten bars, closest first', () => {
    // Bars due north of Manchester, a tenth of a degree apart, given out of order.
    const bars = Array.from({ length: 14 }, (_, i) => bar(i, 53.5 + ((i * 7) % 14) / 10, -2.2426));
    const found = nearestBars(bars, manchester);
    expect(found).toHaveLength(NEAREST_BARS);
    expect(found.map((b) => b.latitude)).toEqual([...found.map((b) => b.latitude)].sort((a, b) => a - b));
    expect(found[0]!.latitude).toBe(53.5);
  });

  it('leaves out closed, central, hidden and unplaced bars', () => {
    const bars = [
      bar(1, 53.49, -2.24, { open: false }),
      bar(2, 53.49, -2.24, { central_bar: true }),
      bar(3, 53.49, -2.24, { frontend_visible: false }),
      bar(4, null, null),
      bar(5, 53.8, -1.55),
    ];
    expect(nearestBars(bars, manchester).map((b) => b.id)).toEqual([5]);
  });

  it('gives each bar its great-circle distance in miles (Manchester to Leeds is about 36 miles)', () => {
    const [leeds] = nearestBars([bar(1, 53.8008, -1.5491)], manchester);
    expect(leeds!.miles).toBeGreaterThan(35);
    expect(leeds!.miles).toBeLessThan(37);
  });
});
