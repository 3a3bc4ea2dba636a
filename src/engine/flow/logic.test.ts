import { describe, expect, it } from 'vitest';
import { describeLogic, evaluate, operationsUsed, test, variablesUsed } from './logic.ts';
import type { JsonLogic } from './types.ts';

describe('JSON Logic with date operations', () => {
  it('reads session fields and dotted paths', () => {
    expect(test({ var: 'can_auto_confirm' }, { can_auto_confirm: true })).toBe(true);
    expect(test({ '==': [{ var: 'bar.bar_id' }, 3] }, { bar: { bar_id: 3 } })).toBe(true);
    expect(test({ '!!': { var: 'available_options' } }, { available_options: [] })).toBe(false);
    expect(test(undefined, {})).toBe(true);
  });

  it('month_of, day_of, weekday_of, days_until', () => {
    expect(evaluate({ month_of: { var: 'date' } }, { date: '2026-12-12' })).toBe(12);
    expect(evaluate({ day_of: { var: 'date' } }, { date: '2026-12-12' })).toBe(12);
    expect(evaluate({ weekday_of: { var: 'date' } }, { date: '2026-11-22' })).toBe(7);
    expect(evaluate({ days_until: [{ var: 'date' }, { var: 'today' }] }, { date: '2026-12-31' }, { today: '2026-11-21' })).toBe(40);
    expect(evaluate({ month_of: { var: 'date' } }, {})).toBeNull();
    expect(test({ in: [{ month_of: { var: 'date' } }, [11, 12, 1, 2]] }, { date: '2027-02-01' })).toBe(true);
  });

  it('refuses operations outside the allowed set', () => {
    expect(() => evaluate({ log: 1 }, {})).toThrow('Unknown JSON Logic operation: log');
    expect(() => evaluate({ 'toString.call': [] }, {})).toThrow();
  });

  it('lists operations and variables, not the items of map/filter', () => {
    const logic: JsonLogic = { and: [{ var: 'can_auto_confirm' }, { some: [{ var: 'available_options' }, { '==': [{ var: 'display_type' }, 'package'] }] }] };
    expect(operationsUsed(logic).sort()).toEqual(['==', 'and', 'some', 'var']);
    expect(variablesUsed(logic).sort()).toEqual(['available_options', 'can_auto_confirm']);
  });

  it('describes guards for people', () => {
    expect(describeLogic({ and: [{ var: 'can_auto_confirm' }, { '!!': { var: 'available_options' } }] })).toBe('can_auto_confirm and (has available_options)');
    expect(describeLogic({ '==': [{ var: 'party_type' }, 97] })).toBe('party_type = 97');
    expect(describeLogic(undefined)).toBe('otherwise');
  });
});
