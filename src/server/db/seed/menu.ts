/** Demo pre-order options (packages and extras) as the rows of their tables, in order. */
import { demo } from '../demo-ids.ts';
import {
  ARRIVAL_DRINKS,
  BOTTOMLESS,
  BRUNCH_DISHES,
  BURGERS,
  CHRISTMAS_MAINS,
  COCKTAILS,
  CUBA_PITCHERS,
  DESSERTS,
  MOJITOS,
  PARTY_DESSERTS,
  PLAYHOUSE_PITCHERS,
  REVS_PITCHERS,
  SHARERS,
  STARTERS,
  TAPAS,
  VEGAN_MAINS,
  VODKA_SHOTS,
  itemId,
  type ItemKey,
} from './menu-items.ts';

export { menuItemRows } from './menu-items.ts';

const { options: O, types: T } = demo;

type ChoiceSeed = [name: string, itemCount: number, items: ItemKey[]];

interface VariationSeed {
  name: string;
  description: string;
  /** Pence: per person, or per booking when the option is priced per booking. */
  price: number;
  choices?: ChoiceSeed[];
  colours?: [background: string, text: string];
}

interface OptionSeed {
  id: number;
  name: string;
  displayType: 'package' | 'custom';
  perBooking: boolean;
  mixMatch?: boolean;
  types: number[];
  variations: VariationSeed[];
}

const OPTIONS: OptionSeed[] = [
  // Packages: brunch, Christmas, the Cuban feasts, shots and party food.
  {
    id: O.brunch, name: 'Bottomless Brunch', displayType: 'package', perBooking: false, types: [T.brunch],
    variations: [
      {
        name: 'Bottomless Brunch',
        description: 'A brunch dish and 90 minutes of bottomless prosecco, mimosas, Aperol spritz or lager.',
        price: 3500, choices: [['Brunch Dish', 1, BRUNCH_DISHES], ['Bottomless Drink', 1, BOTTOMLESS]],
      },
      {
        name: 'Bottomless Cocktail Brunch',
        description: 'A brunch dish and 90 minutes of bottomless cocktails. Choose your first two.',
        price: 4200, choices: [['Brunch Dish', 1, BRUNCH_DISHES], ['Cocktail', 2, COCKTAILS]],
      },
      {
        name: 'Brunch & a Cocktail', description: 'Not feeling bottomless? A brunch dish and one cocktail.',
        price: 2200, choices: [['Brunch Dish', 1, BRUNCH_DISHES], ['Cocktail', 1, COCKTAILS]],
      },
    ],
  },
  {
    id: O.christmasMenu, name: 'Christmas Party Menu', displayType: 'package', perBooking: false,
    types: [T.christmasParty],
    variations: [
      {
        name: 'Festive Two Courses', description: 'A starter and a main from our festive menu.', price: 2900,
        choices: [['Starter', 1, STARTERS], ['Main', 1, CHRISTMAS_MAINS]], colours: ['#0b3d2e', '#ffffff'],
      },
      {
        name: 'Festive Three Courses',
        description: 'Three courses from our festive menu, with crackers on the table.', price: 3500,
        choices: [['Starter', 1, STARTERS], ['Main', 1, CHRISTMAS_MAINS], ['Dessert', 1, DESSERTS]],
        colours: ['#0b3d2e', '#ffffff'],
      },
      {
        name: 'Festive Feast & Fizz', description: 'Three festive courses and a drink on arrival.',
        price: 4500,
        choices: [
          ['Starter', 1, STARTERS],
          ['Main', 1, CHRISTMAS_MAINS],
          ['Dessert', 1, DESSERTS],
          ['Arrival Drink', 1, ARRIVAL_DRINKS],
        ],
        colours: ['#8b0000', '#ffffff'],
      },
    ],
  },
  {
    id: O.mostradorFeast, name: 'Mostrador Feast', displayType: 'package', perBooking: false,
    types: [T.christmasMostrador],
    variations: [
      {
        name: 'Cuban Sharing Feast', description: 'Three Cuban tapas each, served to share at the mostrador.',
        price: 3200, choices: [['Tapas', 3, TAPAS]],
      },
      {
        name: 'Feast & Mojito', description: 'Three Cuban tapas each and a mojito made with Havana rum.',
        price: 3900, choices: [['Tapas', 3, TAPAS], ['Mojito', 1, MOJITOS]],
      },
      {
        name: 'Havana Nights', description: 'Four Cuban tapas each and two mojitos.', price: 4800,
        choices: [['Tapas', 4, TAPAS], ['Mojito', 2, MOJITOS]],
      },
    ],
  },
  {
    id: O.vodkaPackages, name: 'Vodka & Shots Packages', displayType: 'package', perBooking: true,
    types: [T.vodkaParty, T.karaoke],
    variations: [
      {
        name: 'Shot Tray', description: '20 flavoured vodka shots, in two flavours of your choice.',
        price: 5000, choices: [['Flavour', 2, VODKA_SHOTS]],
      },
      {
        name: 'Woo Woo Pitcher Party', description: 'Four cocktail pitchers to share.', price: 8000,
        choices: [['Pitcher', 4, REVS_PITCHERS]],
      },
      {
        name: 'Prosecco Trio', description: 'Three bottles of prosecco on ice.', price: 7500,
      },
    ],
  },
  {
    id: O.partyFood, name: 'Party Food', displayType: 'package', perBooking: false, mixMatch: true,
    types: [T.birthdayParty, T.standingParty, T.vodkaParty, T.rumParty, T.cocktailParty],
    variations: [
      {
        name: 'Sharing Platters', description: 'Two sharers per person from our party menu.', price: 1200,
        choices: [['Sharer', 2, SHARERS]],
      },
      {
        name: 'Burger & Fries', description: 'A burger or main with fries for each guest.', price: 1500,
        choices: [['Main', 1, BURGERS]],
      },
      {
        name: 'Vegan Feast', description: 'A vegan main and a dessert.', price: 1400,
        choices: [['Main', 1, VEGAN_MAINS], ['Dessert', 1, PARTY_DESSERTS]],
      },
    ],
  },
  // Extras: bottles, party packages, masterclass food, drinks packages and celebration extras.
  {
    id: O.bottleService, name: 'Bottle Service', displayType: 'package', perBooking: true,
    types: [T.booth, T.vipBooth, T.nye, T.birthdayParty, T.standingParty],
    variations: [
      {
        name: 'Absolut Vodka & Mixers', description: 'A 70cl bottle with a jug of mixers and ice.',
        price: 11000,
      },
      {
        name: 'Havana Club 7 & Mixers', description: 'A 70cl bottle of aged Cuban rum, cola and limes.',
        price: 12000,
      },
      { name: 'Moët & Chandon Impérial', description: 'A 75cl bottle of champagne on ice.', price: 8500 },
    ],
  },
  {
    id: O.showtime, name: 'Showtime Party', displayType: 'package', perBooking: false,
    types: [T.cabaret, T.cocktailParty],
    variations: [
      {
        name: 'Curtain Up', description: 'A cocktail and a main before the show.', price: 2500,
        choices: [['Cocktail', 1, COCKTAILS], ['Main', 1, BURGERS]], colours: ['#2b0a3d', '#f5d76e'],
      },
      {
        name: 'Standing Ovation', description: 'Two cocktails and a main.', price: 3500,
        choices: [['Cocktail', 2, COCKTAILS], ['Main', 1, BURGERS]], colours: ['#2b0a3d', '#f5d76e'],
      },
      {
        name: 'Encore', description: 'Two cocktails, a main and a dessert for the interval.', price: 4500,
        choices: [['Cocktail', 2, COCKTAILS], ['Main', 1, BURGERS], ['Dessert', 1, PARTY_DESSERTS]],
        colours: ['#2b0a3d', '#f5d76e'],
      },
    ],
  },
  {
    id: O.masterclassFood, name: 'Masterclass Food', displayType: 'package', perBooking: true,
    types: [T.cocktailMasterclass, T.rumMasterclass, T.atTableMasterclass],
    variations: [
      {
        name: 'Sharing Platter for 4', description: 'Two sharers to soak up the cocktails.', price: 3200,
        choices: [['Sharer', 2, SHARERS]],
      },
      {
        name: 'Tapas Board for 6', description: 'Three tapas dishes for the table.', price: 4500,
        choices: [['Tapas', 3, TAPAS]],
      },
    ],
  },
  {
    id: O.rumPackages, name: 'Rum & Mojito Packages', displayType: 'package', perBooking: true,
    types: [T.rumParty],
    variations: [
      {
        name: 'Mojito Pitcher Party', description: 'Four mojito pitchers made with Havana rum.', price: 8400,
        choices: [['Pitcher', 4, CUBA_PITCHERS]],
      },
      {
        name: 'Havana Club 3 & Mixers', description: 'A 70cl bottle of Cuban rum with cola and limes.',
        price: 9500,
      },
      { name: 'Cuban Rum Shot Board', description: 'Twelve shots of spiced and golden rum.', price: 4200 },
    ],
  },
  {
    id: O.cocktailPackages, name: 'Cocktail Party Packages', displayType: 'package', perBooking: true,
    types: [T.cocktailParty, T.cabaret],
    variations: [
      {
        name: 'Cocktail Pitcher Party', description: 'Four showstopping cocktail pitchers to share.',
        price: 8400, choices: [['Pitcher', 4, PLAYHOUSE_PITCHERS]],
      },
      { name: 'Prosecco Trio', description: 'Three bottles of prosecco on ice.', price: 7500 },
      {
        name: 'Champagne & Sparklers', description: 'A bottle of champagne, served with sparklers.',
        price: 9500,
      },
    ],
  },
  {
    id: O.celebrationExtras, name: 'Celebration Extras', displayType: 'custom', perBooking: true,
    types: [
      T.table,
      T.brunch,
      T.birthdayParty,
      T.vodkaParty,
      T.rumParty,
      T.cocktailParty,
      T.booth,
      T.vipBooth,
      T.christmasParty,
      T.cabaret,
    ],
    variations: [
      { name: 'Birthday Cake', description: 'A chocolate celebration cake with candles.', price: 2500 },
      { name: 'Balloon Bundle', description: 'Ten balloons in the colours of your choice.', price: 1500 },
      {
        name: 'Personalised Banner', description: 'A banner with your message, up when you arrive.',
        price: 2000,
      },
    ],
  },
  {
    id: O.shotsAndSharers, name: 'Shots & Sharers', displayType: 'custom', perBooking: true,
    types: [T.table, T.brunch, T.karaoke, T.booth],
    variations: [
      {
        name: 'Tray of 10 Shots', description: 'Ten flavoured vodka shots.', price: 3000,
        choices: [['Flavour', 1, VODKA_SHOTS]],
      },
      {
        name: 'Loaded Nachos to Share',
        description: 'A big plate of nachos with cheese, salsa and jalapeños.', price: 1200,
      },
    ],
  },
  {
    id: O.drinksTokens, name: 'Drinks Tokens', displayType: 'custom', perBooking: false,
    types: [T.standingParty, T.christmasParty, T.nye],
    variations: [
      {
        name: 'Two Drinks Tokens', description: 'Each token buys a house drink or a bottled beer.',
        price: 1000,
      },
      {
        name: 'Four Drinks Tokens', description: 'Each token buys a house drink or a bottled beer.',
        price: 1800,
      },
    ],
  },
];

export const optionRows = OPTIONS.map((o, i) => ({
  id: o.id,
  name: o.name,
  display_type: o.displayType,
  price_per_booking: o.perBooking,
  mix_match: o.mixMatch ?? false,
  position: i + 1,
}));

export const bookingTypeOptionRows = OPTIONS.flatMap((o) =>
  o.types.map((type) => ({ booking_type_id: type, option_id: o.id })),
);

const variationId = (optionId: number, position: number) => optionId * 100 + position;
const choiceId = (variation: number, position: number) => variation * 10 + position;

export const variationRows = OPTIONS.flatMap((o) =>
  o.variations.map((v, i) => ({
    id: variationId(o.id, i + 1),
    option_id: o.id,
    name: v.name,
    description: v.description,
    price: v.price,
    position: i + 1,
    background_colour: v.colours?.[0] ?? '',
    text_colour: v.colours?.[1] ?? '',
  })),
);

const CHOICES = OPTIONS.flatMap((o) =>
  o.variations.flatMap((v, i) =>
    (v.choices ?? []).map(([name, count, items], j) => {
      const variation = variationId(o.id, i + 1);
      return { id: choiceId(variation, j + 1), variation, name, count, items, position: j + 1 };
    }),
  ),
);

export const choiceRows = CHOICES.map((c) => ({
  id: c.id,
  variation_id: c.variation,
  name: c.name,
  item_count: c.count,
  position: c.position,
}));

export const choiceItemRows = CHOICES.flatMap((c) =>
  c.items.map((key) => ({ choice_id: c.id, menu_item_id: itemId(key) })),
);
