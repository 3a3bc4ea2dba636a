import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../errors.ts';
import { voucherCodeField } from './voucher-input.ts';

describe('voucherCodeField', () => {
  it('drops what is not a letter or digit and upper-cases', () => {
    expect(voucherCodeField(' ab3d-ef7h ')).toBe('AB3DEF7H');
    expect(voucherCodeField('WELCOME26')).toBe('WELCOME26');
  });

  it('refuses an empty code on the field', () => {
    for (const typed of ['', '  ', '--']) expect(() => voucherCodeField(typed)).toThrow(InvalidInput);
  });

  it('reads a code too short or too long as none', () => {
    expect(voucherCodeField('ABC12')).toBeUndefined();
    expect(voucherCodeField('A'.repeat(17))).toBeUndefined();
  });
});
