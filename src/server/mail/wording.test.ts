/**
 * The e-mails' words live in locales/en-GB/email.json, where a brand's copy can override them (issue 28): no
 * message module writes a sentence of its own. A sentence here is a string literal that starts with a capital
 * and goes on with words, the way every wording key starts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('./', import.meta.url);
const messageModules = readdirSync(folder).filter((name) => /-emails\.ts$/.test(name));
const SENTENCE = /(['"`])[A-Z][a-z']*(?: [A-Za-z$][^'"`\n]*)\1/g;

describe('e-mail wording', () => {
  it('finds the message modules', () => {
    expect(messageModules).toEqual(expect.arrayContaining(['booking-emails.ts', 'guest-emails.ts', 'student-sign-up-emails.ts', 'brunch-upgrade-emails.ts']));
  });

  for (const name of messageModules)
    it(`${name} takes every sentence from the locale`, () => {
      const code = readFileSync(new URL(name, folder), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/^import .*$/gm, '');
      expect(code.match(SENTENCE) ?? []).toEqual([]);
    });
});
