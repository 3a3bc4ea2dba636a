/**
 * Allergen and party menu documents (issue 16, spec §2.7, §3 "Allergen menu PDF", "Party menu response",
 * §7.6 `menus/allergens/website`, `rest/party-menus`): the allergen PDF made from the menu data, parsed back
 * and its text checked for every item and its allergens; listed per menu, remade after an import; party
 * menus of a bar on a date by category and type, their files served; uploads refused with every problem and
 * nothing stored. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { readJson } from '../../src/server/domain/menus/import-document.ts';
import { ALLERGENS } from '../../src/engine/menus/allergens.ts';
import { menuPdf } from '../../src/server/documents/menu-pdf.ts';
import { directoryStore } from '../../src/server/documents/store.ts';
import { MenuImport } from '../../src/server/services/menus/menu-import.ts';
import { PartyMenus } from '../../src/server/services/menus/party-menus.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { injectRaw } from '../helpers/inject.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectError } from './accounts-helpers.ts';
import { longDateOf } from '../../src/engine/time/format.ts';

const { bars: B, brands } = demo;
let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'covers-menu-documents-'));
  t = await createTestApp({ documents: directoryStore(dir) });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const pdfText = async (body: Uint8Array) => (await extractText(new Uint8Array(body), { mergePages: true })).text.replace(/\s+/g, ' ');
const files = async () => (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.pdf')).sort();

async function fetchFile(url: string) {
  const response = await t.app.server.inject({ method: 'GET', url: url.replace('http://covers.test', '') });
  // A PDF is never framed, and has no default-src, which would leave Chrome's reader blank.
  if (response.headers['content-type'] === 'application/pdf') expect(response.headers['content-security-policy']).toBe("base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  return { status: response.statusCode, type: response.headers['content-type'], body: response.rawPayload, json: () => response.json() };
}

async function website(barId: number | string, type: string, brand: number = brands.revolution) {
  const response = await injectRaw(t.app.server, { method: 'GET', url: `/api/menus/allergens/website?bar_id=${barId}&type=${type}`, brand: String(brand) });
  return { status: response.statusCode, body: response.json() };
}

describe('allergen menu PDFs', () => {
  it("lists one PDF per menu of the type, and the file is the menu: every item with its allergens", async () => {
    const r = await website(B.revolutionManchester, 'food');
    expect(r.status).toBe(200);
    const food = r.body.data.find((e: { name: string }) => e.name === 'Food');
    expect(food.pdfs).toHaveLength(1);
    const [pdf] = food.pdfs;
    expect(pdf).toEqual({
      uri: expect.stringMatching(/^http:\/\/covers\.test\/files\/allergen-menus\/\d+-\d+\.pdf$/),
      menu_name: 'Food',
      bar_start_date: food.updated_at.slice(0, 10),
      bar_end_date: null,
      date_uploaded: food.updated_at,
    });

    const file = await fetchFile(pdf.uri);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.body);
    const [menu] = await t.db.query<{ id: number }>(`SELECT id FROM menus WHERE bar_id = $1 AND name = 'Food'`, [B.revolutionManchester]);
    const rows = await t.db.query<{ name: string; contains: string[]; may_contain: string[]; ingredients: Array<{ contains: string[]; may_contain: string[] }>; dietary: string[]; category: string }>(
      `SELECT e.name, e.contains, e.may_contain, e.ingredients, e.dietary, c.name AS category FROM menu_entries e JOIN menu_categories c ON c.id = e.category_id WHERE c.menu_id = $1`,
      [menu!.id],
    );
    expect(rows.length).toBeGreaterThan(5);
    // What the PDF owes the reader: everything in the dish, its own allergens and its ingredients', in the spec's order.
    const items = rows.map((row) => {
      const parts = [row, ...row.ingredients];
      const contains = ALLERGENS.filter((a) => parts.some((p) => p.contains.includes(a)));
      return { ...row, contains, may_contain: ALLERGENS.filter((a) => !contains.includes(a) && parts.some((p) => p.may_contain.includes(a))) };
    });
    // The demo's Churros list no Milk of their own: it is in their caramel dip, and the PDF says so.
    expect(rows.find((row) => row.name === 'Churros')!.contains).not.toContain('Milk');
    expect(items.find((item) => item.name === 'Churros')!.contains).toEqual(['Cereals containing Gluten', 'Milk']);
    expect(text).toContain('Revolution Manchester Deansgate');
    // The menu's date in words (London's day of its last change), never an ISO date.
    expect(text).toContain(`Menu of ${longDateOf(food.updated_at)}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    for (const item of items) {
      const at = text.indexOf(item.name);
      expect(at, item.name).toBeGreaterThanOrEqual(0);
      expect(text).toContain(item.category);
      // The item's own lines follow its name: what it contains, then what it may contain.
      const own = text.slice(at, at + 400);
      expect(own, item.name).toContain(`Contains: ${item.contains.length ? item.contains.join(', ') : 'none of the 14 allergens'}`);
      if (item.may_contain.length) expect(own, item.name).toContain(`May contain: ${item.may_contain.join(', ')}`);
      if (item.dietary.length) expect(own, item.name).toContain(`(${item.dietary.join(', ')})`);
    }
  });

  it('is made once and kept in the store; an import makes the next one', async () => {
    const first = (await website(B.revolutionLeeds, 'drink')).body.data[0];
    const before = await files();
    // Asked for by several at once, it is made once.
    const together = await Promise.all([1, 2, 3].map(() => fetchFile(first.pdfs[0].uri)));
    expect(new Set(together.map((f) => f.body.toString('base64'))).size).toBe(1);
    const made = await files();
    expect(made.length).toBe(before.length + 1);
    await fetchFile(first.pdfs[0].uri);
    expect(await files()).toEqual(made);

    const document = { menus: [{ bar_id: B.revolutionLeeds, type: 'drink', name: first.name, categories: [{ name: 'Shots', items: [{ name: 'Sherbet Shot', contains: ['Milk'], may_contain: ['Eggs'] }] }] }] };
    const imported = await new MenuImport({ db: t.db, clock: { ...t.clock, now: () => Date.now() + 120_000 }, documents: directoryStore(dir) }).import(readJson(JSON.stringify(document)));
    expect(imported.ok).toBe(true);
    // The replaced menu's file is deleted with the import; the new one is made when first asked for.
    expect(await files()).toEqual(before);
    const after = (await website(B.revolutionLeeds, 'drink')).body.data[0];
    expect(after.pdfs[0].uri).not.toBe(first.pdfs[0].uri);
    const text = await pdfText((await fetchFile(after.pdfs[0].uri)).body);
    expect((await files()).length).toBe(before.length + 1);
    expect(text).toContain('Sherbet Shot');
    expect(text).toContain('Contains: Milk');
    expect(text).toContain('May contain: Eggs');
    // The old address answers the menu as it is now.
    expect(await pdfText((await fetchFile(first.pdfs[0].uri)).body)).toContain('Sherbet Shot');
  });

  it('an unknown menu is a 404 in the error shape; a bad type a 422; an unknown bar a 404', async () => {
    for (const path of ['/files/allergen-menus/999999-1.pdf', '/files/allergen-menus/abc.pdf']) {
      const file = await fetchFile(path);
      expect(file.status, path).toBe(404);
      expect(file.json().error).toBe('Sorry, we could not find that allergen menu.');
    }
    expectError(await website(B.revolutionManchester, 'brunch'), 422);
    expectError(await website(9999, 'food'), 404, 'Sorry, we could not find that bar.');
    expectError(await website(B.decubaManchester, 'food'), 404);
  });
});

describe('rest/party-menus', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const list = (body: unknown, brand: number = brands.revolution) => t.post('rest/party-menus', body, { brand });

  it("answers the bar's menus on the date: a category each, a link per menu type, and the bar's name", async () => {
    const r = await list({ bar_id: B.revolutionManchester, date: today() });
    expect(r.status).toBe(200);
    expect(r.body.meta).toEqual({ bar_name: 'Revolution Manchester Deansgate' });
    expect(r.body.data.map((c: { category_name: string; menus: { type: string }[] }) => [c.category_name, c.menus.map((m) => m.type)])).toEqual([
      ['Christmas Parties', ['Food', 'Drinks']],
      ['Birthday Parties', ['Drinks', 'Buffet']],
    ]);
    const link = r.body.data[0].menus[0];
    expect(link).toEqual({ id: expect.any(Number), file_url: `http://covers.test/files/party-menus/${link.id}.pdf`, type: 'Food' });
    const file = await fetchFile(link.file_url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    const text = await pdfText(file.body);
    expect(text).toContain('Christmas Party Menu: Food');
    expect(text).toContain('Roast Turkey');
    // Allergens in the spec's order, whatever order the menu gave them in.
    expect(text).toContain('Nut Roast (Vegan, Vegetarian) Chestnut and cranberry, with all the trimmings Contains: Celery, Tree Nuts');
  });

  it('narrows to the categories and types asked for (lists or comma-separated ids)', async () => {
    const [christmas] = await t.db.query<{ id: number }>(`SELECT id FROM party_menu_categories WHERE name = 'Christmas Parties'`);
    const [drinks] = await t.db.query<{ id: number }>(`SELECT id FROM party_menu_types WHERE name = 'Drinks'`);
    const a = await list({ bar_id: String(B.revolutionManchester), date: today(), category_ids: [christmas!.id], type_ids: `${drinks!.id}` });
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual([{ category_name: 'Christmas Parties', menus: [{ id: expect.any(Number), file_url: expect.any(String), type: 'Drinks' }] }]);
    const none = await list({ bar_id: B.revolutionManchester, date: '2001-01-01' });
    expect(none.body).toEqual({ data: [], meta: { bar_name: 'Revolution Manchester Deansgate' } });
  });

  it('refuses a date that is none, ids that are not ids, an unknown bar and another brand’s, changing nothing', async () => {
    const before = await dbFingerprint(t.db);
    for (const date of ['2026-02-30', 'tomorrow', '']) expectError(await list({ bar_id: B.revolutionManchester, date }), 422);
    const bad = await list({ bar_id: B.revolutionManchester, date: today(), category_ids: 'one,two', type_ids: [0] });
    expectError(bad, 422);
    expect(Object.keys(bad.body.errors.fields)).toEqual(expect.arrayContaining(['category_ids', 'type_ids']));
    expectError(await list({ bar_id: 'x', date: today() }), 404, 'Sorry, we could not find that bar.');
    expectError(await list({ date: today() }), 400);
    expectError(await list({ bar_id: 9999, date: today() }), 404, 'Sorry, we could not find that bar.');
    expectError(await list({ bar_id: B.decubaManchester, date: today() }), 404);
    const missing = await fetchFile('/files/party-menus/999999.pdf');
    expect(missing.status).toBe(404);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('adding a party menu', () => {
  const partyMenus = () => new PartyMenus({ db: t.db, clock: t.clock, documents: directoryStore(dir), publicUrl: 'http://covers.test' });
  const upload = async (overrides: Record<string, unknown> = {}) => ({
    body: await menuPdf({ title: 'New Year Party: Canapés', subtitle: [], categories: [{ category: 'Canapés', items: [{ name: 'Blini', description: '', calories: null, contains: ['Fish', 'Milk'], may_contain: [], dietary: [], ingredients: [] }] }] }),
    fileName: 'new year.pdf',
    bar: String(B.revolutionLeeds),
    category: 'New Year Parties',
    type: 'Canapés',
    from: '2026-12-01',
    to: '2027-01-02',
    ...overrides,
  });

  it('stores the file once and lists it for the bar on its dates', async () => {
    const added = await partyMenus().add(await upload());
    expect(added.bars).toEqual([{ id: B.revolutionLeeds, name: 'Revolution Leeds Call Lane', document_id: expect.any(Number), url: expect.stringMatching(/\/files\/party-menus\/\d+\.pdf$/) }]);
    const r = await t.post('rest/party-menus', { bar_id: B.revolutionLeeds, date: '2027-01-01' });
    const category = r.body.data.find((c: { category_name: string }) => c.category_name === 'New Year Parties');
    expect(category.menus.map((m: { type: string }) => m.type)).toEqual(['Canapés']);
    expect(await pdfText((await fetchFile(category.menus[0].file_url)).body)).toContain('Blini');
    expect((await t.post('rest/party-menus', { bar_id: B.revolutionLeeds, date: '2027-01-03' })).body.data.find((c: { category_name: string }) => c.category_name === 'New Year Parties')).toBeUndefined();
  });

  it('for every bar of a brand: one file, a row per bar', async () => {
    const stored = (await files()).length;
    const added = await partyMenus().add(await upload({ bar: 'all', brand: 'decuba', category: 'Brunch', type: 'Food' }));
    expect(added.bars.map((b) => b.id)).toEqual([B.decubaManchester, B.decubaLiverpool, B.decubaNewcastle, B.decubaCardiff]);
    expect((await files()).length).toBe(stored + 1);
  });

  it('refuses a file that is not a PDF and every other problem at once, storing nothing', async () => {
    const before = { db: await dbFingerprint(t.db), files: await files() };
    const refusals = [
      await upload({ body: new TextEncoder().encode('<html>not a menu</html>') }),
      await upload({ body: new Uint8Array() }),
      await upload({ bar: 'nowhere' }),
      await upload({ bar: 'all', brand: 'nobody' }),
      await upload({ from: '2027-01-05', to: '2027-01-01' }),
      await upload({ category: '  ', type: 'x'.repeat(101), from: '2026-13-01' }),
    ];
    const fields = [];
    for (const refusal of refusals) {
      const error = await partyMenus().add(refusal).then(() => undefined, (e: { fields?: Record<string, string[]> }) => e);
      expect(error?.fields).toBeDefined();
      fields.push(Object.keys(error!.fields!).sort());
    }
    expect(fields).toEqual([['file'], ['file'], ['bar'], ['brand'], ['to'], ['category', 'from', 'type']]);
    expect(await files()).toEqual(before.files);
    expect(await dbFingerprint(t.db)).toEqual(before.db);
  });

  it('a failure writing the rows removes the stored file again', async () => {
    const before = await files();
    const failing = { ...t.db, transaction: async () => Promise.reject(new Error('connection lost')) };
    const service = new PartyMenus({ db: failing as typeof t.db, clock: t.clock, documents: directoryStore(dir), publicUrl: 'http://covers.test' });
    await expect(service.add(await upload())).rejects.toThrow('connection lost');
    expect(await files()).toEqual(before);
  });
});
