/**
 * The bar of a /bar/{slug} page, as the server writes it into the page's `covers-bar` meta
 * (src/server/pages/account-page.ts). The site reads it once at start; the pages get it from there.
 */
export interface PageBar {
  id: number;
  name: string;
  slug: string;
  /** Closed for now: its page offers the interest form. */
  closed?: boolean;
}
