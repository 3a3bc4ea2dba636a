import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../db/demo-ids.ts';
import { bundleServer, ROOT } from './bundle.ts';

// Inside the checkout, as dist/server is: the bundle imports its packages from node_modules.
const outFile = join(ROOT, `dist/server-test-${process.pid}/main.mjs`);
const headers = { 'content-type': 'application/json', 'x-api-key': 'covers-demo-key', 'x-brand': '1' };
let dataDir: string;
let base: string;
let stop: () => Promise<void>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  await bundleServer({ outFile });
  dataDir = await mkdtemp(join(tmpdir(), 'covers-bundle-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [outFile], {
    cwd: tmpdir(),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', COVERS_NOW: '2026-11-21T12:00:00Z' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bundled server exited (${code}):\n${output}`)));
    const ready = setInterval(() => {
      if (output.includes('Covers is running')) {
        clearInterval(ready);
        resolve();
      }
    }, 50);
  });
}, 120_000);

afterAll(async () => {
  await stop?.();
  await rm(join(ROOT, `dist/server-test-${process.pid}`), { recursive: true, force: true });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the bundled server (what npm start runs)', () => {
  it('migrates and seeds a new data folder, and answers a session with the demo bars', async () => {
    const response = await fetch(`${base}/api/rest/booking/session`, { method: 'POST', headers, body: JSON.stringify({ form_version: '2.0', include: 'bars' }) });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { bars: Array<{ id: number }> } };
    expect(data.bars.map((b) => b.id)).toContain(demo.bars.revolutionManchester);
  });

  it('reads the flow files: the Christmas flow refuses a June date', async () => {
    const response = await fetch(`${base}/api/rest/booking/session`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ form_version: '2.0', bar_id: demo.bars.revolutionManchester, party_type: demo.types.christmasParty, date: '2027-06-12', no_people: 10 }),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: { fields: { date: string[] } } }).errors.fields.date[0]).toMatch(/^Christmas bookings are for November to February/);
  });

  it('serves the payment frame script from its source folder', async () => {
    const response = await fetch(`${base}/payments/frame.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/postMessage/);
  });
});
