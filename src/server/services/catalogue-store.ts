import type { Queryable } from '../db/index.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import { Catalogue } from '../domain/catalogue.ts';

/**
 * Reference data read once and kept for a short while: every session update needs it, and it
 * changes only when an operator edits venues. Several processes each reload on their own.
 *
 * Once the data is older than the time to live, the next caller starts a reload and is answered with
 * the data in hand, so no request waits for the reload; the first load, and the one after
 * `invalidate()` (this process changed the data), are waited for.
 */
export class CatalogueStore {
  private current: { catalogue: Catalogue; loadedAt: number } | undefined;
  private loading: Promise<Catalogue> | undefined;
  /** Bumped by invalidate(): a reload started before it must not answer for after it. */
  private generation = 0;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async get(): Promise<Catalogue> {
    const current = this.current;
    // No venues yet (a new database before its import) is read again at every call: the import is seen at once.
    if (current && current.catalogue.bars.size > 0 && this.now() - current.loadedAt < this.ttlMs) return current.catalogue;
    const reload = this.reload();
    if (!current || current.catalogue.bars.size === 0) return reload;
    // A failed background reload keeps the data in hand; the next caller tries again.
    reload.catch(() => undefined);
    return current.catalogue;
  }

  invalidate(): void {
    this.current = undefined;
    this.loading = undefined;
    this.generation += 1;
  }

  private reload(): Promise<Catalogue> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = loadCatalogue(this.db)
      .then((data) => {
        const catalogue = new Catalogue(data);
        if (generation === this.generation) this.current = { catalogue, loadedAt: this.now() };
        return catalogue;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}
