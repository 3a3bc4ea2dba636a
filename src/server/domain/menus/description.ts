/**
 * A menu item's description may carry markup (spec §3 "Allergen menu"): menu teams bold an allergen or
 * break a line. What is stored, and so what the allergen page draws, is cut down to the few inline tags
 * below by sanitize-html: no attributes at all (so no event handlers, styles or links), no script,
 * style or frame (their content goes too). The page then draws it as markup under a CSP without inline
 * script, so a description can never run.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'small', 'sup', 'sub', 'ul', 'ol', 'li'],
  allowedAttributes: {},
  // The default already discards these with their content; listed so that a change of defaults cannot let them through.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
};

export function sanitiseDescription(markup: string): string {
  return sanitizeHtml(markup, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A stored description as plain text (for a PDF): tags gone, a line break or paragraph a space, entities decoded. */
export function descriptionText(markup: string): string {
  const spaced = markup.replace(/<br\s*\/?>|<\/(?:p|li)>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}
