/**
 * For the command tests: a new folder with a seeded embedded database in it, a copy of the run's template
 * (DATA_DIR, DATABASE_URL unset and DOCUMENTS_DIR too, so files go to its data folder), the settings put
 * back afterwards, and `run` to call the command line there as a person would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { copySeededDataDir } from '../../../tests/helpers/db-templates.ts';
import { runCli } from '../main.ts';

export function seededCliFolder(prefix: string) {
  const folder = { dir: '' };
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL, DOCUMENTS_DIR: process.env.DOCUMENTS_DIR };

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), cwd: folder.dir });
    return { code, out, err: err.filter((l) => !l.startsWith('database:')) };
  }

  beforeAll(async () => {
    folder.dir = await mkdtemp(join(tmpdir(), prefix));
    process.env.DATA_DIR = join(folder.dir, 'data');
    delete process.env.DATABASE_URL;
    delete process.env.DOCUMENTS_DIR;
    await copySeededDataDir(process.env.DATA_DIR);
    // The command sees the demo data already there and leaves it.
    expect(await run('db', 'seed')).toMatchObject({ code: 0, out: ['the database already has data: nothing seeded'] });
  }, 120_000);
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await rm(folder.dir, { recursive: true, force: true });
  });

  return { folder, run };
}
