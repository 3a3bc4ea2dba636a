import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../main.ts';
import { saveEnv } from '../../../tests/helpers/saved-env.ts';

describe('covers db', () => {
  let dir: string;
  const restoreEnv = saveEnv('DATA_DIR', 'DATABASE_URL');
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covers-cli-'));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    restoreEnv();
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

  it('points a booking type at a flow in a new data folder: migrated and seeded first, as the server would', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'covers-cli-new-'));
    process.env.DATA_DIR = join(fresh, 'data');
    try {
      expect(await run('db', 'set-flow', '1', 'GenericBooking')).toEqual({ code: 0, out: 'booking type 1 now uses GenericBooking (was TableBooking)' });
    } finally {
      process.env.DATA_DIR = dir;
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('refuses to open the embedded database while a live process holds it, and takes it from one that is gone', async () => {
    const { spawn } = await import('node:child_process');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(join(dir, 'covers.pid'), String(holder.pid));
      const errors: string[] = [];
      const code = await runCli(['db', 'migrate'], { stdout: () => undefined, stderr: (l) => errors.push(l), cwd: process.cwd() });
      expect(code).toBe(1);
      expect(errors.join('\n')).toContain(`is open in another process (pid ${holder.pid}`);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
    // The holder is gone: the folder is free, and released again when the command ends.
    expect(await run('db', 'migrate')).toEqual({ code: 0, out: 'up to date: no migration to apply' });
    expect(existsSync(join(dir, 'covers.pid'))).toBe(false);
  });

  it('points a booking type at a checked flow, and refuses unknown ones', async () => {
    expect(await run('db', 'set-flow', '1', 'GenericBooking')).toEqual({ code: 0, out: 'booking type 1 now uses GenericBooking (was TableBooking)' });
    expect(await run('db', 'set-flow', '1', 'TableBooking')).toEqual({ code: 0, out: 'booking type 1 now uses TableBooking (was GenericBooking)' });
    expect((await run('db', 'set-flow', '1', 'NoSuchFlow')).code).toBe(1);
    expect((await run('db', 'set-flow', '4242', 'TableBooking')).code).toBe(1);
    expect((await run('db', 'set-flow', 'one', 'TableBooking')).code).toBe(2);
  });
});
