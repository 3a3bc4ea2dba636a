import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../server/db/demo-ids.ts';
import { openDb } from '../../server/db/index.ts';
import { menuPdf } from '../../server/documents/menu-pdf.ts';
import { seededCliFolder } from './seeded-cli.test-helper.ts';

/** `covers documents add` (issue 16): a bad file or any other problem refused with every problem listed and nothing stored; a good one kept once, a row per bar. */
describe('covers documents add', () => {
  const { folder, run } = seededCliFolder('covers-documents-');
  beforeAll(async () => {
    const pdf = await menuPdf({ title: 'Halloween Party: Food', subtitle: [], categories: [{ category: 'Buffet', items: [{ name: 'Pumpkin Soup', description: '', calories: null, contains: ['Celery'], may_contain: [], dietary: ['Vegan'], ingredients: [] }] }] });
    await writeFile(join(folder.dir, 'halloween.pdf'), pdf);
    await writeFile(join(folder.dir, 'not-a-menu.pdf'), '<html><body>a web page saved with the wrong name</body></html>');
    // A PDF cut off part-way through its upload: the header is there, the end is not.
    await writeFile(join(folder.dir, 'cut-off.pdf'), pdf.subarray(0, Math.floor(pdf.length / 2)));
  });

  const stored = async () => (await readdir(join(folder.dir, 'data', 'documents'), { recursive: true }).catch(() => [] as string[])).filter((f) => f.endsWith('.pdf'));

  async function documentRows() {
    const db = await openDb({ dataDir: process.env.DATA_DIR! });
    try {
      return await db.query<{ bar_id: number; category: string; type: string; starts_on: string; ends_on: string; file_key: string }>(
        `SELECT d.bar_id, c.name AS category, t.name AS type, d.starts_on::text, d.ends_on::text, d.file_key
           FROM party_menu_documents d JOIN party_menu_categories c ON c.id = d.category_id JOIN party_menu_types t ON t.id = d.type_id
          WHERE d.file_key NOT LIKE 'party-menus/demo/%' ORDER BY d.id`,
      );
    } finally {
      await db.close();
    }
  }

  const args = (file: string, ...more: string[]) => ['documents', 'add', file, '--bar', String(demo.bars.revolutionLeeds), '--category', 'Halloween Parties', '--type', 'Food', '--from', '2026-10-01', '--to', '2026-10-31', ...more];

  it('refuses a file that is not a PDF, or only part of one, storing nothing', async () => {
    for (const file of ['not-a-menu.pdf', 'cut-off.pdf']) {
      const r = await run(...args(file));
      expect(r.code, file).toBe(1);
      expect(r.err).toEqual([`${file}: file: The file is not a PDF.`, 'nothing stored']);
    }
    expect(await stored()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it('lists every problem at once, and refuses a file it cannot read or arguments it does not know', async () => {
    const r = await run('documents', 'add', 'halloween.pdf', '--bar', 'nowhere', '--category', ' ', '--type', 'Food', '--from', '2026-10-31', '--to', '2026-02-30');
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'halloween.pdf: category: The category must be 1 to 100 characters.',
      'halloween.pdf: to: Must be a date, YYYY-MM-DD.',
      'halloween.pdf: bar: There is no bar nowhere.',
      'nothing stored',
    ]);
    expect((await run(...args('missing.pdf'))).err).toEqual(['cannot read missing.pdf: ENOENT']);
    const usage = await run('documents', 'add', 'halloween.pdf', '--bar', '12', '--colour', 'red');
    expect(usage.code).toBe(2);
    expect(usage.err[0]).toBe('unknown option: --colour');
    expect(usage.err[1]).toBe('missing: --category, --type, --from, --to');
    expect(await stored()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it('stores a good file in the data folder and lists it for the bar on its dates', async () => {
    const r = await run(...args('halloween.pdf'));
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(new RegExp(`^Revolution Leeds Call Lane \\(bar ${demo.bars.revolutionLeeds}\\): http://localhost:8080/files/party-menus/\\d+\\.pdf$`));
    expect(r.out[1]).toMatch(/^added halloween\.pdf as party-menus\/[0-9a-f-]{36}\.pdf in the folder .*documents, for 1 bar$/);
    const rows = await documentRows();
    expect(rows).toEqual([{ bar_id: demo.bars.revolutionLeeds, category: 'Halloween Parties', type: 'Food', starts_on: '2026-10-01', ends_on: '2026-10-31', file_key: expect.stringMatching(/^party-menus\//) }]);
    expect(await readFile(join(folder.dir, 'data', 'documents', rows[0]!.file_key))).toEqual(await readFile(join(folder.dir, 'halloween.pdf')));
  });

  it('for every bar of a brand: one file, a row per bar', async () => {
    const before = (await stored()).length;
    const r = await run(...args('halloween.pdf', '--brand', 'playhouse').map((a) => (a === String(demo.bars.revolutionLeeds) ? 'all' : a)));
    expect(r.code).toBe(0);
    expect(r.out.at(-1)).toMatch(/for 4 bars$/);
    expect((await stored()).length).toBe(before + 1);
    const rows = (await documentRows()).slice(1);
    expect(rows.map((row) => row.bar_id)).toEqual([demo.bars.playhouseNottingham, demo.bars.playhouseSheffield, demo.bars.playhouseGlasgow, demo.bars.playhouseLeicester]);
    expect(new Set(rows.map((row) => row.file_key)).size).toBe(1);
  });
});
