import { describe, expect, it } from 'vitest';
import { startCollapsed } from './collapse.ts';

const group = (items: number) => ({ items: Array.from({ length: items }, (_, i) => ({ id: i })) });

describe('choice groups start collapsed (spec §9)', () => {
  it('only above 40 items and above 3 groups, both', () => {
    expect(startCollapsed([group(11), group(10), group(10), group(10)])).toBe(true);
    // 40 items in 4 groups, or 41 in 3, stay open.
    expect(startCollapsed([group(10), group(10), group(10), group(10)])).toBe(false);
    expect(startCollapsed([group(20), group(20), group(1)])).toBe(false);
    // Many groups with few items, or a long list in few groups, stay open.
    expect(startCollapsed([group(2), group(2), group(2), group(2), group(2)])).toBe(false);
    expect(startCollapsed([group(60)])).toBe(false);
    expect(startCollapsed([])).toBe(false);
  });
});
