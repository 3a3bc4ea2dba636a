/** Which demo bar offers which booking type, and with what capacity. */
import { demo } from '../demo-ids.ts';

const { bars: B, types: T } = demo;

/** What one bar offers: every type in EVERY_BAR except `without`, plus `extra`. Other types are not offered there. */
interface BarOffer {
  bar: number;
  /** Table covers; other capacities follow from it. */
  tables: number;
  extra: number[];
  without?: number[];
}

/** Offered at every open, customer-facing bar (brand-specific types are added per bar below). */
const EVERY_BAR = [
  T.table,
  T.largerGroupEnquiry,
  T.brunch,
  T.cocktailMasterclass,
  T.birthdayParty,
  T.consumerEnquiry,
  T.christmasParty,
  T.nye,
  T.nyeEnquiry,
  T.corporate,
  T.privateHire,
  T.generalEnquiry,
];

const OFFERS: BarOffer[] = [
  {
    bar: B.revolutionManchester, tables: 80,
    extra: [
      T.vodkaParty,
      T.standingParty,
      T.booth,
      T.vipBooth,
      T.karaoke,
      T.atTableMasterclass,
      T.onlineMasterclass,
    ],
  },
  { bar: B.revolutionLeeds, tables: 60, extra: [T.vodkaParty, T.booth, T.karaoke, T.atTableMasterclass] },
  {
    bar: B.revolutionBirmingham, tables: 70, extra: [T.vodkaParty, T.booth, T.vipBooth],
    without: [T.cocktailMasterclass],
  },
  // Closed: it keeps its old offer so that "closed" is what stops bookings, not a missing row.
  { bar: B.revolutionBristol, tables: 50, extra: [T.vodkaParty] },
  {
    bar: B.decubaManchester, tables: 90,
    extra: [
      T.rumParty,
      T.rumMasterclass,
      T.christmasMostrador,
      T.standingParty,
      T.atTableMasterclass,
      T.onlineMasterclass,
    ],
  },
  {
    bar: B.decubaLiverpool, tables: 70,
    extra: [T.rumParty, T.rumMasterclass, T.christmasMostrador, T.atTableMasterclass],
  },
  { bar: B.decubaNewcastle, tables: 60, extra: [T.rumParty, T.rumMasterclass, T.christmasMostrador] },
  { bar: B.decubaCardiff, tables: 50, extra: [T.rumParty, T.christmasMostrador] },
  {
    bar: B.playhouseNottingham, tables: 60,
    extra: [T.cocktailParty, T.cabaret, T.booth, T.karaoke, T.atTableMasterclass, T.onlineMasterclass],
  },
  {
    bar: B.playhouseSheffield, tables: 70,
    extra: [T.cocktailParty, T.cabaret, T.standingParty, T.booth, T.vipBooth],
  },
  { bar: B.playhouseGlasgow, tables: 80, extra: [T.cocktailParty, T.booth, T.karaoke, T.atTableMasterclass] },
  { bar: B.playhouseLeicester, tables: 50, extra: [T.cocktailParty, T.booth], without: [T.christmasParty] },
];

/** Capacity of a type at a bar with `tables` table covers. */
function capacity(type: number, tables: number): number {
  switch (type) {
    case T.table:
    case T.brunch:
      return tables;
    case T.cocktailMasterclass:
    case T.rumMasterclass:
      return 16;
    case T.atTableMasterclass:
      return 12;
    case T.onlineMasterclass:
      return 100;
    case T.booth:
      return 24;
    case T.vipBooth:
      return 15;
    case T.karaoke:
      return 15;
    case T.cabaret:
      return 40;
    case T.standingParty:
      return 100;
    case T.birthdayParty:
    case T.vodkaParty:
    case T.rumParty:
    case T.cocktailParty:
      return Math.round((tables * 0.75) / 10) * 10;
    case T.christmasParty:
    case T.christmasMostrador:
    case T.nye:
      return tables + 20;
    default: // enquiries: the most the team would consider at once
      return tables * 3;
  }
}

export const barBookingTypeRows = OFFERS.flatMap((offer) =>
  [...EVERY_BAR.filter((t) => !offer.without?.includes(t)), ...offer.extra].map((type) => ({
    bar_id: offer.bar, booking_type_id: type, capacity: capacity(type, offer.tables),
  })),
);
