import { describe, expect, it } from 'vitest';
import { portalParams } from './portal-params.ts';

describe('the booking portal’s parameters', () => {
  it('makes integers of the booking type, bar and people, and always adds the brand', () => {
    expect(portalParams(new URLSearchParams('booking_type_id=5&bar_id=21&no_people=04'), 'decuba')).toEqual({ brand: 'decuba', type: 5, bar: 21, people: 4 });
    expect(portalParams(new URLSearchParams(''), 'revolution')).toEqual({ brand: 'revolution' });
  });

  it('leaves out what is not an integer', () => {
    expect(portalParams(new URLSearchParams('booking_type_id=five&bar_id=2.5&no_people=-3'), 'decuba')).toEqual({ brand: 'decuba' });
  });

  it('passes the date only when it is a real YYYY-MM-DD date', () => {
    expect(portalParams(new URLSearchParams('date=2026-12-12'), 'decuba')).toEqual({ brand: 'decuba', date: '2026-12-12' });
    for (const date of ['2026-02-30', '12/12/2026', '2026-12-1', '2026-12-12T10:00', 'tomorrow']) {
      expect(portalParams(new URLSearchParams({ date }), 'decuba'), date).toEqual({ brand: 'decuba' });
    }
  });

  it('ignores a brand in the query: the page’s own is added', () => {
    expect(portalParams(new URLSearchParams('brand=playhouse'), 'decuba')).toEqual({ brand: 'decuba' });
  });
});
