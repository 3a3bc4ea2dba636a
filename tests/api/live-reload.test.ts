/**
 * Development's live reload (issue 29): an edit of a flow, a text or a brand reaches the running server
 * as soon as it is checked; a broken edit is refused with the checker's words, and the last good version
 * keeps running. Widgets hear both at /dev/live; an edited step's validator is served beside it.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFlowRules } from '../../src/engine/flow/load.node.ts';
import { replaceableFlowRules } from '../../src/engine/flow/replaceable-rules.ts';
import { LiveReload, projectDirs, type ProjectDirs } from '../../src/server/live/live-reload.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { getBrand } from '../../src/engine/i18n/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { scratchDir } from '../helpers/scratch.ts';

let t: TestApp;
let dirs: ProjectDirs;
let live: LiveReload;
const said: string[] = [];
const MONTH_REFUSED = 'Sorry, this booking is not available in that month. Please choose another date';

function editJson(file: string, edit: (value: Record<string, any>) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  edit(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

const tableBooking = () => join(dirs.flows, 'TableBooking.json');
const errorTexts = () => join(dirs.locales, 'errors.json');
const november = (date = '2026-11-27') => t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.bars.revolutionManchester, party_type: demo.types.table, date, no_people: 4 });

beforeAll(async () => {
  // A copy of the project's edited files: the test edits them, never the project's own.
  const root = await scratchDir('covers-live-');
  const project = projectDirs();
  dirs = { flows: join(root, 'flows'), brands: join(root, 'brands'), locales: join(root, 'locales', 'en-GB') };
  for (const key of ['flows', 'brands', 'locales'] as const) cpSync(project[key], dirs[key], { recursive: true });
  const rules = replaceableFlowRules(loadFlowRules({ dir: dirs.flows }));
  live = new LiveReload({ dirs, rules, log: { info: (m) => said.push(m), error: (m) => said.push(m) }, settleMs: 20 });
  t = await createTestApp({ live: { reload: live, rules } });
});
afterAll(async () => {
  live?.stop();
  await t?.close();
});

describe('live reload', () => {
  it('takes an edited flow at once: its date rules hold on the next request', async () => {
    expect((await november()).status).toBe(200);
    editJson(tableBooking(), (flow) => (flow.dateRules = { allowedMonths: [6, 7, 8], defaultOpenMonth: 6 }));
    const update = await live.reload();
    expect(update.problems).toEqual([]);
    expect(update.flows?.TableBooking?.dateRules?.allowedMonths).toEqual([6, 7, 8]);
    const refused = await november();
    expect(refused.status).toBe(422);
    expect(refused.body.errors.fields.date).toEqual([MONTH_REFUSED]);
    expect((await november('2027-07-16')).status).toBe(200);
  });

  it('follows the folder by itself: a save is taken without being asked', async () => {
    live.start();
    const before = live.current.version;
    editJson(tableBooking(), (flow) => (flow.dateRules = { allowedMonths: [11, 12] }));
    await expect.poll(() => live.current.version, { timeout: 5_000 }).toBeGreaterThan(before);
    expect((await november()).status).toBe(200);
  });

  it('refuses a broken edit with the checker’s words, and the last good version keeps running', async () => {
    const good = live.current;
    writeFileSync(tableBooking(), '{ "id": "TableBooking", ');
    const refused = await live.reload();
    expect(refused.version).toBe(good.version);
    expect(refused.flows).toBe(good.flows);
    expect(refused.problems).toEqual([expect.stringMatching(/TableBooking\.json: \/: cannot read JSON/)]);
    expect(said.at(-1)).toMatch(/the edit was refused; the last good version keeps running:\n {2}.*TableBooking\.json/);
    expect((await november()).status).toBe(200);

    // A flow naming a text that does not exist is as broken as bad JSON.
    writeFileSync(tableBooking(), JSON.stringify({ ...good.flows!.TableBooking, wording: { headerTitles: { 1: 'widget:header.noSuchKey' } } }));
    const unknownKey = await live.reload();
    expect(unknownKey.problems.join('\n')).toMatch(/widget:header\.noSuchKey/);
    expect(unknownKey.version).toBe(good.version);
  });

  it('takes an edited text: the server’s own messages use it', async () => {
    writeFileSync(tableBooking(), JSON.stringify({ ...live.current.flows!.TableBooking, dateRules: { allowedMonths: [6, 7, 8] } }, null, 2));
    editJson(errorTexts(), (texts) => {
      const walk = (node: Record<string, any>) => {
        for (const [k, v] of Object.entries(node)) {
          if (typeof v === 'string' && v === MONTH_REFUSED) node[k] = 'Summer only: please choose June, July or August.';
          else if (v && typeof v === 'object') walk(v);
        }
      };
      walk(texts);
    });
    const update = await live.reload();
    expect(update.problems).toEqual([]);
    expect((await november()).body.errors.fields.date).toEqual(['Summer only: please choose June, July or August.']);
  });

  it('takes an edited brand, and refuses one whose copy names a text that does not exist', async () => {
    const file = join(dirs.brands, 'revolution.json');
    editJson(file, (brand) => (brand.partyWording = { singular: 'do', plural: 'dos' }));
    const update = await live.reload();
    expect(update.problems).toEqual([]);
    expect(update.brands?.find((b) => b.code === 'revolution')?.partyWording).toEqual({ singular: 'do', plural: 'dos' });
    // Translators made from now on use it (the e-mails' wording, the flows' messages).
    expect(getBrand('revolution').partyWording.plural).toBe('dos');
    editJson(file, (brand) => (brand.copy = { ...brand.copy, 'widget:header.noSuchText': 'x' }));
    const refused = await live.reload();
    expect(refused.problems).toEqual([expect.stringMatching(/revolution\.json: \/copy\/widget:header\.noSuchText: overrides unknown locale key/)]);
    expect(getBrand('revolution').partyWording.plural).toBe('dos');
  });

  it('serves an edited step’s validator as a module, and nothing for a schema no flow has', async () => {
    const hash = live.current.validators!.TableBooking!['2']!;
    const found = await t.app.server.inject({ method: 'GET', url: `/dev/live/validators/${hash}.js` });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toMatch(/^text\/javascript/);
    expect(found.body).toMatch(/export \{|export default/);
    const unknown = await t.app.server.inject({ method: 'GET', url: '/dev/live/validators/0123456789abcdef.js' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No step of a running flow has that schema.');
  });

  it('sends every open widget the running files and each change, as server-sent events', async () => {
    await t.app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.server.address() as { port: number };
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/dev/live`, { signal: controller.signal });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const nextEvent = async () => {
      while (!text.includes('\n\n')) text += (await reader.read()).value ?? '';
      const [event, rest] = [text.slice(0, text.indexOf('\n\n')), text.slice(text.indexOf('\n\n') + 2)];
      text = rest;
      return JSON.parse(event.replace(/^data: /, '')) as { version: number; problems: string[] };
    };
    const first = await nextEvent();
    expect(first.version).toBe(live.current.version);
    writeFileSync(tableBooking(), 'not json');
    await live.reload();
    const second = await nextEvent();
    expect(second.version).toBe(first.version);
    expect(second.problems[0]).toMatch(/cannot read JSON/);
    controller.abort();
  });
});

describe('without live reload', () => {
  it('has no /dev/live and no validators to serve', async () => {
    const plain = await createTestApp({ db: t.db });
    try {
      expect((await plain.app.server.inject({ method: 'GET', url: '/dev/live' })).statusCode).toBe(404);
      expect((await plain.app.server.inject({ method: 'GET', url: '/dev/live/validators/0123456789abcdef.js' })).statusCode).toBe(404);
    } finally {
      await plain.app.server.close();
    }
  });
});
