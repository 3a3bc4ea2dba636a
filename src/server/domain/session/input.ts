import { isCalendarDate } from '../../../engine/time/calendar-date.ts';
import { isClockTime } from '../../../engine/time/clock-time.ts';
import { InvalidInput } from '../errors.ts';

/** A chosen pre-order variation as the widget sends it. */
export interface ChosenVariation {
  variation_id: number;
  quantity: number;
  choices: Array<{ index: number; choice_id: number; items: Array<{ breakdown_id?: number; item_id: number }> }>;
}

/** The answers a session stores. Everything else in booking_data is computed from these. */
export interface SessionFields {
  step?: number | null;
  bar_id?: number | null;
  date?: string | null;
  time?: string | null;
  requested_time?: string | null;
  no_people?: number;
  party_type?: number | null;
  booking_type_category_id?: number | null;
  day_part?: number | null;
  standing?: boolean;
  forename?: string;
  surname?: string;
  email?: string;
  phone?: string;
  company_name?: string;
  special_requirements?: string;
  opt_in?: number;
  sms_opt_in?: number;
  phone_opt_in?: number;
  callback_date?: string | null;
  callback_time?: string | null;
  approx_time?: string | null;
  variations?: ChosenVariation[];
  selected_tables?: number[];
}

export const WIZARD_STEPS = [1, 2, 3, 4, 99, 999] as const;

/** Field → messages, as sent in errors.fields. */
export type FieldErrors = Record<string, string[]>;

type Parser = (value: unknown) => { ok: true; value: unknown } | { ok: false; message: string };

const blank = (v: unknown) => v === null || v === undefined || v === '';
const ok = (value: unknown) => ({ ok: true as const, value });
const fail = (message: string) => ({ ok: false as const, message });

function integer(message: string, { min = Number.MIN_SAFE_INTEGER, nullable = true } = {}): Parser {
  return (v) => {
    if (blank(v)) return nullable ? ok(null) : fail(message);
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < min) return fail(message);
    return ok(n);
  };
}

function text(max: number): Parser {
  return (v) => {
    if (blank(v)) return ok('');
    if (typeof v !== 'string' && typeof v !== 'number') return fail('Must be text.');
    const s = String(v).trim();
    return s.length > max ? fail(`Must be at most ${max} characters.`) : ok(s);
  };
}

const flag: Parser = (v) => {
  if (blank(v) || v === false || v === 0 || v === '0' || v === 'false') return ok(0);
  if (v === true || v === 1 || v === '1' || v === 'true' || v === 'on') return ok(1);
  return fail('Must be 0 or 1.');
};

const date = (message: string): Parser => (v) => (blank(v) ? ok(null) : typeof v === 'string' && isCalendarDate(v) ? ok(v) : fail(message));

const time = (message: string): Parser => (v) =>
  blank(v) ? ok(null) : typeof v === 'string' && isClockTime(v) ? ok(v.slice(0, 5)) : fail(message);

/** Arrays arrive as JSON in a JSON body, or as a JSON string in a form body. */
function jsonArray(v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') {
    try {
      const parsed: unknown = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const variations: Parser = (v) => {
  if (blank(v)) return ok([]);
  const list = jsonArray(v);
  if (!list || list.length > 50) return fail('Must be a list of chosen variations.');
  const out: ChosenVariation[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) return fail('Must be a list of chosen variations.');
    const e = entry as Record<string, unknown>;
    const id = Number(e.variation_id);
    const quantity = Number(e.quantity);
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(quantity) || quantity < 0 || quantity > 500) {
      return fail('Each variation needs a variation_id and a quantity from 0 to 500.');
    }
    const choices = Array.isArray(e.choices) ? e.choices : [];
    const parsedChoices: ChosenVariation['choices'] = [];
    for (const c of choices) {
      if (typeof c !== 'object' || c === null) return fail('Each choice needs an index, a choice_id and items.');
      const choice = c as Record<string, unknown>;
      const items = Array.isArray(choice.items) ? choice.items : [];
      parsedChoices.push({
        index: Number(choice.index ?? 0),
        choice_id: Number(choice.choice_id),
        items: items.map((i) => {
          const item = (i ?? {}) as Record<string, unknown>;
          return { item_id: Number(item.item_id), ...(item.breakdown_id === undefined ? {} : { breakdown_id: Number(item.breakdown_id) }) };
        }),
      });
      if (!Number.isSafeInteger(parsedChoices.at(-1)!.choice_id) || parsedChoices.at(-1)!.items.some((i) => !Number.isSafeInteger(i.item_id))) {
        return fail('Each choice needs an index, a choice_id and items.');
      }
    }
    if (quantity > 0) out.push({ variation_id: id, quantity, choices: parsedChoices });
  }
  return ok(out);
};

const tables: Parser = (v) => {
  if (blank(v)) return ok([]);
  const list = jsonArray(v);
  if (!list || !list.every((n) => Number.isSafeInteger(Number(n)))) return fail('Must be a list of table ids.');
  return ok(list.map(Number));
};

const PARSERS: Record<keyof SessionFields, Parser> = {
  step: (v) => {
    const parsed = integer('Unknown step.')(v);
    if (parsed.ok && parsed.value !== null && !(WIZARD_STEPS as readonly number[]).includes(parsed.value as number)) {
      return fail('Unknown step.');
    }
    return parsed;
  },
  bar_id: integer('Please choose a location.', { min: 1 }),
  date: date('Please enter a date as YYYY-MM-DD.'),
  time: time('Please choose a time as HH:mm.'),
  requested_time: time('Please enter a time as HH:mm.'),
  no_people: (v) => {
    if (blank(v)) return ok(0);
    return integer('Number of people must be a whole number, 0 or more.', { min: 0, nullable: false })(v);
  },
  party_type: integer('Please choose a booking type.', { min: 1 }),
  booking_type_category_id: integer('Unknown booking category.', { min: 1 }),
  day_part: integer('Unknown day part.', { min: 1 }),
  standing: (v) => {
    const parsed = flag(v);
    return parsed.ok ? ok(parsed.value === 1) : parsed;
  },
  forename: text(100),
  surname: text(100),
  email: text(254),
  phone: (v) => {
    const parsed = text(30)(v);
    // The phone field keeps digits only (spec §5): spaces and punctuation typed by the customer go.
    return parsed.ok ? ok(String(parsed.value).replace(/\D/g, '')) : parsed;
  },
  company_name: text(200),
  special_requirements: text(2000),
  opt_in: flag,
  sms_opt_in: flag,
  phone_opt_in: flag,
  callback_date: date('Please choose a callback date.'),
  callback_time: time('Please choose a callback time.'),
  approx_time: time('Please choose an approximate start time.'),
  variations,
  selected_tables: tables,
};

/** Aliases the widget may use for a field. */
const ALIASES: Record<string, keyof SessionFields> = { phone_number: 'phone' };

export const SESSION_FIELD_NAMES = Object.keys(PARSERS) as Array<keyof SessionFields>;

/**
 * Reads the booking fields present in a request body. Fields the body does not mention are left
 * alone; unknown keys (brand, include, session_id…) are not booking fields and are ignored here.
 */
export function parseSessionFields(body: Record<string, unknown>): { fields: SessionFields; errors: FieldErrors } {
  const fields: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [rawKey, raw] of Object.entries(body)) {
    const key = (ALIASES[rawKey] ?? rawKey) as keyof SessionFields;
    const parser = PARSERS[key];
    if (!parser) continue;
    const parsed = parser(raw);
    if (parsed.ok) fields[key] = parsed.value;
    else errors[rawKey] = [parsed.message];
  }
  return { fields: fields as SessionFields, errors };
}

/** The booking fields a request changes; any that cannot be read refuse the whole request, field by field. */
export function sessionChanges(body: Record<string, unknown>): SessionFields {
  const { fields, errors } = parseSessionFields(body);
  if (Object.keys(errors).length > 0) throw new InvalidInput(Object.values(errors)[0]![0] ?? 'Some of the booking details are not valid.', errors);
  return fields;
}
