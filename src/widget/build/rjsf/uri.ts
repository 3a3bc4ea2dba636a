/**
 * Stands in for `fast-uri` in the widget bundle. @rjsf/utils uses two of its functions to follow
 * `$ref`s against `$id`s (findSchemaDefinition): `resolve(base, reference)` and `equal(a, b)`. These are
 * RFC 3986 reference resolution (§5.2) and comparison after the normalisations of §6.2.2 (case of
 * scheme and host, percent-encoded unreserved characters, dot segments). fast-uri's other work
 * (IDN hosts, IPv6 canonical forms, scheme-specific rules) serves URLs, not schema ids; without it
 * the bundle is ~6 KB lighter. `uri.test.ts` checks the two against fast-uri itself.
 */

interface Parts {
  scheme?: string;
  authority?: string;
  path: string;
  query?: string;
  fragment?: string;
}

// RFC 3986 appendix B.
const URI = /^(?:([^:/?#]+):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

function parse(uri: string): Parts {
  const m = URI.exec(uri) ?? [];
  const parts: Parts = { path: m[3] ?? '' };
  if (m[1] !== undefined) parts.scheme = m[1];
  if (m[2] !== undefined) parts.authority = m[2];
  if (m[4] !== undefined) parts.query = m[4];
  if (m[5] !== undefined) parts.fragment = m[5];
  return parts;
}

/** §5.2.4 */
function removeDotSegments(path: string): string {
  let input = path;
  const output: string[] = [];
  while (input.length > 0) {
    if (input.startsWith('../')) input = input.slice(3);
    else if (input.startsWith('./')) input = input.slice(2);
    else if (input.startsWith('/./')) input = input.slice(2);
    else if (input === '/.') input = '/';
    else if (input.startsWith('/../')) {
      input = input.slice(3);
      output.pop();
    } else if (input === '/..') {
      input = '/';
      output.pop();
    } else if (input === '.' || input === '..') input = '';
    else {
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = next === -1 ? input : input.slice(0, next);
      output.push(segment);
      input = next === -1 ? '' : input.slice(next);
    }
  }
  return output.join('');
}

/** §5.2.3 */
function merge(base: Parts, path: string): string {
  if (base.authority !== undefined && base.path === '') return `/${path}`;
  const slash = base.path.lastIndexOf('/');
  return slash === -1 ? path : base.path.slice(0, slash + 1) + path;
}

/** §5.3 */
function serialize(p: Parts): string {
  let out = '';
  if (p.scheme !== undefined) out += `${p.scheme}:`;
  if (p.authority !== undefined) out += `//${p.authority}`;
  out += p.path;
  if (p.query !== undefined) out += `?${p.query}`;
  if (p.fragment !== undefined) out += `#${p.fragment}`;
  return out;
}

/** §5.2.2: the target of `reference` against `base`. */
export function resolve(base: string, reference: string): string {
  const b = parse(base);
  const r = parse(reference);
  const t: Parts = { path: '' };
  if (r.scheme !== undefined) {
    t.scheme = r.scheme;
    if (r.authority !== undefined) t.authority = r.authority;
    t.path = removeDotSegments(r.path);
    if (r.query !== undefined) t.query = r.query;
  } else {
    if (r.authority !== undefined) {
      t.authority = r.authority;
      t.path = removeDotSegments(r.path);
      if (r.query !== undefined) t.query = r.query;
    } else {
      if (r.path === '') {
        t.path = b.path;
        if (r.query !== undefined) t.query = r.query;
        else if (b.query !== undefined) t.query = b.query;
      } else {
        t.path = removeDotSegments(r.path.startsWith('/') ? r.path : merge(b, r.path));
        if (r.query !== undefined) t.query = r.query;
      }
      if (b.authority !== undefined) t.authority = b.authority;
    }
    if (b.scheme !== undefined) t.scheme = b.scheme;
  }
  if (r.fragment !== undefined) t.fragment = r.fragment;
  return serialize(t);
}

const UNRESERVED = /%(2[DdEe]|3[0-9]|[46][1-9A-Fa-f]|[57][0-9Aa]|5[Ff]|7[Ee])/g;

function normalise(uri: string): string {
  const p = parse(
    uri
      .replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
      .replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase()),
  );
  if (p.scheme !== undefined) p.scheme = p.scheme.toLowerCase();
  if (p.authority !== undefined) {
    const at = p.authority.lastIndexOf('@');
    p.authority = p.authority.slice(0, at + 1) + p.authority.slice(at + 1).toLowerCase();
  }
  p.path = removeDotSegments(p.path);
  if (
    p.path === '' &&
    p.authority !== undefined &&
    p.scheme !== undefined &&
    /^(https?|wss?)$/.test(p.scheme)
  )
    p.path = '/';
  return serialize(p);
}

/** Whether two URIs name the same resource, compared after normalisation. */
export function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export default { resolve, equal };
