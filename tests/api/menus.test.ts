/**
 * Allergen menus (issue 16, spec §2.7, §3 "Allergen menu", §7.6, §8): a bar's menus by name, one menu's
 * categories and items, the allergen entries by menu type; the import writing menus whole in one transaction
 * with descriptions cut down to safe markup. Unknown bars and menus, another brand's bar and bad input are
 * refused in the error shape and change nothing. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import type { Queryable } from '../../src/server/db/index.ts';
import { readCsv, readJson } from '../../src/server/domain/menus/import-document.ts';
import { MenuImport } from '../../src/server/services/menus/menu-import.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { injectRaw } from '../helpers/inject.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { expectError } from './accounts-helpers.ts';

const { bars: B, brands } = demo;
const t = useTestApp();


async function get(url: string, brand: number = brands.revolution) {
  const response = await injectRaw(t.app.server, { method: 'GET', url: `/api/menus/${url}`, brand: String(brand) });
  return { status: response.statusCode, body: response.json() };
}

const menuId = async (barId: number, name: string) => {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM menus WHERE bar_id = $1 AND name = $2', [barId, name]);
  return row!.id;
};

describe('menus/allergen-menu-types/{bar_id}', () => {
  it("lists the bar's menus by name, with their type", async () => {
    const r = await get(`allergen-menu-types/${B.revolutionManchester}`);
    expect(r.status).toBe(200);
    expect(r.body.data.data.map((m: { name: string; type: string }) => [m.name, m.type])).toEqual([
      ['Brunch', 'food'],
      ['Drinks', 'drink'],
      ['Food', 'food'],
      ['Party Food', 'party'],
    ]);
    expect(r.body.data.data[0]).toEqual({ id: await menuId(B.revolutionManchester, 'Brunch'), name: 'Brunch', type: 'food' });
  });

  it('every demo bar but the central team has menus', async () => {
    for (const [name, id] of Object.entries(B)) {
      const brand = Math.floor(id / 10) === 1 ? brands.revolution : Math.floor(id / 10) === 2 ? brands.decuba : brands.playhouse;
      const r = await get(`allergen-menu-types/${id}`, brand);
      expect(r.status, name).toBe(200);
      if (id === demo.centralBar) expect(r.body.data.data, name).toEqual([]);
      else expect(r.body.data.data.map((m: { type: string }) => m.type).sort(), name).toEqual(expect.arrayContaining(['drink', 'food', 'party']));
    }
  });

  it('refuses a bar that is none, an id that is not one, and another brand’s bar (unless the default brand asks)', async () => {
    expectError(await get('allergen-menu-types/9999'), 404, 'Sorry, we could not find that bar.');
    expectError(await get('allergen-menu-types/abc'), 404);
    expectError(await get('allergen-menu-types/-1'), 404);
    expectError(await get('allergen-menu-types/1e3'), 404);
    expectError(await get(`allergen-menu-types/${B.decubaManchester}`), 404);
    expect((await get(`allergen-menu-types/${B.decubaManchester}`, brands.default)).status).toBe(200);
  });
});

describe('menus/allergen-menu/{bar_id}/{menu_id}', () => {
  it('answers the categories in order, each with its items and their allergens, dietary options and ingredients', async () => {
    const r = await get(`allergen-menu/${B.revolutionManchester}/${await menuId(B.revolutionManchester, 'Food')}`);
    expect(r.status).toBe(200);
    const categories = r.body.data.data as { category: string; items: Record<string, unknown>[] }[];
    expect(categories.map((c) => c.category)).toEqual(['Small Plates', 'Burgers', 'Mains', 'Sides', 'Desserts']);
    expect(categories[0]!.items[0]).toEqual({
      name: 'Halloumi Fries',
      description: 'Crispy halloumi with <strong>sweet chilli</strong> dip and pomegranate',
      calories: 486.4,
      contains: ['Cereals containing Gluten', 'Milk'],
      may_contain: ['Crustaceans', 'Fish', 'Sesame'],
      dietary: ['Vegetarian'],
      ingredients: [
        { name: 'Halloumi', contains: ['Milk'], may_contain: [] },
        { name: 'Seasoned flour', contains: ['Cereals containing Gluten'], may_contain: [] },
        { name: 'Sweet chilli sauce', contains: [], may_contain: ['Sesame'] },
      ],
    });
  });

  it('answers an empty list for a menu with no items', async () => {
    const r = await get(`allergen-menu/${B.playhouseNottingham}/${await menuId(B.playhouseNottingham, 'Festive Menu')}`, brands.playhouse);
    expect(r).toEqual({ status: 200, body: { data: { data: [] } } });
  });

  it('refuses a menu that is none, another bar’s menu, and ids that are not ids', async () => {
    const leedsFood = await menuId(B.revolutionLeeds, 'Food');
    expectError(await get(`allergen-menu/${B.revolutionManchester}/${leedsFood}`), 404, 'Sorry, we could not find that menu.');
    expectError(await get(`allergen-menu/${B.revolutionManchester}/999999`), 404);
    expectError(await get(`allergen-menu/${B.revolutionManchester}/x`), 404);
    expectError(await get(`allergen-menu/9999/${leedsFood}`), 404, 'Sorry, we could not find that bar.');
    expectError(await get(`allergen-menu/${B.decubaManchester}/${await menuId(B.decubaManchester, 'Food')}`), 404);
  });
});

describe('menus/allergens/website', () => {
  it("lists the bar's allergen entries of a menu type", async () => {
    const r = await get(`allergens/website?bar_id=${B.revolutionManchester}&type=food`);
    expect(r.status).toBe(200);
    expect(r.body.data.map((e: { name: string }) => e.name)).toEqual(['Brunch', 'Food']);
    expect(r.body.data[1]).toEqual({ id: await menuId(B.revolutionManchester, 'Food'), name: 'Food', type: 'Allergen', menu_type: 'food', updated_at: expect.any(String), pdfs: [expect.objectContaining({ menu_name: 'Food', uri: expect.stringContaining('/files/allergen-menus/') })] });
    expect((await get(`allergens/website?bar_id=${B.revolutionManchester}&type=Party`)).body.data.map((e: { name: string }) => e.name)).toEqual(['Party Food']);
  });

  it('refuses another type (422, naming the field), a missing bar (400) and an unknown bar (404)', async () => {
    const before = await dbFingerprint(t.db);
    const wine = await get(`allergens/website?bar_id=${B.revolutionManchester}&type=wine`);
    expectError(wine, 422);
    expect(wine.body.errors.fields.type).toEqual(['Must be food, drink or party.']);
    expectError(await get('allergens/website?type=food'), 400);
    expectError(await get(`allergens/website?bar_id=${B.revolutionManchester}`), 400);
    expectError(await get('allergens/website?bar_id=nope&type=food'), 404);
    expectError(await get(`allergens/website?bar_id=${B.playhouseGlasgow}&type=food`), 404);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('the import, read back through the calls', () => {
  const hostile = {
    menus: [
      {
        bar_id: B.revolutionLeeds,
        type: 'drink',
        name: 'Test Specials',
        categories: [
          {
            name: 'Specials',
            items: [
              {
                name: '<b>Bold</b> Fizz',
                description: 'Prosecco <script>document.title="owned"</script><img src=x onerror="document.title=\'owned\'"><strong>chilled</strong>',
                calories: 99.5,
                contains: ['Sulphur dioxide / sulphites'],
                dietary: ['Vegan'],
                ingredients: [{ name: 'Prosecco', contains: ['Sulphur dioxide / sulphites'] }],
              },
            ],
          },
        ],
      },
    ],
  };

  it('stores the description cut down to safe markup, the name as plain text, and replaces the menu whole keeping its id', async () => {
    const importer = new MenuImport({ db: t.db, clock: t.clock });
    const first = await importer.import(readJson(JSON.stringify(hostile)));
    expect(first.ok).toBe(true);
    const id = await menuId(B.revolutionLeeds, 'Test Specials');
    const r = await get(`allergen-menu/${B.revolutionLeeds}/${id}`);
    expect(r.body.data.data).toEqual([
      {
        category: 'Specials',
        items: [
          {
            name: '<b>Bold</b> Fizz',
            description: 'Prosecco <strong>chilled</strong>',
            calories: 99.5,
            contains: ['Sulphur dioxide / sulphites'],
            may_contain: [],
            dietary: ['Vegan'],
            ingredients: [{ name: 'Prosecco', contains: ['Sulphur dioxide / sulphites'], may_contain: [] }],
          },
        ],
      },
    ]);
    const csv = [
      'bar_id,menu_type,menu,category,item,description,calories,contains,may_contain,dietary,ingredient,ingredient_contains,ingredient_may_contain',
      `${B.revolutionLeeds},drink,Test Specials,Soft,Lemonade,,120,,,Vegan;Vegetarian,Lemon juice,,`,
      ',,,,,,,,,,Sugar,,',
    ].join('\n');
    expect((await importer.import(readCsv(csv))).ok).toBe(true);
    expect(await menuId(B.revolutionLeeds, 'Test Specials')).toBe(id);
    const again = await get(`allergen-menu/${B.revolutionLeeds}/${id}`);
    expect(again.body.data.data).toEqual([
      {
        category: 'Soft',
        items: [
          {
            name: 'Lemonade',
            description: '',
            calories: 120,
            contains: [],
            may_contain: [],
            dietary: ['Vegan', 'Vegetarian'],
            ingredients: [
              { name: 'Lemon juice', contains: [], may_contain: [] },
              { name: 'Sugar', contains: [], may_contain: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('writes nothing when the database fails part-way: the menus and categories already written are rolled back', async () => {
    const before = await dbFingerprint(t.db);
    let entryWrites = 0;
    const failing = {
      ...t.db,
      query: t.db.query.bind(t.db),
      run: t.db.run.bind(t.db),
      close: t.db.close.bind(t.db),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
        t.db.transaction((tx) =>
          fn({
            query: tx.query.bind(tx),
            run: async (sql: string, params?: unknown[]) => {
              if (sql.startsWith('INSERT INTO menu_entries') && ++entryWrites === 1) throw new Error('connection lost');
              return tx.run(sql, params);
            },
          }),
        ),
    };
    const two = { menus: [{ ...hostile.menus[0]!, name: 'First' }, { ...hostile.menus[0]!, name: 'Second' }] };
    await expect(new MenuImport({ db: failing, clock: t.clock }).import(readJson(JSON.stringify(two)))).rejects.toThrow('connection lost');
    expect(entryWrites).toBe(1);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('reads a dish’s allergens as everything in it: the milk-pastry pie contains Milk, and is refused as Vegan', async () => {
    const pie = (dietary: string[]) => ({
      menus: [
        {
          bar_id: B.revolutionLeeds,
          type: 'food',
          name: 'Pie Night',
          categories: [{ name: 'Pies', items: [{ name: 'Mushroom Pie', contains: [], may_contain: ['Sesame'], dietary, ingredients: [{ name: 'Pastry', contains: ['Milk', 'Cereals containing Gluten'], may_contain: ['Eggs'] }] }] }],
        },
      ],
    });
    const before = await dbFingerprint(t.db);
    expect(await new MenuImport({ db: t.db, clock: t.clock }).import(readJson(JSON.stringify(pie(['Vegan', 'Vegetarian']))))).toEqual({
      ok: false,
      problems: [{ row: 'menu 1 ("Pie Night") › category 1 ("Pies") › item 1 ("Mushroom Pie")', message: 'dietary: "Mushroom Pie" is "Vegan", but its ingredient "Pastry" contains Milk' }],
    });
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect((await new MenuImport({ db: t.db, clock: t.clock }).import(readJson(JSON.stringify(pie(['Vegetarian']))))).ok).toBe(true);
    const read = await get(`allergen-menu/${B.revolutionLeeds}/${await menuId(B.revolutionLeeds, 'Pie Night')}`);
    expect(read.body.data.data[0].items[0]).toMatchObject({ contains: ['Cereals containing Gluten', 'Milk'], may_contain: ['Eggs', 'Sesame'], dietary: ['Vegetarian'] });
  });

  it('refuses each dietary claim its allergens or its ingredients’ contradict, by row, from a CSV too', async () => {
    const header = 'bar_id,menu_type,menu,category,item,description,calories,contains,may_contain,dietary,ingredient,ingredient_contains,ingredient_may_contain';
    const csv = [
      header,
      `${B.revolutionLeeds},food,Claims,Mains,Fish Tacos,,,Fish,,Vegetarian,,,`,
      `${B.revolutionLeeds},food,Claims,Mains,Egg Fried Rice,,,,,Vegan,Egg,Eggs,`,
      `${B.revolutionLeeds},food,Claims,Mains,Paella,,,,,Vegetarian,Prawns,Crustaceans,`,
      ',,,,,,,,,,Mussels,Molluscs,',
      `${B.revolutionLeeds},food,Claims,Mains,Cheese Board,,,Milk,Fish,Vegetarian,,,`,
    ].join('\n');
    const before = await dbFingerprint(t.db);
    expect(await new MenuImport({ db: t.db, clock: t.clock }).import(readCsv(csv))).toEqual({
      ok: false,
      problems: [
        { row: 'row 2', message: 'dietary: "Fish Tacos" is "Vegetarian", but it contains Fish' },
        { row: 'row 3', message: 'dietary: "Egg Fried Rice" is "Vegan", but its ingredient "Egg" contains Eggs' },
        { row: 'row 4', message: 'dietary: "Paella" is "Vegetarian", but its ingredient "Prawns" contains Crustaceans' },
        { row: 'row 4', message: 'dietary: "Paella" is "Vegetarian", but its ingredient "Mussels" contains Molluscs' },
      ],
    });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses a file with any problem, listing each, and changes nothing', async () => {
    const before = await dbFingerprint(t.db);
    const bad = {
      menus: [
        { ...hostile.menus[0]!, bar_id: 9999 },
        { ...hostile.menus[0]!, type: 'dinner', categories: [{ name: 'Specials', items: [{ name: 'Fizz', contains: ['Nuts'], dietary: ['Pescatarian'] }] }] },
      ],
    };
    const result = await new MenuImport({ db: t.db, clock: t.clock }).import(readJson(JSON.stringify(bad)));
    expect(result).toEqual({
      ok: false,
      problems: [
        { row: 'menu 2 ("Test Specials")', message: 'type: "dinner" must be one of food, drink, party' },
        { row: 'menu 2 ("Test Specials") › category 1 ("Specials") › item 1 ("Fizz")', message: expect.stringMatching(/^contains: "Nuts" is not one of the 14 allergens \(Celery, /) },
        { row: 'menu 2 ("Test Specials") › category 1 ("Specials") › item 1 ("Fizz")', message: 'dietary: "Pescatarian" must be one of Vegan, Vegetarian' },
      ],
    });
    // The schema's problems come first; the bar is checked once the file reads.
    const unknownBar = await new MenuImport({ db: t.db, clock: t.clock }).import(readJson(JSON.stringify({ menus: [bad.menus[0]] })));
    expect(unknownBar).toEqual({ ok: false, problems: [{ row: 'menu 1 ("Test Specials")', message: 'bar_id: there is no bar 9999' }] });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});
