/**
 * Ids of the demo data written by `seed()`. Tests and examples name rows through this object instead of
 * hard-coding numbers; the seed itself is built from the same constants, so the two cannot drift apart.
 *
 * Bar ids carry their brand in the tens digit (1x Revolution, 2x Revolución de Cuba, 4x Playhouse).
 * Booking type ids are the party type ids of the spec (27, 91, 97, 99 and 111 are special there).
 */
export const demo = {
  brands: { default: 0, revolution: 1, decuba: 2, playhouse: 4 },

  bars: {
    /** Central reservations team: central_bar, not shown in the widget, offers no booking types. */
    revolutionCentral: 10,
    /** Revolution Manchester Deansgate: offers every brand-neutral type, karaoke, booths, VIP booth; "Late Night" until 03:00. */
    revolutionManchester: 11,
    revolutionLeeds: 12,
    /** No karaoke and no cocktail masterclass here. */
    revolutionBirmingham: 13,
    /** Closed (open = false). */
    revolutionBristol: 14,
    decubaManchester: 21,
    decubaLiverpool: 22,
    decubaNewcastle: 23,
    /** Open, but closes for good on `demo.closeDate`. */
    decubaCardiff: 24,
    playhouseNottingham: 41,
    playhouseSheffield: 42,
    playhouseGlasgow: 43,
    playhouseLeicester: 44,
  },

  /** The one bar with open = false. */
  closedBar: 14,
  /** The one bar with a close date, and that date. */
  closingBar: 24,
  closeDate: '2027-03-31',
  /** The central (not customer-facing) bar. */
  centralBar: 10,

  dayParts: { daytime: 1, evening: 2, late: 3 },

  categories: {
    tables: 1,
    brunch: 2,
    parties: 3,
    masterclasses: 4,
    booths: 5,
    karaoke: 6,
    christmas: 7,
    newYearsEve: 8,
    corporate: 9,
    enquiries: 10,
  },

  types: {
    /** No deposit, auto-confirmed up to 12 people, at most 20, 15-minute slots, 120 minutes. */
    table: 1,
    largerGroupEnquiry: 3,
    /** Daytime only, Friday to Sunday, deposit per person. */
    brunch: 5,
    /** Shared below masterclass_min_covers. */
    cocktailMasterclass: 27,
    /** Revolución de Cuba only. */
    rumMasterclass: 28,
    /** Revolution only. */
    vodkaParty: 30,
    /** is_standing_type. */
    standingParty: 31,
    /** Revolución de Cuba only. */
    rumParty: 32,
    /** Playhouse only. */
    cocktailParty: 33,
    /** requires_card with a no-show fee, no deposit. */
    booth: 40,
    /** pre_order_required with a minimum spend. */
    vipBooth: 41,
    /** Price per booking; only at some Revolution and Playhouse bars. */
    karaoke: 50,
    christmasParty: 60,
    /** Revolución de Cuba only. */
    christmasMostrador: 61,
    /** full_payment_required. */
    nye: 70,
    nyeEnquiry: 71,
    corporate: 80,
    privateHire: 81,
    /** Balance payable on arrival. */
    birthdayParty: 91,
    /** Playhouse only, bar-specific slots. */
    cabaret: 92,
    /** At-table masterclass, 4 to 6 people (exactly 6). */
    atTableMasterclass: 97,
    consumerEnquiry: 98,
    /** Never auto-confirmed. */
    generalEnquiry: 99,
    onlineMasterclass: 111,
  },

  options: {
    brunch: 1,
    christmasMenu: 2,
    mostradorFeast: 3,
    vodkaPackages: 4,
    /** Per person, mix and match. */
    partyFood: 5,
    /** Per booking. */
    bottleService: 6,
    showtime: 7,
    masterclassFood: 8,
    rumPackages: 9,
    cocktailPackages: 10,
    /** Custom options (display_type 'custom'). */
    celebrationExtras: 20,
    shotsAndSharers: 21,
    drinksTokens: 22,
  },

  /** Variation ids are option id * 100 + position; choice ids are variation id * 10 + position. */
  variations: {
    bottomlessBrunch: 101,
    bottomlessCocktailBrunch: 102,
    festiveThreeCourses: 202,
    woowooPitchers: 402,
    bottleOfVodka: 601,
    birthdayCake: 2001,
  },

  /** The address of the demo bookings below (and of the demo customer, once registered). */
  customerEmail: 'demo.customer@example.com',
  /**
   * The demo users of the group's app (issue 15): each gets a random app_user_id when seeded, and the
   * server prints their /app/{app_user_id} links at start. The first is the demo customer.
   */
  appUsers: [
    { email: 'demo.customer@example.com', forename: 'Ada', surname: 'Lovelace' },
    { email: 'sam.student@example.com', forename: 'Sam', surname: 'Student' },
    { email: 'grace.member@example.com', forename: 'Grace', surname: 'Member' },
  ],
  /** Manage keys of the demo bookings, one per state of the booking page (`/manage/{key}`). */
  manageKeys: {
    /** Confirmed, deposit still to pay. */
    depositDue: 'demo-deposit-due',
    /** Deposit paid, balance still to pay. */
    balanceDue: 'demo-balance-due',
    /** Nothing left to pay. */
    paid: 'demo-paid',
    /** Booked through an agency: the customer cannot pay, edit or cancel. */
    agency: 'demo-agency',
    /** Status 4. */
    cancelled: 'demo-cancelled',
    /** Status 5: to be re-booked. */
    postponed: 'demo-postponed',
  },
} as const;

export type DemoIds = typeof demo;
