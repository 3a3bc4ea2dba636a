import { describe, expect, it } from 'vitest';
import { isInviteCode, normaliseInviteCode } from './invite-code.ts';

describe('a society invite code as typed', () => {
  it('drops anything but letters and digits and upper-cases the rest', () => {
    expect(normaliseInviteCode('ab-12 cd')).toBe('AB12CD');
    expect(normaliseInviteCode(' k7m3qx ')).toBe('K7M3QX');
    expect(normaliseInviteCode('é#£!')).toBe('');
    expect(normaliseInviteCode('ÄB12CD')).toBe('B12CD');
  });

  it('is a code at exactly 6 characters', () => {
    expect(isInviteCode('AB12CD')).toBe(true);
    expect(isInviteCode('AB12C')).toBe(false);
    expect(isInviteCode('AB12CDE')).toBe(false);
    expect(isInviteCode('')).toBe(false);
  });
});
