/**
 * What a request log may say of a request's address (issue 26): manage keys, payment tokens, guest and
 * invite codes travel in paths and query strings, and a log is read by more people than a booking's owner.
 * The rule covers every route, new ones too, without a list to keep: a routed request is logged by its
 * route's pattern (`/manage/:manageToken/*`, every parameter and wildcard a name, never a value); one that
 * matched no route by its first path segment only; a query string by its names, never its values.
 */
export interface LoggedRequest {
  method: string;
  url: string;
  routeOptions?: { url?: string | undefined } | undefined;
}

export function redactedUrl(request: LoggedRequest): string {
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const query = at === -1 ? '' : request.url.slice(at + 1);
  const segments = path.split('/');
  const shown = request.routeOptions?.url ?? `/${segments[1] ?? ''}${segments.length > 2 ? '/…' : ''}`;
  const names = query ? [...new Set(new URLSearchParams(query).keys())] : [];
  return names.length ? `${shown}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}` : shown;
}

/** Fastify's request serializer with the address redacted: method, route and client, as the default gives. */
export function requestLogFields(request: LoggedRequest & { ip?: string; hostname?: string }) {
  return { method: request.method, url: redactedUrl(request), host: request.hostname, remoteAddress: request.ip };
}
