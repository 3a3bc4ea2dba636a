/**
 * A text the page drew that is a locale key: what i18next (and the build's stand-in for it) draws for a
 * key whose text has not arrived, the key without its namespace ("auth.loginHeading").
 */
import { allLocaleKeys } from '../../../src/engine/i18n/index.ts';

/** Every key of the locales as a page would draw it when its text is missing (plural forms by their key). */
export function drawnKeys(): string[] {
  return [...new Set([...allLocaleKeys()].map((key) => key.slice(key.indexOf(':') + 1).replace(/_(zero|one|two|few|many|other)$/, '')))];
}

/** The keys in a page's text: a whole text that is one, or a word of it that is a dotted one. */
export function keysIn(text: string, keys: ReadonlySet<string> = new Set(drawnKeys())): string[] {
  const whole = text.trim();
  if (keys.has(whole)) return [whole];
  return whole.split(/[\s·:,()]+/).filter((word) => word.includes('.') && keys.has(word));
}
