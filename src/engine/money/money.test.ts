import { describe, expect, it } from 'vitest';
import { formatPence, formatPenceRounded, parsePence, penceToDecimal } from './money.ts';

describe('formatting pence as GBP', () => {
  it('shows pounds and pence, UK style', () => {
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(100000000)).toBe('£1,000,000.00');
    expect(formatPence(-1250)).toBe('-£12.50');
  });

  it('rounds to whole pounds in the short form', () => {
    expect(formatPenceRounded(123450)).toBe('£1,235');
    expect(formatPenceRounded(123449)).toBe('£1,234');
    expect(formatPenceRounded(2000)).toBe('£20');
    expect(formatPenceRounded(50)).toBe('£1');
    expect(formatPenceRounded(0)).toBe('£0');
  });

  it('refuses fractions of a penny', () => {
    expect(() => formatPence(12.5)).toThrow(RangeError);
    expect(() => formatPenceRounded(Number.NaN)).toThrow(RangeError);
  });

  it('writes the two-decimal amount for payment calls', () => {
    expect(penceToDecimal(1250)).toBe('12.50');
    expect(penceToDecimal(5)).toBe('0.05');
    expect(penceToDecimal(123400)).toBe('1234.00');
    expect(penceToDecimal(-1)).toBe('-0.01');
  });
});

describe('parsing amounts', () => {
  it('reads pounds and pence without floating-point error', () => {
    expect(parsePence('12.50')).toBe(1250);
    expect(parsePence('12.5')).toBe(1250);
    expect(parsePence('12')).toBe(1200);
    expect(parsePence('0.29')).toBe(29);
    expect(parsePence('1.15')).toBe(115);
    expect(parsePence('4.35')).toBe(435);
    expect(parsePence('.5')).toBe(50);
    expect(parsePence(' £1,234.50 ')).toBe(123450);
    expect(parsePence('-3.10')).toBe(-310);
    expect(parsePence('-0')).toBe(0);
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', '.', '£', '12.505', '1,23.00', '12,5', 'abc', '1e3', '12.', '--1', '£-1']) {
      expect(parsePence(bad), bad).toBeNull();
    }
  });
});
