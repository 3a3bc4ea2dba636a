import type { FastifyInstance } from 'fastify';
import { framingOrigins, getBrand } from '../../engine/i18n/brand.ts';
import { bookableBarsData } from '../domain/session/reference-data.ts';
import { builtFile, paymentOrigins, sendPage, widgetApiKey, type PagesOptions } from '../pages/built-pages.ts';
import { googlePayPage, widgetCsp } from '../pages/csp.ts';
import { widgetPage } from '../pages/widget-page.ts';

/** GET /widget (query: brand, bar, date, people, type, lang): the widget page, under a strict CSP. */
export default function widgetRoute(app: FastifyInstance, options: PagesOptions) {
  const read = builtFile(options.publicDir);
  const gateways = paymentOrigins(options.config);
  app.get<{ Querystring: Record<string, string | undefined> }>('/widget', async (request, reply) => {
    const brand = getBrand(request.query.brand);
    // The widget takes payments: Google Pay's client (when on) with this response's nonce.
    const googlePay = googlePayPage(options.config.payments);
    // Exactly the brand's sites (and the development origins outside production) frame the page.
    const frameOrigins = framingOrigins(brand, Boolean(options.config.production));
    const page = widgetPage(await read('widget/index.html'), {
      // Step 1's locations come written into the page.
      bars: options.catalogue ? bookableBarsData(await options.catalogue.get(), brand.id) : null,
      frameOrigins,
      apiKey: widgetApiKey(options.config, brand),
      googlePay,
      live: Boolean(options.config.liveReload && !options.config.production),
    });
    return sendPage(reply, page, {
      'content-security-policy': widgetCsp(frameOrigins, gateways, googlePay),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
}
