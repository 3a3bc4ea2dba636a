import type { Queryable } from '../db/index.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import { Catalogue } from '../domain/catalogue.ts';

/**
 * Reference data read once and kept for a short while: every session update needs it, and it
 * changes only when an operator edits venues. Several processes each reload on their own.
 */
export class CatalogueStore {
  private current: { catalogue: Catalogue; loadedAt: number } | undefined;
  private loading: Promise<Catalogue> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(): Promise<Catalogue> {
    if (this.current && this.now() - this.current.loadedAt < this.ttlMs) return this.current.catalogue;
    this.loading ??= loadCatalogue(this.db)
      .then((data) => {
        const catalogue = new Catalogue(data);
        this.current = { catalogue, loadedAt: this.now() };
        return catalogue;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  invalidate(): void {
    this.current = undefined;
  }
}
