import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../main.ts';

describe('covers db', () => {
  let dir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covers-cli-'));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    // process.env turns undefined into the string 'undefined' (a data folder of that name), so unset instead.
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    await rm(dir, { recursive: true, force: true });
  });

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: () => undefined, cwd: process.cwd() });
    return { code, out: out.join('\n') };
  };

  it('migrates once, seeds an empty database once', async () => {
    expect(await run('db', 'migrate')).toEqual({ code: 0, out: expect.stringMatching(/^applied: 001_init/) });
    expect(await run('db', 'migrate')).toEqual({ code: 0, out: 'up to date: no migration to apply' });
    expect(await run('db', 'seed')).toEqual({ code: 0, out: 'demo data seeded' });
    expect(await run('db', 'seed')).toEqual({ code: 0, out: 'the database already has data: nothing seeded' });
  });

  it('points a booking type at a checked flow, and refuses unknown ones', async () => {
    expect(await run('db', 'set-flow', '1', 'GenericBooking')).toEqual({ code: 0, out: 'booking type 1 now uses GenericBooking (was TableBooking)' });
    expect(await run('db', 'set-flow', '1', 'TableBooking')).toEqual({ code: 0, out: 'booking type 1 now uses TableBooking (was GenericBooking)' });
    expect((await run('db', 'set-flow', '1', 'NoSuchFlow')).code).toBe(1);
    expect((await run('db', 'set-flow', '4242', 'TableBooking')).code).toBe(1);
    expect((await run('db', 'set-flow', 'one', 'TableBooking')).code).toBe(2);
  });
});
