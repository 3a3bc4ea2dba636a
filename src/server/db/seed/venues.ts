/** Demo brands, bars, opening hours and day parts. */
import { demo } from '../demo-ids.ts';

const { bars: B, brands, dayParts: P } = demo;

export const brandRows = [
  { id: brands.default, code: 'default', name: 'Covers', short_name: 'Covers' },
  { id: brands.revolution, code: 'revolution', name: 'Revolution', short_name: 'Revs' },
  { id: brands.decuba, code: 'decuba', name: 'Revolución de Cuba', short_name: 'de Cuba' },
  { id: brands.playhouse, code: 'playhouse', name: 'Playhouse', short_name: 'Playhouse' },
];

/** The domain used for every demo e-mail address, per brand. */
const MAIL_DOMAIN: Record<number, string> = {
  [brands.revolution]: 'revolution-demo.co.uk',
  [brands.decuba]: 'decuba-demo.co.uk',
  [brands.playhouse]: 'playhouse-demo.co.uk',
};

const BRAND_NAME: Record<number, string> = {
  [brands.revolution]: 'Revolution',
  [brands.decuba]: 'Revolución de Cuba',
  [brands.playhouse]: 'Playhouse',
};

const BRAND_CODE: Record<number, string> = {
  [brands.revolution]: 'revolution',
  [brands.decuba]: 'decuba',
  [brands.playhouse]: 'playhouse',
};

const COST_CENTRE_PREFIX: Record<number, string> = {
  [brands.revolution]: 'RV',
  [brands.decuba]: 'DC',
  [brands.playhouse]: 'PH',
};

interface BarSeed {
  id: number;
  brand: number;
  city: string;
  /** The part of the bar's name after the city, e.g. "Deansgate" (may be empty). */
  area: string;
  address: string;
  address2?: string;
  county: string;
  postcode: string;
  latitude: number;
  longitude: number;
  /** Phone numbers are from Ofcom's ranges reserved for drama, so no real line is ever dialled. */
  phone: string;
  partyPhone: string;
  open?: boolean;
  central?: boolean;
  visible?: boolean;
  closeDate?: string;
}

const BARS: BarSeed[] = [
  {
    id: B.revolutionCentral,
    brand: brands.revolution,
    city: 'Manchester',
    area: 'Central Reservations',
    address: '3 Hardman Street',
    address2: 'Spinningfields',
    county: 'Greater Manchester',
    postcode: 'M3 3HF',
    latitude: 53.4798,
    longitude: -2.251,
    phone: '0161 496 0100',
    partyPhone: '0161 496 0100',
    central: true,
    visible: false,
  },
  {
    id: B.revolutionManchester,
    brand: brands.revolution,
    city: 'Manchester',
    area: 'Deansgate',
    address: 'Arch 7, Deansgate Locks',
    address2: 'Whitworth Street West',
    county: 'Greater Manchester',
    postcode: 'M1 5LH',
    latitude: 53.4746,
    longitude: -2.2504,
    phone: '0161 496 0110',
    partyPhone: '0161 496 0111',
  },
  {
    id: B.revolutionLeeds,
    brand: brands.revolution,
    city: 'Leeds',
    area: 'Call Lane',
    address: '41 Call Lane',
    county: 'West Yorkshire',
    postcode: 'LS1 7BT',
    latitude: 53.7955,
    longitude: -1.5405,
    phone: '0113 496 0120',
    partyPhone: '0113 496 0121',
  },
  {
    id: B.revolutionBirmingham,
    brand: brands.revolution,
    city: 'Birmingham',
    area: 'Broad Street',
    address: '272 Broad Street',
    county: 'West Midlands',
    postcode: 'B1 2HF',
    latitude: 52.4757,
    longitude: -1.9117,
    phone: '0121 496 0130',
    partyPhone: '0121 496 0131',
  },
  {
    id: B.revolutionBristol,
    brand: brands.revolution,
    city: 'Bristol',
    area: 'Corn Street',
    address: '45 Corn Street',
    county: 'City of Bristol',
    postcode: 'BS1 1HT',
    latitude: 51.4547,
    longitude: -2.5935,
    phone: '0117 496 0140',
    partyPhone: '0117 496 0141',
    open: false,
  },
  {
    id: B.decubaManchester,
    brand: brands.decuba,
    city: 'Manchester',
    area: 'Peter Street',
    address: '11 Peter Street',
    county: 'Greater Manchester',
    postcode: 'M2 5QR',
    latitude: 53.4774,
    longitude: -2.2475,
    phone: '0161 496 0210',
    partyPhone: '0161 496 0211',
  },
  {
    id: B.decubaLiverpool,
    brand: brands.decuba,
    city: 'Liverpool',
    area: 'Hanover Street',
    address: '18 Hanover Street',
    county: 'Merseyside',
    postcode: 'L1 4AA',
    latitude: 53.4035,
    longitude: -2.9853,
    phone: '0151 496 0220',
    partyPhone: '0151 496 0221',
  },
  {
    id: B.decubaNewcastle,
    brand: brands.decuba,
    city: 'Newcastle',
    area: 'Collingwood Street',
    address: '25 Collingwood Street',
    county: 'Tyne and Wear',
    postcode: 'NE1 1JF',
    latitude: 54.9696,
    longitude: -1.6133,
    phone: '0191 498 0230',
    partyPhone: '0191 498 0231',
  },
  {
    id: B.decubaCardiff,
    brand: brands.decuba,
    city: 'Cardiff',
    area: 'Mill Lane',
    address: '9 Mill Lane',
    county: 'South Glamorgan',
    postcode: 'CF10 1FL',
    latitude: 51.4776,
    longitude: -3.1757,
    phone: '029 2018 0240',
    partyPhone: '029 2018 0241',
    closeDate: demo.closeDate,
  },
  {
    id: B.playhouseNottingham,
    brand: brands.playhouse,
    city: 'Nottingham',
    area: 'Bridlesmith Gate',
    address: '22 Bridlesmith Gate',
    county: 'Nottinghamshire',
    postcode: 'NG1 2GS',
    latitude: 52.9515,
    longitude: -1.146,
    phone: '0115 496 0410',
    partyPhone: '0115 496 0411',
  },
  {
    id: B.playhouseSheffield,
    brand: brands.playhouse,
    city: 'Sheffield',
    area: 'West Street',
    address: '108 West Street',
    county: 'South Yorkshire',
    postcode: 'S1 4EW',
    latitude: 53.3807,
    longitude: -1.478,
    phone: '0114 496 0420',
    partyPhone: '0114 496 0421',
  },
  {
    id: B.playhouseGlasgow,
    brand: brands.playhouse,
    city: 'Glasgow',
    area: 'Royal Exchange Square',
    address: '14 Royal Exchange Square',
    county: 'Glasgow City',
    postcode: 'G1 3AH',
    latitude: 55.8603,
    longitude: -4.2526,
    phone: '0141 496 0430',
    partyPhone: '0141 496 0431',
  },
  {
    id: B.playhouseLeicester,
    brand: brands.playhouse,
    city: 'Leicester',
    area: 'Granby Street',
    address: '47 Granby Street',
    county: 'Leicestershire',
    postcode: 'LE1 6ES',
    latitude: 52.6343,
    longitude: -1.1304,
    phone: '0116 496 0440',
    partyPhone: '0116 496 0441',
  },
];

const slugPart = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const barRows = BARS.map((bar) => {
  const barName = bar.area ? `${bar.city} ${bar.area}` : bar.city;
  const mailbox = bar.central ? 'parties' : `parties.${slugPart(bar.city)}`;
  return {
    id: bar.id,
    brand_id: bar.brand,
    cost_centre: `${COST_CENTRE_PREFIX[bar.brand]}${String(bar.id).padStart(3, '0')}`,
    bar_name: barName,
    branded_name: `${BRAND_NAME[bar.brand]} ${barName}`,
    slug: `${BRAND_CODE[bar.brand]}-${slugPart(barName)}`,
    address_line_1: bar.address,
    address_line_2: bar.address2 ?? '',
    town: bar.city,
    county: bar.county,
    postcode: bar.postcode,
    latitude: bar.latitude,
    longitude: bar.longitude,
    phone: bar.phone,
    party_booking_phone: bar.partyPhone,
    party_booking_email: `${mailbox}@${MAIL_DOMAIN[bar.brand]}`,
    open: bar.open ?? true,
    central_bar: bar.central ?? false,
    frontend_visible: bar.visible ?? true,
    close_date: bar.closeDate ?? null,
  };
});

type Week = [open: string, close: string][]; // Monday .. Sunday

const week = (monThu: [string, string], friSat: [string, string], sun: [string, string]): Week => [
  monThu,
  monThu,
  monThu,
  monThu,
  friSat,
  friSat,
  sun,
];

const BRAND_HOURS: Record<number, Week> = {
  [brands.revolution]: week(['12:00', '00:00'], ['11:00', '02:00'], ['11:00', '23:00']),
  [brands.decuba]: week(['12:00', '01:00'], ['11:00', '02:00'], ['11:00', '00:00']),
  [brands.playhouse]: week(['12:00', '00:00'], ['11:00', '02:00'], ['12:00', '23:00']),
};

/** Per-bar differences from the brand's usual hours: weekday (1..7) → [open, close]. */
const HOURS_OVERRIDES: Record<number, Record<number, [string, string]>> = {
  [B.revolutionCentral]: Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7].map((d) => [d, d <= 5 ? ['09:00', '21:00'] : ['10:00', '18:00']]),
  ),
  [B.revolutionManchester]: { 5: ['11:00', '03:00'], 6: ['11:00', '03:00'] },
  [B.revolutionLeeds]: { 4: ['12:00', '01:00'] },
  [B.decubaNewcastle]: { 1: ['16:00', '00:00'], 2: ['16:00', '00:00'] },
  [B.playhouseGlasgow]: { 5: ['11:00', '03:00'], 6: ['11:00', '03:00'] },
  [B.playhouseLeicester]: { 7: ['12:00', '22:00'] },
};

export const openingHourRows = barRows.flatMap((bar) => {
  const hours = BRAND_HOURS[bar.brand_id] ?? week(['12:00', '00:00'], ['11:00', '02:00'], ['11:00', '23:00']);
  return hours.map(([open, close], i) => {
    const [o, c] = HOURS_OVERRIDES[bar.id]?.[i + 1] ?? [open, close];
    return { bar_id: bar.id, weekday: i + 1, open_time: o, close_time: c };
  });
});

export const dayPartRows = [
  {
    id: P.daytime,
    name: 'Daytime',
    start_time: '10:00',
    end_time: '17:00',
    display_order: 1,
    is_default: false,
  },
  {
    id: P.evening,
    name: 'Evening',
    start_time: '17:00',
    end_time: '21:00',
    display_order: 2,
    is_default: true,
  },
  { id: P.late, name: 'Late', start_time: '21:00', end_time: '02:00', display_order: 3, is_default: false },
];

/** A NULL field keeps the day part's own value. */
export const dayPartOverrideRows = [
  {
    day_part_id: P.late,
    bar_id: B.revolutionManchester,
    part_name: 'Late Night',
    start_time: null,
    end_time: '03:00',
  },
  {
    day_part_id: P.late,
    bar_id: B.playhouseGlasgow,
    part_name: 'Late Night',
    start_time: null,
    end_time: '03:00',
  },
  {
    day_part_id: P.daytime,
    bar_id: B.decubaManchester,
    part_name: 'Daytime & Tapas',
    start_time: '12:00',
    end_time: null,
  },
  {
    day_part_id: P.evening,
    bar_id: B.playhouseNottingham,
    part_name: 'Showtime',
    start_time: null,
    end_time: null,
  },
];

/** The holidays every demo bar keeps other hours on, in the demo's years. Christmas Day matches the flows' closed day. */
const HOLIDAYS: Array<{ monthDay: string; hours: [string, string] | null; note: string }> = [
  { monthDay: '12-24', hours: ['11:00', '00:00'], note: 'Christmas Eve' },
  { monthDay: '12-25', hours: null, note: 'Christmas Day' },
  { monthDay: '12-26', hours: ['12:00', '00:00'], note: 'Boxing Day' },
  { monthDay: '01-01', hours: ['14:00', '00:00'], note: "New Year's Day" },
];

export const specialHourRows = barRows.flatMap((bar) =>
  [2026, 2027, 2028].flatMap((year) =>
    HOLIDAYS.map(({ monthDay, hours, note }) => ({
      bar_id: bar.id,
      date: `${year}-${monthDay}`,
      open_time: hours?.[0] ?? null,
      close_time: hours?.[1] ?? null,
      note,
    })),
  ),
);
