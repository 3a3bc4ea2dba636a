import type { FastifyInstance } from 'fastify';
import type { AccountPage } from '../../pages/account-page.ts';
import type { CatalogueStore } from '../../services/catalogue-store.ts';

/**
 * GET /bar/{slug}: pay by code for a bar's customers, the bar's name shown (and, for a bar closed for now, the
 * interest form); an unknown bar's page says the page does not exist.
 */
export default function barPageRoute(app: FastifyInstance, deps: { page: AccountPage; catalogue: Pick<CatalogueStore, 'get'> }) {
  app.get<{ Params: { slug: string } }>('/bar/:slug', async (request, reply) => {
    const bar = (await deps.catalogue.get()).barBySlug(request.params.slug);
    if (!bar) return deps.page.send(request, reply.code(404), {});
    return deps.page.send(request, reply, { brandId: bar.brand_id, bar: { id: bar.id, name: bar.branded_name, slug: bar.slug, ...(bar.open && !bar.covid_closed ? {} : { closed: true }) } });
  });
}
