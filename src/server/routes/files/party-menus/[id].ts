import type { FastifyInstance } from 'fastify';
import type { PartyMenus } from '../../../services/menus/party-menus.ts';
import { sendPdf } from '../pdf-reply.ts';

/** GET /files/party-menus/{id}.pdf: a party menu's PDF (no API key: party menus are public, §6). */
export default function partyMenuFileRoute(app: FastifyInstance, partyMenus: PartyMenus) {
  app.get<{ Params: { id: string } }>('/files/party-menus/:id.pdf', async (request, reply) => sendPdf(reply, await partyMenus.file(request.params.id)));
}
