import { fullFormats as ajvFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { fullFormats } from './formats.ts';

const SAMPLES: Record<string, string[]> = {
  date: ['2026-12-04', '2024-02-29', '2023-02-29', '2000-02-29', '1900-02-29', '0000-01-01', '0050-06-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '26-01-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '', '04/12/2026'],
};

describe('the formats the widget’s validators use', () => {
  it('check each value as ajv-formats does', () => {
    for (const [name, format] of Object.entries(fullFormats)) {
      const theirs = ajvFormats[name as keyof typeof ajvFormats] as { validate: (v: string) => boolean };
      const samples = SAMPLES[name];
      expect(samples, `samples for ${name}`).toBeDefined();
      for (const value of samples!) expect(format.validate(value), `${name} ${value}`).toBe(theirs.validate(value));
    }
  });
});
