import type { Queryable } from '../../db/index.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import type { CatalogueStore } from '../catalogue-store.ts';

export interface ReadinessChecks {
  /** The database answers within 2 s. */
  database: boolean;
  /** Every migration this code has is applied. */
  migrations: boolean;
  /** At least one bar is loaded (a production database starts with none until the venues are imported). */
  venues: boolean;
  /** The outbox is being sent. */
  outbox: boolean;
}

const WITHIN_MS = 2_000;

/**
 * Whether this process should be sent customers (GET /ready): a load balancer takes it out while the database
 * is unreachable, before the venues are loaded, or while it is stopping (the outbox sender stops first).
 */
export class Readiness {
  constructor(private readonly deps: { db: Queryable; catalogue: Pick<CatalogueStore, 'get'>; outbox: { readonly running: boolean } }) {}

  async check(): Promise<{ ready: boolean; checks: ReadinessChecks }> {
    const database = await within(this.deps.db.query('SELECT 1').then(() => true));
    const [migrations, venues] = database
      ? await Promise.all([within(pendingMigrations(this.deps.db).then((pending) => pending.length === 0)), within(this.deps.catalogue.get().then((c) => c.bars.size > 0))])
      : [false, false];
    const checks = { database, migrations, venues, outbox: this.deps.outbox.running };
    return { ready: Object.values(checks).every(Boolean), checks };
  }
}

/** The check's answer, or false when it fails or takes longer than WITHIN_MS. */
async function within(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), WITHIN_MS)));
  try {
    return await Promise.race([check.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
