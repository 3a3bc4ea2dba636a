/**
 * Demo allergen menus (issue 16): each brand's food, drinks and party food menus at every one of its bars
 * (not the central reservations team's, which serves no one), with realistic dishes, calories, allergens
 * and ingredients; Revolution Manchester also has a brunch menu, and Playhouse Nottingham a festive menu
 * that has no items yet (the allergen page's empty-menu message).
 */
import type { Allergen, Dietary, MenuType } from '../../../engine/menus/allergens.ts';
import { demo } from '../demo-ids.ts';
import type { Queryable } from '../index.ts';
import { replaceMenus, type MenuCategoryRows, type MenuEntryRow, type MenuIngredientRow } from '../repositories/menus.ts';

const { bars: B, brands } = demo;

const A = {
  celery: 'Celery',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  gluten: 'Cereals containing Gluten',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soy: 'Soybeans',
  sulphites: 'Sulphur dioxide / sulphites',
  nuts: 'Tree Nuts',
} as const satisfies Record<string, Allergen>;
type Key = keyof typeof A;

const VEGAN: Dietary[] = ['Vegan', 'Vegetarian'];
const VEG: Dietary[] = ['Vegetarian'];

const allergens = (keys: string) => (keys ? keys.split(' ').map((k) => A[k as Key]) : []);

/** An ingredient as "name: contains | may contain", allergens by their keys above. */
function ingredient(text: string): MenuIngredientRow {
  const [name, rest = ''] = text.split(':');
  const [contains = '', may = ''] = rest.split('|').map((s) => s.trim());
  return { name: name!.trim(), contains: allergens(contains), may_contain: allergens(may) };
}

/** An item: its allergens are those of its ingredients, so the two never disagree. */
function item(name: string, description: string, calories: number | null, dietary: Dietary[], ingredients: string[], extraMay = ''): MenuEntryRow {
  const parts = ingredients.map(ingredient);
  const contains = [...new Set(parts.flatMap((p) => p.contains))];
  const may = [...new Set([...parts.flatMap((p) => p.may_contain), ...allergens(extraMay)])].filter((a) => !contains.includes(a));
  const order = (list: string[]) => Object.values(A).filter((a) => list.includes(a));
  return { name, description, calories, contains: order(contains), may_contain: order(may), dietary, ingredients: parts };
}

/**
 * An item as kitchen systems often send one: the dish's own list leaves out what only an ingredient
 * carries. The demo keeps one so that every reader is seen to count ingredients (issue 27).
 */
function withoutOwn(entry: MenuEntryRow, keys: string): MenuEntryRow {
  const left: readonly string[] = allergens(keys);
  return { ...entry, contains: entry.contains.filter((a) => !left.includes(a)), may_contain: entry.may_contain.filter((a) => !left.includes(a)) };
}

const FRYER = 'gluten crustaceans fish'; // shared fryer oil

const revolutionFood: MenuCategoryRows[] = [
  {
    category: 'Small Plates',
    items: [
      item('Halloumi Fries', 'Crispy halloumi with <strong>sweet chilli</strong> dip and pomegranate', 486.4, VEG, ['Halloumi: milk', 'Seasoned flour: gluten', 'Sweet chilli sauce: | sesame'], FRYER),
      item('Loaded Nachos', 'Tortilla chips, cheese sauce, jalapeños, salsa &amp; sour cream', 912, VEG, ['Tortilla chips:', 'Cheese sauce: milk mustard', 'Sour cream: milk', 'Tomato salsa: celery']),
      item('Buffalo Wings', 'Six wings tossed in buffalo sauce, blue cheese dip', 640.2, [], ['Chicken wings:', 'Buffalo sauce: milk celery', 'Blue cheese dip: milk eggs mustard']),
      item('Salt & Pepper Squid', 'With garlic mayo and lime', 420, [], ['Squid: molluscs', 'Seasoned flour: gluten', 'Garlic mayonnaise: eggs mustard'], FRYER),
      item('Vegan Bao Buns', 'Hoisin jackfruit, pickled cucumber, sesame', 398, VEGAN, ['Bao buns: gluten soy', 'Hoisin jackfruit: soy sesame gluten', 'Pickled cucumber: sulphites']),
    ],
  },
  {
    category: 'Burgers',
    items: [
      item('Classic Cheeseburger', 'Beef patty, American cheese, pickles, burger sauce, brioche bun', 1045, [], ['Brioche bun: gluten eggs milk | sesame', 'Beef patty:', 'American cheese: milk', 'Burger sauce: eggs mustard', 'Pickles: sulphites mustard']),
      item('Buttermilk Chicken Burger', 'Fried chicken thigh, slaw, sriracha mayo', 1120.6, [], ['Brioche bun: gluten eggs milk | sesame', 'Buttermilk chicken: milk gluten', 'Slaw: eggs mustard', 'Sriracha mayo: eggs']),
      item('Plant Burger', 'Plant-based patty, vegan cheese, tomato relish', 860, VEGAN, ['Vegan bun: gluten | sesame', 'Plant patty: soy gluten', 'Vegan cheese:', 'Tomato relish: celery mustard']),
    ],
  },
  {
    category: 'Mains',
    items: [
      item('Beer-Battered Fish & Chips', 'Cod, chunky chips, mushy peas, tartare sauce', 1210, [], ['Cod: fish', 'Beer batter: gluten', 'Tartare sauce: eggs mustard sulphites'], FRYER),
      item('Chicken Caesar Salad', 'Chargrilled chicken, cos lettuce, parmesan, croutons, anchovy dressing', 640, [], ['Chicken:', 'Caesar dressing: eggs fish milk mustard', 'Croutons: gluten', 'Parmesan: milk']),
      item('Mac & Cheese', 'Three-cheese sauce, crispy onions, garlic bread', 980, VEG, ['Macaroni: gluten eggs', 'Cheese sauce: milk mustard', 'Garlic bread: gluten milk']),
      item('Thai Green Curry', 'Vegetables, jasmine rice, coriander', 702, VEGAN, ['Curry paste: celery | peanuts', 'Coconut milk:', 'Jasmine rice:'], 'nuts'),
    ],
  },
  {
    category: 'Sides',
    items: [
      item('Skin-On Fries', 'Sea salt', 380, VEGAN, ['Potatoes:'], FRYER),
      item('Sweet Potato Fries', 'With chipotle mayo', 420, VEG, ['Sweet potato:', 'Chipotle mayo: eggs']),
      item('Onion Rings', 'Beer-battered', 350, VEGAN, ['Onion:', 'Beer batter: gluten'], FRYER),
    ],
  },
  {
    category: 'Desserts',
    items: [
      item('Chocolate Brownie', 'Warm brownie, vanilla ice cream, chocolate sauce', 690, VEG, ['Brownie: eggs gluten milk soy | nuts', 'Vanilla ice cream: milk eggs']),
      // Its milk is in the caramel dip alone.
      withoutOwn(item('Churros', 'Cinnamon sugar, salted caramel dip', 540.5, VEG, ['Churros: gluten', 'Salted caramel: milk']), 'milk'),
      item('Lemon Sorbet', 'Two scoops', 210, VEGAN, ['Lemon sorbet: | milk']),
    ],
  },
];

const revolutionDrinks: MenuCategoryRows[] = [
  {
    category: 'Cocktails',
    items: [
      item('Pornstar Martini', 'Vanilla vodka, passion fruit, with a shot of prosecco', 225, VEGAN, ['Vanilla vodka:', 'Passion fruit purée:', 'Prosecco: sulphites']),
      item('Espresso Martini', 'Vodka, coffee liqueur, fresh espresso', 230, VEGAN, ['Vodka:', 'Coffee liqueur:', 'Espresso:']),
      item('Amaretto Sour', 'Amaretto, lemon, egg white', 198, VEG, ['Amaretto: | nuts', 'Egg white: eggs', 'Lemon juice:']),
      item('Woo Woo', 'Vodka, peach schnapps, cranberry', 190, VEGAN, ['Vodka:', 'Peach schnapps:', 'Cranberry juice:']),
    ],
  },
  {
    category: 'Flavoured Vodka',
    items: [
      item('Raspberry Ripple Shot', 'Raspberry vodka, cream liqueur', 110, VEG, ['Raspberry vodka:', 'Cream liqueur: milk']),
      item('Toffee Apple Shot', 'Toffee vodka, apple', 95, VEGAN, ['Toffee vodka: | milk', 'Apple juice:']),
    ],
  },
  {
    category: 'Beer & Cider',
    items: [
      item('Draught Lager', 'Pint', 215, VEGAN, ['Lager: gluten']),
      item('Craft IPA', 'Pint', 260, VEGAN, ['IPA: gluten']),
      item('Apple Cider', 'Pint', 230, VEGAN, ['Cider: sulphites']),
    ],
  },
  {
    category: 'Soft Drinks',
    items: [item('Cola', '330 ml', 139, VEGAN, ['Cola:']), item('Virgin Mojito', 'Lime, mint, soda', 96, VEGAN, ['Lime:', 'Mint:'])],
  },
];

const partyFood: MenuCategoryRows[] = [
  {
    category: 'Party Platters',
    items: [
      item('Sliders Platter', 'Twelve mini cheeseburgers', 2400, [], ['Mini buns: gluten eggs milk | sesame', 'Beef patties:', 'Cheese: milk', 'Burger sauce: eggs mustard']),
      item('Wings Platter', 'Twenty buffalo and BBQ wings', 2600, [], ['Chicken wings:', 'Buffalo sauce: milk celery', 'BBQ sauce: mustard sulphites']),
      item('Veggie Platter', 'Halloumi fries, falafel, houmous, flatbreads', 2100, VEG, ['Halloumi: milk', 'Falafel: sesame | gluten', 'Houmous: sesame', 'Flatbreads: gluten']),
      item('Vegan Platter', 'Bao buns, sweet potato fries, guacamole', 1900, VEGAN, ['Bao buns: gluten soy', 'Sweet potato:', 'Guacamole:'], FRYER),
    ],
  },
  {
    category: 'Sweet',
    items: [item('Celebration Cake', 'Chocolate sponge, serves twelve', 4200, VEG, ['Chocolate sponge: eggs gluten milk soy | nuts peanuts'])],
  },
];

const brunch: MenuCategoryRows[] = [
  {
    category: 'Brunch',
    items: [
      item('Full English', 'Bacon, sausage, egg, beans, mushrooms, toast', 1080, [], ['Sausage: gluten sulphites', 'Fried egg: eggs', 'Toast: gluten | sesame', 'Baked beans:', 'Butter: milk']),
      item('Smashed Avocado', 'Sourdough, chilli, lime, seeds', 520, VEGAN, ['Sourdough: gluten', 'Avocado:', 'Seeds: sesame']),
      item('Eggs Royale', 'Smoked salmon, poached eggs, hollandaise, muffin', 690, [], ['Muffin: gluten milk', 'Smoked salmon: fish', 'Poached eggs: eggs', 'Hollandaise: eggs milk']),
      item('Pancake Stack', 'Streaky bacon, maple syrup', 780, [], ['Pancakes: gluten eggs milk', 'Bacon:', 'Maple syrup:']),
    ],
  },
];

const cubaFood: MenuCategoryRows[] = [
  {
    category: 'Tapas',
    items: [
      item('Patatas Bravas', 'Spiced tomato sauce, aioli', 390, VEG, ['Potatoes:', 'Bravas sauce: celery', 'Aioli: eggs']),
      item('Chorizo al Vino', 'Cooking chorizo in red wine', 420, [], ['Chorizo: sulphites', 'Red wine: sulphites']),
      item('Gambas al Ajillo', 'King prawns, garlic, chilli, bread', 360, [], ['King prawns: crustaceans', 'Garlic oil:', 'Bread: gluten']),
      item('Calamari', 'Lemon aioli', 410, [], ['Squid: molluscs', 'Flour: gluten', 'Aioli: eggs'], FRYER),
      item('Croquetas de Jamón', 'Serrano ham croquettes', 380, [], ['Croquetas: gluten milk eggs', 'Serrano ham:']),
      item('Padrón Peppers', 'Sea salt', 120, VEGAN, ['Padrón peppers:']),
      item('Empanadas de Verduras', 'Spiced vegetable pastries, mojo verde', 440, VEGAN, ['Pastry: gluten', 'Vegetables: celery', 'Mojo verde:']),
    ],
  },
  {
    category: 'Mains',
    items: [
      item('Ropa Vieja', 'Slow-cooked shredded beef, rice, black beans', 820, [], ['Beef:', 'Sofrito: celery', 'Rice:', 'Black beans:']),
      item('Cuban Sandwich', 'Roast pork, ham, Swiss cheese, pickles, mustard', 760, [], ['Cuban bread: gluten', 'Pork:', 'Swiss cheese: milk', 'Mustard: mustard', 'Pickles: sulphites']),
      item('Paella de Marisco', 'Mussels, prawns, squid, saffron rice', 690, [], ['Mussels: molluscs', 'Prawns: crustaceans', 'Squid: molluscs', 'Fish stock: fish celery']),
    ],
  },
  {
    category: 'Postres',
    items: [
      item('Churros con Chocolate', 'Dark chocolate dip', 580, VEG, ['Churros: gluten', 'Chocolate sauce: milk soy']),
      item('Crema Catalana', 'Burnt orange custard', 430, VEG, ['Custard: milk eggs']),
    ],
  },
];

const cubaDrinks: MenuCategoryRows[] = [
  {
    category: 'Mojitos',
    items: [
      item('Classic Mojito', 'White rum, lime, mint, sugar, soda', 168, VEGAN, ['White rum:', 'Lime:', 'Mint:']),
      item('Passion Fruit Mojito', 'With passion fruit purée', 182, VEGAN, ['White rum:', 'Passion fruit purée:']),
    ],
  },
  {
    category: 'Rum',
    items: [
      item('Cuba Libre', 'Golden rum, cola, lime', 180, VEGAN, ['Golden rum:', 'Cola:']),
      item('Piña Colada', 'Rum, pineapple, coconut cream', 320, VEGAN, ['Rum:', 'Pineapple:', 'Coconut cream:']),
      item('Daiquiri', 'Rum, lime, sugar', 160, VEGAN, ['Rum:', 'Lime:']),
    ],
  },
  {
    category: 'Wine & Cava',
    items: [item('Cava Brut', '125 ml', 95, VEGAN, ['Cava: sulphites']), item('House Red', '175 ml', 150, VEG, ['Red wine: sulphites | milk eggs'])],
  },
];

const playhouseFood: MenuCategoryRows[] = [
  {
    category: 'Sharers',
    items: [
      item('Dirty Fries', 'Cheese sauce, crispy bacon, spring onion', 880, [], ['Fries:', 'Cheese sauce: milk mustard', 'Bacon:'], FRYER),
      item('Mezze Board', 'Houmous, falafel, olives, flatbread', 760, VEGAN, ['Houmous: sesame', 'Falafel: sesame | gluten', 'Flatbread: gluten', 'Olives: sulphites']),
      item('Popcorn Chicken', 'Sriracha mayo', 620, [], ['Chicken:', 'Coating: gluten milk', 'Sriracha mayo: eggs'], FRYER),
    ],
  },
  {
    category: 'Pizza',
    items: [
      item('Margherita', 'Tomato, mozzarella, basil', 860, VEG, ['Pizza dough: gluten', 'Tomato sauce:', 'Mozzarella: milk']),
      item('Pepperoni', 'Tomato, mozzarella, pepperoni, hot honey', 980, [], ['Pizza dough: gluten', 'Mozzarella: milk', 'Pepperoni: sulphites mustard']),
      item('Vegan Garden', 'Roast vegetables, vegan cheese, pesto', 790, VEGAN, ['Pizza dough: gluten', 'Vegan cheese:', 'Vegan pesto: nuts']),
    ],
  },
  {
    category: 'Sweet Things',
    items: [item('Cookie Dough Skillet', 'Warm cookie dough, ice cream', 910, VEG, ['Cookie dough: gluten eggs milk soy | nuts peanuts', 'Ice cream: milk'])],
  },
];

const playhouseDrinks: MenuCategoryRows[] = [
  {
    category: 'Cocktails',
    items: [
      item('Showstopper', 'Gin, elderflower, prosecco', 190, VEGAN, ['Gin:', 'Elderflower:', 'Prosecco: sulphites']),
      item('Spotlight Sour', 'Bourbon, lemon, egg white, bitters', 205, VEG, ['Bourbon:', 'Egg white: eggs', 'Bitters: | gluten']),
      item('Cherry Bakewell', 'Amaretto, cherry, vanilla', 240, VEGAN, ['Amaretto: | nuts', 'Cherry liqueur:']),
    ],
  },
  {
    category: 'Beers',
    items: [item('Pale Ale', 'Pint', 240, VEGAN, ['Pale ale: gluten']), item('Gluten-Free Lager', '330 ml bottle', 140, VEGAN, ['Gluten-free lager:'])],
  },
];

interface MenuSeed {
  type: MenuType;
  name: string;
  categories: MenuCategoryRows[];
}

const BRAND_MENUS: Record<number, MenuSeed[]> = {
  [brands.revolution]: [
    { type: 'food', name: 'Food', categories: revolutionFood },
    { type: 'drink', name: 'Drinks', categories: revolutionDrinks },
    { type: 'party', name: 'Party Food', categories: partyFood },
  ],
  [brands.decuba]: [
    { type: 'food', name: 'Food', categories: cubaFood },
    { type: 'drink', name: 'Cocktails & Rum', categories: cubaDrinks },
    { type: 'party', name: 'Party Food', categories: partyFood },
  ],
  [brands.playhouse]: [
    { type: 'food', name: 'Food', categories: playhouseFood },
    { type: 'drink', name: 'Drinks', categories: playhouseDrinks },
    { type: 'party', name: 'Party Food', categories: partyFood },
  ],
};

const EXTRA: Record<number, MenuSeed[]> = {
  [B.revolutionManchester]: [{ type: 'food', name: 'Brunch', categories: brunch }],
  [B.playhouseNottingham]: [{ type: 'food', name: 'Festive Menu', categories: [] }],
};

export async function seedAllergenMenus(tx: Queryable, bars: readonly { id: number; brand_id: number; central_bar?: boolean }[], at: Date): Promise<void> {
  const menus = bars
    .filter((bar) => !bar.central_bar)
    .flatMap((bar) => [...(BRAND_MENUS[bar.brand_id] ?? []), ...(EXTRA[bar.id] ?? [])].map((menu) => ({ bar_id: bar.id, ...menu })));
  await replaceMenus(tx, menus, at);
}
