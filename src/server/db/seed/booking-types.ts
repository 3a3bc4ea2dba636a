/** Demo booking type categories, booking types and their day parts. */
import { demo } from '../demo-ids.ts';

export { barBookingTypeRows } from './bar-offers.ts';

const { bars: B, brands, categories: C, dayParts: P, types: T } = demo;

export const categoryRows = [
  { id: C.tables, name: 'Tables', display_order: 1 },
  { id: C.brunch, name: 'Brunch', display_order: 2 },
  { id: C.parties, name: 'Parties & Celebrations', display_order: 3 },
  { id: C.masterclasses, name: 'Masterclasses', display_order: 4 },
  { id: C.booths, name: 'Booths & VIP', display_order: 5 },
  { id: C.karaoke, name: 'Karaoke', display_order: 6 },
  { id: C.christmas, name: 'Christmas', display_order: 7 },
  { id: C.newYearsEve, name: "New Year's Eve", display_order: 8 },
  { id: C.corporate, name: 'Corporate & Private Hire', display_order: 9 },
  { id: C.enquiries, name: 'Something Else?', display_order: 10 },
];

export const categoryOverrideRows = [
  { category_id: C.masterclasses, bar_id: B.decubaManchester, category_name: 'Rum & Cocktail Masterclasses' },
  { category_id: C.parties, bar_id: B.playhouseNottingham, category_name: 'Parties & Shows' },
  { category_id: C.parties, bar_id: B.playhouseSheffield, category_name: 'Parties & Shows' },
  { category_id: C.booths, bar_id: B.revolutionLeeds, category_name: 'VIP Booths' },
];

/** One booking type; anything left out takes the column's default from the migration. */
interface TypeSeed {
  id: number;
  name: string;
  flow: string;
  category: number;
  brand?: number;
  position: number;
  min: number;
  max: number;
  masterclassMin?: number;
  exact?: number;
  duration: number;
  step: 15 | 30;
  cutoff: number;
  /** 0: never auto-confirmed (enquiry only). */
  autoConfirm: number;
  fallback?: boolean;
  allowStanding?: boolean;
  standing?: boolean;
  info: string;
  pricePerPerson?: number;
  pricePerBooking?: number;
  depositPerPerson?: number;
  fullPayment?: boolean;
  balanceOnArrival?: boolean;
  requiresCard?: boolean;
  noShowFeePp?: number;
  depositDueDays?: number;
  balanceDueDays?: number;
  /** A cancelled booking's deposit goes back to the card (default: it is kept). */
  depositRefundable?: boolean;
  preOrderRequired?: boolean;
  minSpend?: number;
  weekdays?: number[];
  dayParts: number[];
}

const ALL_DAY = [P.daytime, P.evening, P.late];

/**
 * Prices are what booking the type itself costs (a ticket, a room); food and drink are packages
 * (see menu.ts). Deposits are per person and taken when the booking is made.
 */
const TYPES: TypeSeed[] = [
  // Every day: tables, brunch, the masterclasses and the parties.
  {
    id: T.table, name: 'Table Booking', flow: 'TableBooking', category: C.tables, position: 1, min: 1,
    max: 20, duration: 120, step: 15, cutoff: 30, autoConfirm: 12,
    info: 'Book a table for food and drinks. Tables for up to 12 are confirmed straight away; for 13 to 20 people our team will be in touch.',
    dayParts: ALL_DAY,
  },
  {
    id: T.largerGroupEnquiry, name: 'Large Group Enquiry', flow: 'GenericLargerEnquiry', category: C.tables,
    position: 2, min: 21, max: 150, duration: 180, step: 30, cutoff: 1440, autoConfirm: 0,
    info: 'Coming with more than 20? Tell us what you have in mind and our party team will call you back.',
    dayParts: ALL_DAY,
  },
  {
    id: T.brunch, name: 'Bottomless Brunch', flow: 'BrunchBooking', category: C.brunch, position: 1, min: 2,
    max: 30, duration: 120, step: 30, cutoff: 120, autoConfirm: 20,
    info: 'A brunch dish and 90 minutes of bottomless drinks, Friday to Sunday daytime. A £10 per person deposit secures your table.',
    depositPerPerson: 1000, depositDueDays: 3, balanceDueDays: 2, weekdays: [5, 6, 7], dayParts: [P.daytime],
  },
  {
    id: T.cocktailMasterclass, name: 'Cocktail Masterclass', flow: 'MasterclassBooking',
    category: C.masterclasses, position: 1, min: 2, max: 30, masterclassMin: 8, duration: 90, step: 30,
    cutoff: 1440, autoConfirm: 16,
    info: 'Shake, stir and sip three cocktails with one of our bartenders. Groups of fewer than 8 share their masterclass with another group.',
    pricePerPerson: 3000, depositPerPerson: 1000, balanceDueDays: 7, dayParts: [P.daytime, P.evening],
    depositRefundable: true,
  },
  {
    id: T.rumMasterclass, name: 'Rum & Mojito Masterclass', flow: 'MasterclassBooking',
    category: C.masterclasses, brand: brands.decuba, position: 2, min: 4, max: 20, duration: 90, step: 30,
    cutoff: 1440, autoConfirm: 16,
    info: 'The story of Cuban rum in four tastings, then muddle your own perfect mojito.',
    pricePerPerson: 3200, depositPerPerson: 1000, balanceDueDays: 7, dayParts: [P.daytime, P.evening],
  },
  {
    id: T.atTableMasterclass, name: 'At-Table Cocktail Masterclass', flow: 'AtTableMasterclass',
    category: C.masterclasses, position: 3, min: 4, max: 6, exact: 6, duration: 60, step: 30, cutoff: 720,
    autoConfirm: 6,
    info: 'A bartender brings the masterclass to your table: two cocktails each for a group of 4 to 6.',
    pricePerPerson: 2500, depositPerPerson: 500, balanceDueDays: 3, dayParts: [P.daytime, P.evening],
  },
  {
    id: T.onlineMasterclass, name: 'Online Cocktail Masterclass', flow: 'OnlineMasterclass',
    category: C.masterclasses, position: 4, min: 1, max: 50, duration: 60, step: 30, cutoff: 4320,
    autoConfirm: 50, fallback: false,
    info: 'A live online masterclass with a cocktail kit delivered to every guest. Book at least 3 days ahead.',
    pricePerPerson: 2500, fullPayment: true, balanceDueDays: 0, dayParts: [P.daytime, P.evening],
  },
  {
    id: T.birthdayParty, name: 'Birthday Party', flow: 'GenericBooking', category: C.parties, position: 1,
    min: 6, max: 60, duration: 180, step: 30, cutoff: 1440, autoConfirm: 40, allowStanding: true,
    info: 'A reserved area for your celebration. A £5 per person deposit secures it; anything you pre-order is paid on the night.',
    depositPerPerson: 500, balanceOnArrival: true, dayParts: [P.evening, P.late],
  },
  {
    id: T.vodkaParty, name: 'Vodka & Shots Party', flow: 'DrinksBooking', category: C.parties,
    brand: brands.revolution, position: 2, min: 6, max: 60, duration: 180, step: 30, cutoff: 1440,
    autoConfirm: 40, allowStanding: true,
    info: 'Flavoured vodka shot trays, Woo Woo pitchers and prosecco, ready when you arrive.',
    depositPerPerson: 500, balanceDueDays: 7, dayParts: [P.evening, P.late],
  },
  {
    id: T.rumParty, name: 'Rum & Mojito Party', flow: 'DrinksBooking', category: C.parties,
    brand: brands.decuba, position: 2, min: 6, max: 60, duration: 180, step: 30, cutoff: 1440,
    autoConfirm: 40,
    info: 'Mojito pitchers, Havana rum and Cuban shots for your group, ready when you arrive.',
    depositPerPerson: 500, balanceDueDays: 7, dayParts: [P.evening, P.late],
  },
  {
    id: T.cocktailParty, name: 'Cocktail Party', flow: 'DrinksBooking', category: C.parties,
    brand: brands.playhouse, position: 2, min: 6, max: 60, duration: 180, step: 30, cutoff: 1440,
    autoConfirm: 40, info: 'Showstopping cocktail pitchers and fizz for your group, ready for curtain up.',
    depositPerPerson: 500, balanceDueDays: 7, dayParts: [P.evening, P.late],
  },
  {
    id: T.standingParty, name: 'Standing Party Area', flow: 'DrinksBooking', category: C.parties, position: 3,
    min: 20, max: 100, duration: 240, step: 30, cutoff: 2880, autoConfirm: 60, allowStanding: true,
    standing: true, info: 'A reserved standing area with poseur tables, made for mingling.',
    depositPerPerson: 500, balanceDueDays: 7, dayParts: [P.evening, P.late],
  },
  {
    id: T.cabaret, name: 'Cabaret Night', flow: 'BarSpecificSlotBooking', category: C.parties,
    brand: brands.playhouse, position: 4, min: 2, max: 40, duration: 150, step: 30, cutoff: 240,
    autoConfirm: 30, info: 'Dinner, cocktails and a live cabaret show. Curtain up times vary by venue.',
    pricePerPerson: 3900, depositPerPerson: 1000, balanceDueDays: 7, weekdays: [4, 5, 6],
    dayParts: [P.evening],
  },
  // Occasions: enquiries, booths, karaoke, Christmas, New Year's Eve, corporate and private hire.
  {
    id: T.consumerEnquiry, name: 'Hen, Stag & Celebration Enquiry', flow: 'GenericConsumerEnquiry',
    category: C.parties, position: 5, min: 8, max: 100, duration: 180, step: 30, cutoff: 1440, autoConfirm: 0,
    info: 'Planning a hen, stag or something bigger? Send us the details and our party team will call you back.',
    dayParts: ALL_DAY,
  },
  {
    id: T.booth, name: 'Booth Booking', flow: 'BoothBooking', category: C.booths, position: 1, min: 4,
    max: 12, duration: 150, step: 15, cutoff: 60, autoConfirm: 12, fallback: false,
    info: 'A private booth for your group. No deposit: we keep your card details and may charge £10 per person if nobody shows.',
    requiresCard: true, noShowFeePp: 1000, dayParts: [P.evening, P.late],
  },
  {
    id: T.vipBooth, name: 'VIP Booth', flow: 'BoothBooking', category: C.booths, position: 2, min: 6, max: 15,
    duration: 240, step: 30, cutoff: 1440, autoConfirm: 15,
    info: 'Our VIP booth with table service all night. Pre-order at least £300 of drinks to secure it.',
    depositPerPerson: 1000, balanceDueDays: 3, preOrderRequired: true, minSpend: 30000,
    dayParts: [P.evening, P.late],
  },
  {
    id: T.karaoke, name: 'Private Karaoke Room', flow: 'Karaoke', category: C.karaoke, position: 1, min: 4,
    max: 15, duration: 120, step: 30, cutoff: 120, autoConfirm: 15,
    info: 'Two hours in a private karaoke room for up to 15, with thousands of songs and table service. £60 per room, paid when you book.',
    pricePerBooking: 6000, fullPayment: true, balanceDueDays: 0, dayParts: [P.evening, P.late],
  },
  {
    id: T.christmasParty, name: 'Christmas Party', flow: 'ChristmasBooking', category: C.christmas,
    position: 1, min: 8, max: 120, duration: 180, step: 30, cutoff: 2880, autoConfirm: 50,
    info: 'Festive menus, party nights and plenty of fizz from November to January. A £10 per person deposit secures your date.',
    depositPerPerson: 1000, depositDueDays: 7, balanceDueDays: 28, dayParts: ALL_DAY,
  },
  {
    id: T.christmasMostrador, name: 'Christmas at the Mostrador', flow: 'ChristmasMostrador',
    category: C.christmas, brand: brands.decuba, position: 2, min: 6, max: 40, duration: 150, step: 30,
    cutoff: 1440, autoConfirm: 30,
    info: 'A Cuban Christmas: sharing feasts at the mostrador with Havana rum and mojitos.',
    depositPerPerson: 1000, balanceDueDays: 21, dayParts: [P.daytime, P.evening],
  },
  {
    id: T.nye, name: "New Year's Eve Party", flow: 'NyeBooking', category: C.newYearsEve, position: 1, min: 2,
    max: 30, duration: 300, step: 30, cutoff: 720, autoConfirm: 30, fallback: false,
    info: 'See in the New Year: entry, a welcome cocktail and your own space until late. Paid in full when you book.',
    pricePerPerson: 3500, fullPayment: true, balanceDueDays: 0, dayParts: [P.evening, P.late],
  },
  {
    id: T.nyeEnquiry, name: "New Year's Eve Group Enquiry", flow: 'NyeEnquiry', category: C.newYearsEve,
    position: 2, min: 31, max: 200, duration: 300, step: 30, cutoff: 1440, autoConfirm: 0,
    info: "More than 30 of you for New Year's Eve? Tell us about it and our party team will call you back.",
    dayParts: [P.evening, P.late],
  },
  {
    id: T.corporate, name: 'Corporate Event', flow: 'CorporateBooking', category: C.corporate, position: 1,
    min: 10, max: 250, duration: 240, step: 30, cutoff: 4320, autoConfirm: 0,
    info: 'Team socials, client nights and conferences: our events team will build a package around you.',
    dayParts: ALL_DAY,
  },
  {
    id: T.privateHire, name: 'Private Hire', flow: 'PrivateHire', category: C.corporate, position: 2, min: 40,
    max: 400, duration: 300, step: 30, cutoff: 10080, autoConfirm: 0,
    info: 'Hire a whole floor or the whole venue. Our events team will call you back with options.',
    dayParts: ALL_DAY,
  },
  {
    id: T.generalEnquiry, name: 'General Enquiry', flow: 'GenericEnquiry', category: C.enquiries, position: 1,
    min: 1, max: 500, duration: 120, step: 15, cutoff: 0, autoConfirm: 0,
    info: 'Anything else? Send us a message and the team will get back to you.', dayParts: ALL_DAY,
  },
];

export const bookingTypeRows = TYPES.map((t) => ({
  id: t.id,
  front_end_name: t.name,
  flow: t.flow,
  category_id: t.category,
  brand_id: t.brand ?? null,
  position: t.position,
  min_covers: t.min,
  max_covers: t.max,
  masterclass_min_covers: t.masterclassMin ?? null,
  exact_covers: t.exact ?? null,
  duration_minutes: t.duration,
  slot_step_minutes: t.step,
  cutoff_minutes: t.cutoff,
  auto_confirm_max_covers: t.autoConfirm,
  allow_fallback: t.fallback ?? true,
  allow_standing: t.allowStanding ?? false,
  is_standing_type: t.standing ?? false,
  info_text: t.info,
  price_per_person: t.pricePerPerson ?? 0,
  price_per_booking: t.pricePerBooking ?? 0,
  deposit_per_person: t.depositPerPerson ?? 0,
  full_payment_required: t.fullPayment ?? false,
  deposit_refundable: t.depositRefundable ?? false,
  balance_on_arrival: t.balanceOnArrival ?? false,
  requires_card: t.requiresCard ?? false,
  no_show_fee_pp: t.noShowFeePp ?? 0,
  deposit_due_days: t.depositDueDays ?? 7,
  balance_due_days: t.balanceDueDays ?? 14,
  pre_order_required: t.preOrderRequired ?? false,
  min_spend: t.minSpend ?? 0,
  weekdays: t.weekdays ?? [1, 2, 3, 4, 5, 6, 7],
}));

export const bookingTypeDayPartRows = TYPES.flatMap((t) =>
  t.dayParts.map((dayPartId) => ({ booking_type_id: t.id, day_part_id: dayPartId })),
);
