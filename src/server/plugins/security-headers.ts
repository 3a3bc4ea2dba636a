/**
 * The security headers of every answer, through @fastify/helmet: nosniff, a Content-Security-Policy,
 * a referrer policy, the cross-origin policies, and HSTS on answers that went out over HTTPS.
 *
 * The policy set here is the one for answers that are not pages (the API's JSON, scripts, styles,
 * errors): nothing may load, nothing may frame them. A page sets its own, stricter-for-its-purpose
 * policy (pages/csp.ts: hashes and nonces, its framing origins) with reply.header, which Node gives
 * precedence over what helmet set on the raw response, so helmet never widens or replaces it.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP of an answer that is not a page. */
export const NOT_A_PAGE_CSP = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";

/** A year, as browsers' preload lists ask; subdomains too, as the bookings host is one. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** The public address: https behind a proxy named in TRUST_PROXY means every answer left over HTTPS. */
  publicUrl: string;
  trustProxy: false | string | undefined;
}

/**
 * Whether the browser reached this answer over HTTPS: the connection itself is TLS, or a proxy named in
 * TRUST_PROXY said so (X-Forwarded-Proto, read by Fastify's request.protocol), or one stands in front of
 * an https PUBLIC_URL (it ends the TLS and may not say so). HSTS on plain HTTP is ignored by browsers,
 * and on a developer's http://localhost it would pin the name to HTTPS for a year.
 */
export function reachedOverHttps(request: FastifyRequest, options: SecurityHeadersOptions): boolean {
  return (
    request.protocol === 'https' || Boolean(options.trustProxy && options.publicUrl.startsWith('https://'))
  );
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  // Every answer carries frame-ancestors, which says more than X-Frame-Options can (a list of
  // sites) and which browsers obey over it; the widget and the card page must be framed by brands' sites.
  xFrameOptions: false,
  // The browser's default: the payment pages' origin checks need the Origin header their posts carry.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Google Pay's client may open its sheet in a window that must still reach back to the page.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Only this server's pages load its files; the loader (embed.js) says cross-origin for itself.
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const satisfies HelmetOptions;

export async function registerSecurityHeaders(server: FastifyInstance, options: SecurityHeadersOptions) {
  await server.register(fastifyHelmet, HELMET_OPTIONS);
  server.addHook('onRequest', async (request, reply) => {
    if (!reachedOverHttps(request, options)) reply.raw.removeHeader('strict-transport-security');
  });
}

const headersOfAnswersNotPages = helmet(HELMET_OPTIONS);

/**
 * For an answer made before routing, where no hook runs (Fastify's frameworkErrors: a path that is
 * not valid percent-encoding): the same headers, from the same options.
 */
export function setHeadersBeforeRouting(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SecurityHeadersOptions,
) {
  headersOfAnswersNotPages(request.raw, reply.raw, () => undefined);
  if (!reachedOverHttps(request, options)) reply.raw.removeHeader('strict-transport-security');
}
