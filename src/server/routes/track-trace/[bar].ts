import type { FastifyInstance } from 'fastify';
import type { AccountPage } from '../../pages/account-page.ts';
import type { CatalogueStore } from '../../services/catalogue-store.ts';

/** GET /track-trace/{bar}: a bar's check-in page (its slug or id) in the bar's brand; an unknown bar's page is a 404 that says so. */
export default function checkInPageRoute(app: FastifyInstance, deps: { page: AccountPage; catalogue: Pick<CatalogueStore, 'get'> }) {
  app.get<{ Params: { bar: string } }>('/track-trace/:bar', async (request, reply) => {
    const key = request.params.bar.toLowerCase();
    const bar = [...(await deps.catalogue.get()).bars.values()].find((b) => b.slug === key || String(b.id) === key);
    if (!bar) return deps.page.send(request, reply.code(404), {});
    return deps.page.send(request, reply, { brandId: bar.brand_id, bar: { id: bar.id, name: bar.branded_name, slug: bar.slug } });
  });
}
