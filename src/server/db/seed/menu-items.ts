/** Demo menu items, and the lists of them that pre-order choices are filled from. */

interface ItemSeed {
  title: string;
  plu: string;
  premium?: number;
  selectable?: boolean;
  vegan?: boolean;
  vegetarian?: boolean;
  gluten?: boolean;
}

const VEGAN = { vegan: true, vegetarian: true } as const;
const VEG = { vegetarian: true } as const;

/** Keyed so that choices below name their items; ids follow this order. */
const ITEMS = {
  // Brunch dishes
  fullEnglish: { title: 'Full English Brunch', plu: '10101', gluten: true },
  veggieEnglish: { title: 'Veggie Full English', plu: '10102', ...VEG, gluten: true },
  avocadoSmash: { title: 'Smashed Avocado on Sourdough', plu: '10103', ...VEGAN, gluten: true },
  chickenWaffles: { title: 'Buttermilk Chicken & Waffles', plu: '10104', gluten: true },
  pancakes: { title: 'Pancake Stack with Streaky Bacon & Maple', plu: '10105', gluten: true },
  eggsRoyale: { title: 'Eggs Royale', plu: '10106', premium: 200, gluten: true },
  huevos: { title: 'Huevos Rancheros', plu: '10107', ...VEG },
  // Bottomless drinks
  prosecco: { title: 'Prosecco', plu: '10201', ...VEGAN },
  mimosa: { title: 'Mimosa', plu: '10202', ...VEGAN },
  aperolSpritz: { title: 'Aperol Spritz', plu: '10203', ...VEGAN },
  lager: { title: 'Draught Lager', plu: '10204', ...VEGAN, gluten: true },
  bloodyMary: { title: 'Bloody Mary', plu: '10205' },
  // Cocktails
  pornstar: { title: 'Pornstar Martini', plu: '10301', ...VEG },
  mojito: { title: 'Classic Mojito', plu: '10302', ...VEGAN },
  passionMojito: { title: 'Passion Fruit Mojito', plu: '10303', ...VEGAN },
  daiquiri: { title: 'Strawberry Daiquiri', plu: '10304', ...VEGAN },
  espressoMartini: { title: 'Espresso Martini', plu: '10305', premium: 150, ...VEGAN },
  cubaLibre: { title: 'Cuba Libre', plu: '10306', ...VEGAN },
  woowoo: { title: 'Woo Woo', plu: '10307', ...VEGAN },
  zombie: { title: 'Zombie', plu: '10308', premium: 200, ...VEGAN },
  cosmopolitan: { title: 'Cosmopolitan', plu: '10309', ...VEGAN },
  // Flavoured vodka shots
  toffeeShot: { title: 'Toffee Vodka Shot', plu: '10401', ...VEG },
  raspberryShot: { title: 'Raspberry Vodka Shot', plu: '10402', ...VEGAN },
  bubblegumShot: { title: 'Bubblegum Vodka Shot', plu: '10403', ...VEGAN },
  chocolateShot: { title: 'Chocolate Fudge Vodka Shot', plu: '10404', ...VEG },
  passionShot: { title: 'Passion Fruit Vodka Shot', plu: '10405', ...VEGAN },
  // Pitchers
  woowooPitcher: { title: 'Woo Woo Pitcher', plu: '10501', ...VEGAN },
  pornstarPitcher: { title: 'Pornstar Martini Pitcher', plu: '10502', premium: 300, ...VEG },
  daiquiriPitcher: { title: 'Strawberry Daiquiri Pitcher', plu: '10503', ...VEGAN },
  mojitoPitcher: { title: 'Classic Mojito Pitcher', plu: '10504', ...VEGAN },
  passionMojitoPitcher: { title: 'Passion Fruit Mojito Pitcher', plu: '10505', ...VEGAN },
  strawberryMojitoPitcher: { title: 'Strawberry Mojito Pitcher', plu: '10506', ...VEGAN },
  cosmoPitcher: { title: 'Cosmopolitan Pitcher', plu: '10507', ...VEGAN },
  // Christmas
  soup: { title: 'Roasted Tomato & Red Pepper Soup', plu: '10601', ...VEGAN, gluten: true },
  pate: { title: 'Chicken Liver Pâté with Toasted Brioche', plu: '10602', gluten: true },
  prawnCocktail: { title: 'Prawn Cocktail', plu: '10603' },
  turkey: { title: 'Roast Turkey with All the Trimmings', plu: '10604', gluten: true },
  brisket: { title: 'Slow-Braised Beef Brisket', plu: '10605', premium: 300 },
  nutRoast: { title: 'Nut Roast Wellington', plu: '10606', ...VEGAN, gluten: true },
  salmon: { title: 'Salmon with a Herb Crust', plu: '10607', gluten: true },
  christmasPudding: { title: 'Christmas Pudding with Brandy Sauce', plu: '10608', ...VEG, gluten: true },
  brownie: { title: 'Chocolate Brownie with Vanilla Ice Cream', plu: '10609', ...VEG, gluten: true },
  veganTart: { title: 'Salted Caramel Tart', plu: '10610', ...VEGAN, gluten: true },
  cheeseboard: { title: 'British Cheeseboard', plu: '10611', premium: 250, ...VEG, gluten: true },
  // Cuban tapas
  ropaVieja: { title: 'Ropa Vieja', plu: '10701' },
  croquetas: { title: 'Mojo Pork Croquetas', plu: '10702', gluten: true },
  bravas: { title: 'Patatas Bravas', plu: '10703', ...VEGAN },
  chorizo: { title: 'Chorizo in Cider', plu: '10704' },
  halloumiHoney: { title: 'Halloumi with Hot Honey', plu: '10705', ...VEG },
  cubanWings: { title: 'Blackened Chicken Wings', plu: '10706' },
  plantain: { title: 'Fried Sweet Plantain', plu: '10707', ...VEGAN },
  cubano: { title: 'Cubano Sandwich', plu: '10708', gluten: true },
  // Burgers and mains
  cheeseburger: { title: 'Classic Cheeseburger', plu: '10801', gluten: true },
  chickenBurger: { title: 'Buttermilk Chicken Burger', plu: '10802', gluten: true },
  veganBurger: { title: 'Vegan Smash Burger', plu: '10803', ...VEGAN, gluten: true },
  halloumiBurger: { title: 'Halloumi Burger', plu: '10804', ...VEG, gluten: true },
  macCheese: { title: 'Mac & Cheese', plu: '10805', ...VEG, gluten: true },
  // Sharers
  nachos: { title: 'Loaded Nachos', plu: '10901', ...VEG },
  sliders: { title: 'Pulled Pork Sliders', plu: '10902', gluten: true },
  halloumiFries: { title: 'Halloumi Fries', plu: '10903', ...VEG },
  dirtyFries: { title: 'Vegan Dirty Fries', plu: '10904', ...VEGAN },
  buffaloWings: { title: 'Buffalo Chicken Wings', plu: '10905' },
  // Bespoke products: kept off every menu
  celebrationCake: {
    title: 'Bespoke Celebration Cake', plu: '19901', selectable: false,
    ...VEG,
    gluten: true,
  },
} satisfies Record<string, ItemSeed>;

export type ItemKey = keyof typeof ITEMS;

const itemKeys = Object.keys(ITEMS) as ItemKey[];
export const itemId = (key: ItemKey) => itemKeys.indexOf(key) + 1;

export const menuItemRows = itemKeys.map((key, i) => {
  const item: ItemSeed = ITEMS[key];
  return {
    id: i + 1, title: item.title, plu: item.plu, premium: item.premium ?? 0,
    selectable: item.selectable ?? true, vegan: item.vegan ?? false, vegetarian: item.vegetarian ?? false,
    contains_gluten: item.gluten ?? false,
  };
});

// Item lists that choices are filled from.
export const BRUNCH_DISHES: ItemKey[] = [
  'fullEnglish',
  'veggieEnglish',
  'avocadoSmash',
  'chickenWaffles',
  'pancakes',
  'eggsRoyale',
  'huevos',
];
export const BOTTOMLESS: ItemKey[] = ['prosecco', 'mimosa', 'aperolSpritz', 'lager', 'bloodyMary'];
export const COCKTAILS: ItemKey[] = [
  'pornstar',
  'mojito',
  'passionMojito',
  'daiquiri',
  'espressoMartini',
  'cubaLibre',
  'woowoo',
  'zombie',
  'cosmopolitan',
];
export const MOJITOS: ItemKey[] = ['mojito', 'passionMojito', 'cubaLibre', 'daiquiri'];
export const ARRIVAL_DRINKS: ItemKey[] = ['prosecco', 'pornstar', 'mojito', 'espressoMartini'];
export const VODKA_SHOTS: ItemKey[] = [
  'toffeeShot',
  'raspberryShot',
  'bubblegumShot',
  'chocolateShot',
  'passionShot',
];
export const REVS_PITCHERS: ItemKey[] = ['woowooPitcher', 'pornstarPitcher', 'daiquiriPitcher'];
export const CUBA_PITCHERS: ItemKey[] = ['mojitoPitcher', 'passionMojitoPitcher', 'strawberryMojitoPitcher'];
export const PLAYHOUSE_PITCHERS: ItemKey[] = ['pornstarPitcher', 'cosmoPitcher', 'daiquiriPitcher'];
export const STARTERS: ItemKey[] = ['soup', 'pate', 'prawnCocktail'];
export const CHRISTMAS_MAINS: ItemKey[] = ['turkey', 'brisket', 'nutRoast', 'salmon'];
export const DESSERTS: ItemKey[] = ['christmasPudding', 'brownie', 'veganTart', 'cheeseboard'];
export const TAPAS: ItemKey[] = [
  'ropaVieja',
  'croquetas',
  'bravas',
  'chorizo',
  'halloumiHoney',
  'cubanWings',
  'plantain',
  'cubano',
];
export const BURGERS: ItemKey[] = ['cheeseburger', 'chickenBurger', 'veganBurger', 'halloumiBurger', 'macCheese'];
export const SHARERS: ItemKey[] = ['nachos', 'sliders', 'halloumiFries', 'dirtyFries', 'buffaloWings'];
export const VEGAN_MAINS: ItemKey[] = ['veganBurger', 'dirtyFries', 'bravas', 'plantain'];
export const PARTY_DESSERTS: ItemKey[] = ['brownie', 'veganTart'];
