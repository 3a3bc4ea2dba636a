import { readFileSync } from 'node:fs';

/** A small file served as it is (a page's script or style), read once when its route is declared. */
export interface StaticFile {
  body: string;
  headers: Record<string, string>;
}

export const JS = 'text/javascript; charset=utf-8';
export const CSS = 'text/css; charset=utf-8';

export function staticFile(url: URL, type: string): StaticFile {
  return { body: readFileSync(url, 'utf8'), headers: { 'content-type': type, 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' } };
}
