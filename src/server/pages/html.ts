/**
 * Text for an HTML page or attribute the server writes itself (no template engine). Quotes become
 * numeric references, so a JSON value in an attribute reads back with one replace.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#34;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
