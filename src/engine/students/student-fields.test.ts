import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/index.ts';
import { requiredMessage, STUDENT_FIELDS, ukPostcode } from './student-fields.ts';

describe('the student page\'s details', () => {
  it('say which is missing in the spec\'s words', () => {
    const t = translatorFor();
    expect(STUDENT_FIELDS.map((field) => requiredMessage(field, t))).toEqual([
      'Date of birth is required',
      'Your year of graduation is required',
      'Uni e-mail is required',
      'Your term time postcode is required',
      'Term time bar is required',
    ]);
  });

  it('read a UK postcode in its usual form, and nothing else', () => {
    expect(ukPostcode(' m11ae ')).toBe('M1 1AE');
    expect(ukPostcode('LS2 9JT')).toBe('LS2 9JT');
    expect(ukPostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(ukPostcode('12345')).toBeUndefined();
    expect(ukPostcode('')).toBeUndefined();
  });
});
