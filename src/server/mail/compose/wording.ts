/**
 * The words of the e-mails: keys of locales/en-GB/email.json, with the brand's copy overrides (brands/*.json
 * `copy`, e.g. "email:booking.confirmed") and its names as variables ({{brandName}}). One translator a brand,
 * made at its first message.
 */
import { currentLocalesGeneration, getBrand, translatorFor } from '../../../engine/i18n/index.ts';

export type MailWords = (key: string, params?: Record<string, unknown>) => string;

const byBrand = new Map<number, MailWords>();
// The texts they were made from: an edited locale or brand file (development) makes them again.
let madeFrom = 0;

/** The brand's e-mail wording: `words('booking.confirmed')` is "email:booking.confirmed" in the brand's copy. */
export function mailWords(brandId: number): MailWords {
  const id = getBrand(brandId).id;
  if (madeFrom !== currentLocalesGeneration()) {
    byBrand.clear();
    madeFrom = currentLocalesGeneration();
  }
  let words = byBrand.get(id);
  if (!words) {
    const t = translatorFor(id);
    words = (key, params) => t(`email:${key}`, params);
    byBrand.set(id, words);
  }
  return words;
}
