/**
 * Demo party menu documents (issue 16): Christmas and birthday party menus, food and drinks, at every bar
 * but the central team's, from a month before the seed to a year after it. The rows are written here; each
 * file is made from the menu below with the same PDF library as the allergen menus, the first time it is
 * asked for (services/menus/party-menus.ts), and then kept in the document store like an uploaded one.
 */
import type { PdfMenu } from '../../documents/menu-pdf.ts';
import { demo } from '../demo-ids.ts';
import type { Queryable } from '../index.ts';
import { insertPartyMenuDocuments, partyMenuCategoryAndType } from '../repositories/party-menus.ts';

export const DEMO_PARTY_MENU_PREFIX = 'party-menus/demo/';

interface DemoPartyMenu {
  category: string;
  type: string;
  file: string;
  menu: Omit<PdfMenu, 'subtitle'>;
}

const item = (name: string, description: string, contains: string[], dietary: string[] = [], may_contain: string[] = []) => ({
  name,
  description,
  calories: null,
  contains,
  may_contain,
  dietary,
  ingredients: [],
});

export const DEMO_PARTY_MENUS: readonly DemoPartyMenu[] = [
  {
    category: 'Christmas Parties',
    type: 'Food',
    file: 'christmas-parties-food.pdf',
    menu: {
      title: 'Christmas Party Menu: Food',
      categories: [
        {
          category: 'Starters',
          items: [
            item('Spiced Parsnip Soup', 'With a warm bread roll', ['Celery', 'Cereals containing Gluten'], ['Vegan', 'Vegetarian']),
            item('Prawn Cocktail', 'Marie Rose sauce, gem lettuce', ['Crustaceans', 'Eggs', 'Mustard']),
          ],
        },
        {
          category: 'Mains',
          items: [
            item('Roast Turkey', 'Pigs in blankets, roast potatoes, sprouts and gravy', ['Celery', 'Cereals containing Gluten', 'Sulphur dioxide / sulphites']),
            item('Nut Roast', 'Chestnut and cranberry, with all the trimmings', ['Tree Nuts', 'Celery'], ['Vegan', 'Vegetarian']),
          ],
        },
        {
          category: 'Desserts',
          items: [item('Christmas Pudding', 'With brandy sauce', ['Milk', 'Eggs', 'Cereals containing Gluten', 'Sulphur dioxide / sulphites'], ['Vegetarian'], ['Tree Nuts'])],
        },
      ],
    },
  },
  {
    category: 'Christmas Parties',
    type: 'Drinks',
    file: 'christmas-parties-drinks.pdf',
    menu: {
      title: 'Christmas Party Menu: Drinks',
      categories: [
        {
          category: 'Packages',
          items: [
            item('Prosecco Reception', 'A glass of prosecco on arrival', ['Sulphur dioxide / sulphites'], ['Vegan', 'Vegetarian']),
            item('Mulled Wine', 'Warm spiced red wine', ['Sulphur dioxide / sulphites'], ['Vegan', 'Vegetarian']),
            item('Snowball Cocktail', 'Advocaat and lemonade', ['Eggs'], ['Vegetarian']),
          ],
        },
      ],
    },
  },
  {
    category: 'Birthday Parties',
    type: 'Buffet',
    file: 'birthday-parties-buffet.pdf',
    menu: {
      title: 'Birthday Party Menu: Buffet',
      categories: [
        {
          category: 'Buffet',
          items: [
            item('Loaded Nachos', 'Cheese sauce, salsa and jalapeños', ['Milk'], ['Vegetarian']),
            item('Chicken Wings', 'Buffalo or BBQ', ['Celery', 'Mustard']),
            item('Falafel Wraps', 'Hummus and pickled red onion', ['Sesame', 'Cereals containing Gluten'], ['Vegan', 'Vegetarian']),
          ],
        },
      ],
    },
  },
  {
    category: 'Birthday Parties',
    type: 'Drinks',
    file: 'birthday-parties-drinks.pdf',
    menu: {
      title: 'Birthday Party Menu: Drinks',
      categories: [
        {
          category: 'Packages',
          items: [
            item('Cocktail Pitchers', 'Pornstar Martini, Mojito or Woo Woo', ['Sulphur dioxide / sulphites'], ['Vegan', 'Vegetarian']),
            item('Bottle of Prosecco', '75 cl', ['Sulphur dioxide / sulphites'], ['Vegan', 'Vegetarian']),
          ],
        },
      ],
    },
  },
];

/** The demo menu a stored file was made from, by its key. */
export const demoPartyMenu = (key: string) => DEMO_PARTY_MENUS.find((m) => `${DEMO_PARTY_MENU_PREFIX}${m.file}` === key);

const day = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedPartyMenuDocuments(tx: Queryable, at: Date): Promise<void> {
  const bars = Object.values(demo.bars).filter((id) => id !== demo.centralBar);
  for (const menu of DEMO_PARTY_MENUS) {
    const { categoryId, typeId } = await partyMenuCategoryAndType(tx, menu.category, menu.type);
    await insertPartyMenuDocuments(
      tx,
      bars.map((bar_id) => ({ bar_id, category_id: categoryId, type_id: typeId, starts_on: day(at, -30), ends_on: day(at, 365), file_key: `${DEMO_PARTY_MENU_PREFIX}${menu.file}`, file_name: menu.file })),
      at,
    );
  }
}
