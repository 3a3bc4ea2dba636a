/**
 * Every kind of e-mail of every brand (issue 28) has both parts, says the same in each, and carries its links
 * whole: each address in the text part is a link of the HTML part, character for character. The brand is in
 * both (its name, its colours); what the text says of the booking the HTML says too.
 */
import { describe, expect, it } from 'vitest';
import { BRAND_CODES, getBrand } from '../../engine/i18n/brand.ts';
import { emailPreviews } from './previews.ts';

const ORIGIN = 'https://bookings.example';

/** The HTML's text, roughly as a reader sees it: tags gone, entities read. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('every e-mail', () => {
  for (const code of BRAND_CODES) {
    const brand = getBrand(code);
    for (const { kind, email } of emailPreviews(brand.id, ORIGIN)) {
      it(`${code} ${kind}: an HTML and a text part that agree, links whole, in the brand's look`, () => {
        expect(email.body_text.trim().length).toBeGreaterThan(40);
        expect(email.body_html.startsWith('<!DOCTYPE html')).toBe(true);
        expect(email.brand_id).toBe(brand.id);
        expect(email.body_html).toContain(brand.theme.colours.primary);
        expect(email.body_html).toContain(`<title>${email.subject.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;')}</title>`);
        const links = email.body_text.match(/https?:\/\/[^\s]+/g) ?? [];
        for (const link of links) expect(email.body_html, link).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
        // Each line of the text part is said in the HTML part (a detail's label and value side by side).
        const html = visibleText(email.body_html);
        for (const line of email.body_text.split('\n').filter(Boolean)) {
          const words = line.replace(/https?:\/\/\S+/g, '').replace(/:\s*$/, '').split(/:\s+/).filter(Boolean);
          for (const part of words) expect(html, `${kind}: "${line}"`).toContain(part.trim());
        }
      });
    }
  }

  it("speaks in the brand's words: its copy overrides an e-mail's wording, with its party word", () => {
    const confirmed = (code: string) => emailPreviews(getBrand(code).id, ORIGIN).find((p) => p.kind === 'booking-confirmed')!.email;
    expect(confirmed('playhouse').body_text).toContain('Your night out is booked. See you at the Playhouse!');
    expect(confirmed('playhouse').body_html).toContain('Your night out is booked. See you at the Playhouse!');
    expect(confirmed('revolution').body_text).toContain('Your booking is confirmed. We look forward to seeing you!');
  });

  it('covers every kind once per brand', () => {
    const kinds = emailPreviews(1, ORIGIN).map((p) => p.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.length).toBeGreaterThanOrEqual(25);
  });
});
