import type { FastifyInstance } from 'fastify';
import { getBrand } from '../../../../engine/i18n/brand.ts';
import type { Catalogue } from '../../../domain/catalogue.ts';
import type { LiveReload } from '../../../live/live-reload.ts';
import { demoCsp } from '../../../pages/csp.ts';
import { flowPreviewPage, PREVIEW_STYLE_HASH, type PreviewTarget } from '../../../pages/flow-preview.ts';
import { HttpError } from '../../../http/errors.ts';

/** GET /demo/preview/{Flow} (development, with live reload): the flow's graph beside a widget running it. */
export default function flowPreviewRoute(app: FastifyInstance, deps: { live: LiveReload; catalogue: { get(): Promise<Catalogue> } }) {
  app.get<{ Params: { flow: string } }>('/demo/preview/:flow', async (request, reply) => {
    const { flow } = request.params;
    if (!(await deps.live.flow(flow))) throw new HttpError(404, `There is no flow "${flow}" running (flows/${flow}.json, checked).`);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', demoCsp([PREVIEW_STYLE_HASH]))
      .send(flowPreviewPage(flow, previewTarget(await deps.catalogue.get(), flow)));
  });
}

/** The first bookable bar, of the first brand, with a booking type on this flow. */
function previewTarget(catalogue: Catalogue, flow: string): PreviewTarget | undefined {
  for (const brandId of [...catalogue.brands.keys()].sort((a, b) => a - b)) {
    for (const bar of catalogue.bookableBars(brandId)) {
      const type = catalogue.typesAtBar(bar.id, brandId).find((t) => t.flow === flow);
      if (type) return { brandCode: getBrand(brandId).code, barId: bar.id, barName: bar.branded_name || bar.bar_name, typeId: type.id, typeName: type.front_end_name };
    }
  }
  return undefined;
}
