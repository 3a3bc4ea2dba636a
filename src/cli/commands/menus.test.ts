import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/index.ts';
import { demo } from '../../server/db/demo-ids.ts';
import { seededCliFolder } from './seeded-cli.test-helper.ts';

const HEADER = 'bar_id,menu_type,menu,category,item,description,calories,contains,may_contain,dietary,ingredient,ingredient_contains,ingredient_may_contain';
const LEEDS = demo.bars.revolutionLeeds;

describe('covers menus import', () => {
  const { folder, run } = seededCliFolder('covers-menus-');
  async function file(name: string, text: string) {
    await writeFile(join(folder.dir, name), text);
    return name;
  }

  /** Every menu of Leeds with its items, as the database holds them. */
  async function leedsMenus() {
    const db = await openDb({ dataDir: process.env.DATA_DIR! });
    try {
      return await db.query<{ menu: string; type: string; category: string; item: string; description: string; contains: string[]; ingredients: unknown }>(
        `SELECT m.name AS menu, m.type, c.name AS category, e.name AS item, e.description, e.contains, e.ingredients
           FROM menus m JOIN menu_categories c ON c.menu_id = m.id JOIN menu_entries e ON e.category_id = c.id
          WHERE m.bar_id = $1 ORDER BY m.name, c.position, e.position`,
        [LEEDS],
      );
    } finally {
      await db.close();
    }
  }

  it('imports a good JSON file, replacing the menu of that bar, type and name', async () => {
    const name = await file(
      'leeds.json',
      JSON.stringify({
        menus: [
          {
            bar_id: LEEDS,
            type: 'food',
            name: 'Food',
            categories: [
              { name: 'Small Plates', items: [{ name: 'Olives', description: 'Gordal <em>olives</em><script>alert(1)</script>', calories: 180, contains: ['Sulphur dioxide / sulphites'], dietary: ['Vegan', 'Vegetarian'] }] },
              { name: 'Mains', items: [{ name: 'Fish Tacos', calories: 640, contains: ['Fish', 'Cereals containing Gluten'], may_contain: ['Sesame'], ingredients: [{ name: 'Cod', contains: ['Fish'] }] }] },
            ],
          },
        ],
      }),
    );
    const r = await run('menus', 'import', name);
    expect(r).toEqual({ code: 0, out: [expect.stringMatching(/^bar 12: food menu "Food" \(id \d+\), 2 items$/), 'imported 1 menu'], err: [] });
    const food = (await leedsMenus()).filter((m) => m.menu === 'Food');
    expect(food.map((m) => [m.category, m.item, m.description, m.contains])).toEqual([
      ['Small Plates', 'Olives', 'Gordal <em>olives</em>', ['Sulphur dioxide / sulphites']],
      ['Mains', 'Fish Tacos', '', ['Fish', 'Cereals containing Gluten']],
    ]);
  }, 60_000);

  it('imports a good CSV file: an item per row, a row without an item adds an ingredient to the item above', async () => {
    const name = await file(
      'leeds.csv',
      [
        HEADER,
        `${LEEDS},drink,Drinks,Cocktails,Mojito,"Rum, lime &amp; mint",168,,,Vegan;Vegetarian,White rum,,`,
        ',,,,,,,,,,Mint,,',
        `${LEEDS},drink,Drinks,Cocktails,Amaretto Sour,,198,Eggs,Tree Nuts,Vegetarian,Egg white,Eggs,`,
        `${LEEDS},party,Party Food,Platters,Wings Platter,,2600,Celery;Milk,,,,,`,
      ].join('\n'),
    );
    const r = await run('menus', 'import', name);
    expect(r.code).toBe(0);
    expect(r.out.at(-1)).toBe('imported 2 menus');
    const menus = await leedsMenus();
    expect(menus.filter((m) => m.menu === 'Drinks').map((m) => [m.item, m.description, m.ingredients])).toEqual([
      ['Mojito', 'Rum, lime &amp; mint', [{ name: 'White rum', contains: [], may_contain: [] }, { name: 'Mint', contains: [], may_contain: [] }]],
      ['Amaretto Sour', '', [{ name: 'Egg white', contains: ['Eggs'], may_contain: [] }]],
    ]);
  }, 60_000);

  it('lists every bad row and imports nothing, not even the good rows', async () => {
    const before = await leedsMenus();
    const name = await file(
      'bad.csv',
      [
        HEADER,
        `${LEEDS},drink,Drinks,Cocktails,Daiquiri,,160,,,Vegan,,,`,
        `${LEEDS},drink,Drinks,Cocktails,Nut Sour,,lots,Nuts,,Vegan,,,`,
        `${LEEDS},wine,Wine List,Reds,Rioja,,150,,,,,,`,
        `9999,food,Food,Mains,Burger,,900,,,,,,`,
        ',,,,,,,,,,,,',
        ',,,,,A description with no item,,,,,,,',
        `${LEEDS},food,Food,Mains,Curry,,700,,,,Paste,Peanut,`,
      ].join('\n'),
    );
    const r = await run('menus', 'import', name);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    const allergenList = '(Celery, Crustaceans, Eggs, Fish, Lupin, Cereals containing Gluten, Milk, Molluscs, Mustard, Peanuts, Sesame, Soybeans, Sulphur dioxide / sulphites, Tree Nuts)';
    expect(r.err).toEqual([
      'bad.csv: row 3: calories: "lots" must be number or null',
      `bad.csv: row 3: contains: "Nuts" is not one of the 14 allergens ${allergenList}`,
      'bad.csv: row 4: type: "wine" must be one of food, drink, party',
      'bad.csv: row 7: item: a row needs an item name (or an ingredient for the item above)',
      `bad.csv: row 8: ingredient contains: "Peanut" is not one of the 14 allergens ${allergenList}`,
      '5 problems: nothing imported',
    ]);
    expect(await leedsMenus()).toEqual(before);
  }, 60_000);

  it('names an unknown bar by its row once the file reads, and imports nothing', async () => {
    const before = await leedsMenus();
    const name = await file('bar.csv', [HEADER, `${LEEDS},food,Food,Mains,Stew,,500,,,,,,`, '9999,food,Food,Mains,Burger,,900,,,,,,'].join('\n'));
    expect(await run('menus', 'import', name)).toEqual({ code: 1, out: [], err: ['bar.csv: row 3: bar_id: there is no bar 9999', '1 problem: nothing imported'] });
    expect(await leedsMenus()).toEqual(before);
  }, 60_000);

  it('refuses a file that is not JSON, a CSV without its columns, a missing file and a missing argument', async () => {
    expect((await run('menus', 'import', await file('broken.json', '{"menus": ['))).err[0]).toMatch(/^broken\.json: file: not JSON: /);
    expect((await run('menus', 'import', await file('cols.csv', 'bar,item\n12,Chips'))).err).toEqual([
      'cols.csv: row 1: unknown column "bar"',
      'cols.csv: row 1: missing columns "bar_id", "menu_type", "menu", "category"',
      '2 problems: nothing imported',
    ]);
    expect(await run('menus', 'import', 'nowhere.json')).toEqual({ code: 1, out: [], err: ['cannot read nowhere.json: ENOENT'] });
    expect((await run('menus', 'import')).code).toBe(2);
  }, 60_000);
});
