import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db, Queryable } from '../../src/server/db/index.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { CatalogueStore } from '../../src/server/services/catalogue-store.ts';
import { createTestDb } from '../helpers/test-db.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb({ seeded: true }));
});
afterAll(() => cleanup?.());

const barName = async (store: CatalogueStore) => (await store.get()).bars.get(demo.bars.revolutionLeeds)!.branded_name;
const rename = (name: string) => db.query('UPDATE bars SET branded_name = $1 WHERE id = $2', [name, demo.bars.revolutionLeeds]);

describe('the reference data in memory', () => {
  it('answers with the data in hand once it is old, reloading behind the request, and with the reload after', async () => {
    let now = 0;
    const store = new CatalogueStore(db, 30_000, () => now);
    await rename('Revolution Leeds');
    const first = await store.get();
    await rename('Revolution Leeds Call Lane');
    now = 29_999;
    expect(await store.get()).toBe(first);
    now = 30_000;
    // Old: this answer is the data in hand, and a reload has started.
    expect(await store.get()).toBe(first);
    await vi.waitFor(async () => expect(await barName(store)).toBe('Revolution Leeds Call Lane'));
  });

  it('waits for fresh data after invalidate(), even while an older reload is under way', async () => {
    let now = 0;
    const store = new CatalogueStore(db, 30_000, () => now);
    await rename('Before');
    await store.get();
    now = 30_000;
    await store.get(); // starts a background reload that may read 'Before'
    await rename('After');
    store.invalidate();
    expect(await barName(store)).toBe('After');
  });

  it('keeps the data in hand when a reload fails, and tries again on the next request', async () => {
    let now = 0;
    let failing = false;
    const flaky: Queryable = {
      query: (sql, params) => (failing ? Promise.reject(new Error('database gone')) : db.query(sql, params)),
      run: (sql, params) => db.run(sql, params),
    };
    const store = new CatalogueStore(flaky, 30_000, () => now);
    const first = await store.get();
    failing = true;
    now = 30_000;
    expect(await store.get()).toBe(first);
    await new Promise((r) => setTimeout(r, 50));
    expect(await store.get()).toBe(first);
    failing = false;
    await vi.waitFor(async () => expect(await store.get()).not.toBe(first));
  });
});
