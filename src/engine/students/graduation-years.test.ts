import { describe, expect, it } from 'vitest';
import { currentGraduationYear, graduationYears, hasGraduated } from './graduation-years.ts';

describe('years of graduation', () => {
  it('are the next four, from the year the current academic year ends in', () => {
    expect(graduationYears('2026-11-25')).toEqual([2027, 2028, 2029, 2030]);
    expect(graduationYears('2027-08-31')).toEqual([2027, 2028, 2029, 2030]);
    expect(graduationYears('2027-09-01')).toEqual([2028, 2029, 2030, 2031]);
    expect(graduationYears('2027-01-01')).toEqual([2027, 2028, 2029, 2030]);
  });

  it('a year has graduated once its academic year is over (1 September)', () => {
    expect(currentGraduationYear('2027-06-30')).toBe(2027);
    expect(hasGraduated(2027, '2027-08-31')).toBe(false);
    expect(hasGraduated(2027, '2027-09-01')).toBe(true);
    expect(hasGraduated(2026, '2026-11-25')).toBe(true);
  });
});
