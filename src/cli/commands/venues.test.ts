import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { seededCliFolder } from './seeded-cli.test-helper.ts';

describe('covers venues', () => {
  const { folder, run } = seededCliFolder('covers-venues-');
  const at = (name: string) => join(folder.dir, name);

  it('exports the demo venues as a file whose import changes nothing', async () => {
    expect(await run('venues', 'export', '--out', 'venues.json')).toMatchObject({ code: 0, err: ['wrote 13 bars and 24 booking types to venues.json'] });
    const exported = JSON.parse(await readFile(at('venues.json'), 'utf8')) as { bars: unknown[] };
    expect(exported.bars).toHaveLength(13);
    expect(await run('venues', 'import', 'venues.json')).toEqual({ code: 0, out: ['no change: the database already holds this file'], err: [] });
    // To the standard output without --out: the same file.
    const printed = await run('venues', 'export');
    expect(JSON.parse(printed.out.join('\n'))).toEqual(exported);
  });

  it('changes and adds the bars a sheet lists, leaving the rest; a bad cell is named by its row, and nothing is imported', async () => {
    expect((await run('venues', 'export', '--csv', '--out', 'bars.csv')).code).toBe(0);
    const text = await readFile(at('bars.csv'), 'utf8');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(13);
    expect(rows[1]).toMatchObject({ id: '11', open: 'true', close_date: '' });
    const edited = text.replace('Revolution Manchester Deansgate,', 'Revolution Deansgate Locks,');
    await writeFile(at('bars.csv'), `${edited}301,1,RV301,Hull,Revolution Hull,revolution-hull,,,,,,,,,,,maybe,false,true,,false,,6\n`);
    expect(await run('venues', 'import', 'bars.csv')).toEqual({
      code: 1,
      out: [],
      err: ['bars.csv: row 15 (bars › id 301): open: must be boolean', '1 problem: nothing imported'],
    });
    await writeFile(at('bars.csv'), `${edited}301,1,RV301,Hull,Revolution Hull,revolution-hull,,,,,,,,,,,yes,false,true,,false,,6\n`);
    expect(await run('venues', 'import', 'bars.csv')).toEqual({ code: 0, out: ['bars: 1 added, 1 changed, 0 removed', 'imported (a running server reads the change within 30 seconds)'], err: [] });
    const after = parse((await run('venues', 'export', '--csv')).out.join('\n'), { columns: true }) as Record<string, string>[];
    expect(after.map((r) => r.branded_name)).toEqual([...rows.map((r) => (r.id === '11' ? 'Revolution Deansgate Locks' : r.branded_name)), 'Revolution Hull']);
    // A bar new in the sheet starts with no hours and no booking types: the JSON file gives those.
    const now = JSON.parse((await run('venues', 'export')).out.join('\n')) as { bars: { id: number; booking_types: unknown[] }[] };
    expect(now.bars.find((b) => b.id === 301)!.booking_types).toEqual([]);
  });

  it('refuses a sheet without an id column or with an unknown one, and says how it is used', async () => {
    await writeFile(at('odd.csv'), 'name,colour\nLeeds,red\n');
    expect(await run('venues', 'import', 'odd.csv')).toMatchObject({ code: 1, err: [expect.stringMatching(/^odd\.csv: row 1: unknown column "name" \(the columns are id, brand_id, /), expect.stringMatching(/unknown column "colour"/), 'odd.csv: row 1: the "id" column is missing', '3 problems: nothing imported'] });
    await writeFile(at('broken.json'), '{"brands": [');
    expect(await run('venues', 'import', 'broken.json')).toMatchObject({ code: 1, err: [expect.stringMatching(/^broken\.json: not JSON: /)] });
    expect(await run('venues', 'import', 'missing.json')).toMatchObject({ code: 1, err: ['cannot read missing.json: ENOENT'] });
    expect(await run('venues', 'import')).toMatchObject({ code: 2, err: ['usage: covers venues import <file.json|file.csv>'] });
    expect(await run('venues', 'export', '--out')).toMatchObject({ code: 2, err: ['usage: covers venues export [--out FILE] [--csv]'] });
  });
});
