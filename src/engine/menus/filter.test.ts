import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETARY_OPTIONS, type Allergen } from './allergens.ts';
import { filterMenu, formatCalories, NO_FILTERS, textOf, type FilterableItem, type MenuFilters } from './filter.ts';

const item = (name: string, fields: Partial<FilterableItem> = {}): FilterableItem => ({
  name,
  description: '',
  contains: [],
  may_contain: [],
  dietary: [],
  ...fields,
});

const names = (categories: ReturnType<typeof filterMenu>) => categories.map((c) => [c.category, c.items.map((i) => i.item.name)]);
const run = (menu: { category: string; items: FilterableItem[] }[], filters: Partial<MenuFilters>) => filterMenu(menu, { ...NO_FILTERS, ...filters });

describe('an allergen, for each of the 14', () => {
  it.each(ALLERGENS)('%s checked hides the items containing it, marks those that may, and hides those too with the toggle', (allergen) => {
    const others = ALLERGENS.filter((a) => a !== allergen);
    const menu = [
      {
        category: 'Mains',
        items: [
          item('contains it', { contains: [allergen] }),
          item('may contain it', { may_contain: [allergen] }),
          item('contains the others', { contains: others, may_contain: others }),
          item('free of all'),
        ],
      },
    ];
    const checked = run(menu, { allergens: [allergen] });
    expect(names(checked)).toEqual([['Mains', ['may contain it', 'contains the others', 'free of all']]]);
    expect(checked[0]!.items.map((i) => i.mayContain)).toEqual([[allergen], [], []]);
    expect(names(run(menu, { allergens: [allergen], hideMayContain: true }))).toEqual([['Mains', ['contains the others', 'free of all']]]);
    // Unchecked, nothing is hidden or marked, with the toggle on or off.
    for (const hideMayContain of [false, true]) {
      const all = run(menu, { allergens: [], hideMayContain });
      expect(all[0]!.items.map((i) => [i.item.name, i.mayContain])).toEqual(menu[0]!.items.map((i) => [i.name, []]));
    }
  });

  it('several checked: an item containing any one is hidden; the marks list the checked ones it may contain', () => {
    const menu = [
      {
        category: 'Desserts',
        items: [
          item('brownie', { contains: ['Eggs', 'Milk'], may_contain: ['Tree Nuts'] }),
          item('sorbet', { may_contain: ['Milk', 'Peanuts', 'Sesame'] }),
          item('fruit', {}),
        ],
      },
    ];
    const shown = run(menu, { allergens: ['Peanuts', 'Milk'] });
    expect(names(shown)).toEqual([['Desserts', ['sorbet', 'fruit']]]);
    expect(shown[0]!.items[0]!.mayContain).toEqual(['Peanuts', 'Milk']);
    expect(names(run(menu, { allergens: ['Tree Nuts'] }))).toEqual([['Desserts', ['brownie', 'sorbet', 'fruit']]]);
  });
});

describe('a dietary option, for each', () => {
  const menu = [
    {
      category: 'Menu',
      items: [item('vegan', { dietary: ['Vegan', 'Vegetarian'] }), item('vegetarian', { dietary: ['Vegetarian'] }), item('meat'), item('vegan only', { dietary: ['Vegan'] })],
    },
  ];
  it.each(DIETARY_OPTIONS)('%s checked hides the items lacking it', (option) => {
    expect(names(run(menu, { dietary: [option] }))).toEqual([['Menu', menu[0]!.items.filter((i) => i.dietary.includes(option)).map((i) => i.name)]]);
  });
  it('both checked keeps only the items with both', () => {
    expect(names(run(menu, { dietary: ['Vegan', 'Vegetarian'] }))).toEqual([['Menu', ['vegan']]]);
  });
  it('allergens and a dietary option together: both rules hold', () => {
    const both = [{ category: 'Menu', items: [item('vegan with soy', { dietary: ['Vegan'], contains: ['Soybeans'] }), item('vegan', { dietary: ['Vegan'] }), item('meat')] }];
    expect(names(run(both, { dietary: ['Vegan'], allergens: ['Soybeans'] }))).toEqual([['Menu', ['vegan']]]);
  });
});

describe('categories and search', () => {
  const menu = [
    { category: 'Starters', items: [item('Halloumi Fries', { description: 'With <strong>chilli</strong> jam &amp; mint', contains: ['Milk'] }), item('Nachos', { contains: ['Milk'] })] },
    { category: 'Burgers', items: [item('Classic Burger', { description: 'Beef, cheese, <em>pickles</em>', contains: ['Milk', 'Cereals containing Gluten'] }), item('Vegan Burger', { description: 'Plant patty', dietary: ['Vegan'] })] },
    { category: 'Empty', items: [] },
  ];
  it('a category with no visible item is not shown, nor one that was empty', () => {
    expect(names(run(menu, {}))).toEqual([
      ['Starters', ['Halloumi Fries', 'Nachos']],
      ['Burgers', ['Classic Burger', 'Vegan Burger']],
    ]);
    expect(names(run(menu, { allergens: ['Milk'] }))).toEqual([['Burgers', ['Vegan Burger']]]);
  });
  it('finds by name or by the description’s text, case aside, and trims the search', () => {
    expect(names(run(menu, { search: 'BURGER' }))).toEqual([['Burgers', ['Classic Burger', 'Vegan Burger']]]);
    expect(names(run(menu, { search: ' chilli jam & MINT ' }))).toEqual([['Starters', ['Halloumi Fries']]]);
    expect(names(run(menu, { search: 'pickles' }))).toEqual([['Burgers', ['Classic Burger']]]);
    // The markup is not text: a tag's name finds nothing.
    expect(names(run(menu, { search: 'strong' }))).toEqual([]);
    expect(names(run(menu, { search: 'plant', allergens: ['Milk'] as Allergen[] }))).toEqual([['Burgers', ['Vegan Burger']]]);
    expect(names(run(menu, { search: 'nothing like this' }))).toEqual([]);
  });
  it('keeps the order of categories and items, and returns the items themselves', () => {
    const shown = run(menu, {});
    expect(shown[0]!.items[0]!.item).toBe(menu[0]!.items[0]);
  });
});

describe('shown text', () => {
  it('reads the text of markup', () => {
    expect(textOf('<p>Fish &amp; chips,<br>mushy&nbsp;peas</p>')).toBe('Fish & chips, mushy peas');
  });
  it('rounds positive calories with kcal, and shows none otherwise', () => {
    expect(formatCalories(512.4)).toBe('512 kcal');
    expect(formatCalories(512.5)).toBe('513 kcal');
    expect(formatCalories(0)).toBeNull();
    expect(formatCalories(-3)).toBeNull();
    expect(formatCalories(null)).toBeNull();
  });
});
