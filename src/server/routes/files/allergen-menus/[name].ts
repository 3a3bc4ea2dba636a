import type { FastifyInstance } from 'fastify';
import type { AllergenPdfs } from '../../../services/menus/allergen-pdfs.ts';
import { sendPdf } from '../pdf-reply.ts';

/** GET /files/allergen-menus/{menu_id}-{version}.pdf: a menu's allergen PDF (no API key: allergens are public, §6). */
export default function allergenPdfRoute(app: FastifyInstance, pdfs: AllergenPdfs) {
  app.get<{ Params: { name: string } }>('/files/allergen-menus/:name.pdf', async (request, reply) => sendPdf(reply, await pdfs.file(request.params.name)));
}
