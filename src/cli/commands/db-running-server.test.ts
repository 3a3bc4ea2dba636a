/**
 * `covers db set-flow` while a server has the embedded database open (issue 29, point 9): the command never
 * opens the folder a second time; it asks the running server, at the address and with the secret that server
 * wrote into the folder, and the server's next answers follow the new flow.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowRulesFrom } from '../../engine/flow/flow-rules.ts';
import { loadFlows } from '../../engine/flow/load.node.ts';
import { translatorFor } from '../../engine/i18n/index.ts';
import { localUrl, newControlToken, writeControlFile } from '../../server/control/control-file.ts';
import { demo } from '../../server/db/demo-ids.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { runCli } from '../main.ts';
import { saveEnv } from '../../../tests/helpers/saved-env.ts';

describe('covers db set-flow beside a running server', () => {
  let dir: string;
  let holder: ChildProcess;
  let t: TestApp;
  const token = newControlToken();
  const restoreEnv = saveEnv('DATA_DIR', 'DATABASE_URL');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'covers-cli-running-'));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    // The server holding the folder: another live process's pid in the lock, and a real app answering at the
    // address in the control file. It knows every flow but GenericBooking (as if that file were new since it started).
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    await writeFile(join(dir, 'covers.pid'), String(holder.pid));
    const flows = [...loadFlows().values()].filter((f) => f.id !== 'GenericBooking');
    t = await createTestApp({ control: { token }, flowRules: flowRulesFrom(flows, translatorFor()) });
    await t.app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.server.address() as { port: number };
    writeControlFile(dir, { url: localUrl('0.0.0.0', port), token });
  });
  afterAll(async () => {
    holder?.kill();
    await t?.close();
    restoreEnv();
    await rm(dir, { recursive: true, force: true });
  });

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const errors: string[] = [];
    const code = await runCli(argv, { stdout: (l) => out.push(l), stderr: (l) => errors.push(l), cwd: process.cwd() });
    return { code, out: out.join('\n'), errors: errors.join('\n') };
  };
  const typeFlow = async () => (await t.db.query<{ flow: string }>('SELECT flow FROM booking_types WHERE id = $1', [demo.types.table]))[0]?.flow;

  it('asks the running server, which takes the change at once', async () => {
    const changed = await run('db', 'set-flow', String(demo.types.table), 'BrunchBooking');
    expect(changed).toMatchObject({ code: 0, out: `booking type ${demo.types.table} now uses BrunchBooking (was TableBooking), in the server running on ${dir}` });
    expect(await typeFlow()).toBe('BrunchBooking');
    expect((await run('db', 'set-flow', String(demo.types.table), 'TableBooking')).code).toBe(0);
    expect(await typeFlow()).toBe('TableBooking');
  });

  it('says why when the running server cannot: a flow it has not loaded, a type that does not exist', async () => {
    const notLoaded = await run('db', 'set-flow', String(demo.types.table), 'GenericBooking');
    expect(notLoaded.code).toBe(1);
    expect(notLoaded.errors).toContain('The running server does not have the flow "GenericBooking": restart it');
    const noType = await run('db', 'set-flow', '4242', 'TableBooking');
    expect(noType).toMatchObject({ code: 1, errors: expect.stringContaining('There is no booking type 4242.') });
    expect(await typeFlow()).toBe('TableBooking');
  });

  it('is refused to anyone without the secret in the data folder', async () => {
    const { port } = t.app.server.server.address() as { port: number };
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
      const response = await fetch(`http://127.0.0.1:${port}/control/booking-types/${demo.types.table}/flow`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body: JSON.stringify({ flow: 'BrunchBooking' }),
      });
      expect(response.status).toBe(401);
    }
    expect(await typeFlow()).toBe('TableBooking');
  });
});
