import type { FastifyReply } from 'fastify';

/**
 * A menu PDF, opened in the browser's reader (inline) with its name for saving. Public and the same for
 * everyone; an allergen menu's address changes with each import, a party menu's file never changes.
 * Its policy frames it nowhere but has no default-src: Chrome draws a PDF in a page of its own making, with
 * inline styles and a plugin, which the site's `default-src 'none'` blocks (a blank or cropped reader).
 */
export const PDF_CSP = "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function sendPdf(reply: FastifyReply, file: { body: Uint8Array; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName.replace(/[^\w.-]+/g, '-')}"`)
    .header('cache-control', 'public, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', PDF_CSP)
    .send(Buffer.from(file.body));
}
