/**
 * The flow format, as TypeScript. Hand-written to match `schemas/flow.schema.json`; the shared flow
 * test checks that the two agree (every enum here equals the schema's, every flow file that passes
 * the schema is a `FlowDefinition`). Framework-free: no React, no ajv, no Node.
 */

/** The spec's wizard step ids: 1 pre-booking, 2 time select, 3 pre-order, 4 personal details, 99 enquiry, 999 completion. */
export const STEP_IDS = ['1', '2', '3', '4', '99', '999'] as const;
export type StepId = (typeof STEP_IDS)[number];

/** The step a session with nothing pre-filled starts at. */
export const INITIAL_STEP: StepId = '1';
/** The completion step (the spec's "completed"). */
export const COMPLETION_STEP: StepId = '999';

export const STEP_KINDS = ['prebooking', 'timeSelect', 'preOrder', 'personalDetails', 'enquiry', 'completion'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const FLOW_VARIANTS = ['none', 'brunch', 'masterclass', 'karaoke'] as const;
export type FlowVariant = (typeof FLOW_VARIANTS)[number];

/** A JSON Logic expression (https://jsonlogic.com) plus the named date operations of `logic.ts`. */
export type JsonLogic = null | boolean | number | string | JsonLogic[] | { [operator: string]: JsonLogic };

/** One guarded target. The first transition whose `when` is true wins; one without `when` is the default and comes last. */
export interface Transition {
  to: StepId;
  when?: JsonLogic;
  /** Free text for people reading the flow and the graph; never shown to customers. */
  description?: string;
}

/** A wording value: a locale key, or an ordered list of guarded keys (first true `when` wins, one without `when` last). */
export type Wording = string | ConditionalWording[];
export interface ConditionalWording {
  key: string;
  when?: JsonLogic;
}

/** A JSON Schema object for one step's rjsf form. Kept loose: the flow schema validates it as a JSON Schema. */
export interface StepFieldsSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  [keyword: string]: unknown;
}

export interface FlowStep {
  kind: StepKind;
  description?: string;
  /** The step's rjsf form: a JSON Schema that does not change at run time. */
  fields: StepFieldsSchema;
  /** rjsf uiSchema for `fields`: widgets by id (`ui:widget`), order, placeholders as locale keys. */
  uiSchema?: Record<string, unknown>;
  /** Every custom widget the step uses, by id (see `WIDGET_IDS`). */
  widgets: string[];
  /** Session fields the server requires before the step may be left. */
  required?: string[];
  /** Conditional display: field name → JSON Logic; the field is shown only while it is true. */
  visibleWhen?: Record<string, JsonLogic>;
  /** Forward transitions, first true guard wins; the completion step has none. */
  transitions: Transition[];
  /** Where the back button goes, first true guard wins; absent: the previous step in order; empty: no back button. */
  back?: Transition[];
}

export const DATE_RULE_NAMES = ['beforeMin', 'afterMax', 'afterCloseDate', 'monthNotAllowed', 'notFixedDate', 'excluded', 'invalid'] as const;
export type DateRuleName = (typeof DATE_RULE_NAMES)[number];

/** A date bound: days from today (0 is today), or a calendar date. */
export type DateBound = { daysFromToday: number } | { date: string };

export interface DateRules {
  min?: DateBound;
  max?: DateBound;
  /** Months 1–12 a date may fall in. */
  allowedMonths?: number[];
  /** When present, only these dates: "YYYY-MM-DD" (that day) or "MM-DD" (that day every year). */
  fixedDates?: string[];
  /** Dates refused: "YYYY-MM-DD" or "MM-DD" (every year). */
  excludedDates?: string[];
  /** The month (1–12) the date picker opens on when today is outside `allowedMonths`. */
  defaultOpenMonth?: number;
  /** Message key per broken rule, overriding `DEFAULT_DATE_MESSAGES`. */
  messages?: Partial<Record<DateRuleName, string>>;
}

export interface PeopleRule {
  /** Applies only while true; absent: always. */
  when?: JsonLogic;
  min?: number;
  max?: number;
  exact?: number;
  /** Shown under the people field when the rule is broken; interpolated with min, max, count. */
  messageKey: string;
}

export const BUTTON_NAMES = ['next', 'back', 'change', 'preOrder', 'submit', 'sendEnquiry', 'viewEarlier', 'viewLater', 'manage', 'payDeposit', 'payBalance'] as const;
export type ButtonName = (typeof BUTTON_NAMES)[number];

export const NOTICE_NAMES = ['cannotTakeBooking', 'noBookingTypes', 'deferredChoices', 'terms', 'unknownStep', 'summaryHeading', 'completionHeading', 'standingInfo'] as const;
export type NoticeName = (typeof NOTICE_NAMES)[number];

export interface FlowWording {
  headerTitles?: Partial<Record<StepId, Wording>>;
  buttons?: Partial<Record<ButtonName, Wording>>;
  notices?: Partial<Record<NoticeName, Wording>>;
}

/** Step-2 (and a few step-1) messages, keyed by the situation the server reports. */
export const MESSAGE_SITUATIONS = [
  'cannotTakeBooking',
  'closedOnDate',
  'noAvailability',
  'fullyBooked',
  'notServedOnWeekday',
  'tooCloseEnquire',
  'tooCloseWalkIn',
  'cannotCaterEnquire',
  'cannotCaterEmail',
  'cannotAutoConfirm',
  'masterclassMinCovers',
  'alternativeDates',
  'tooCloseForCallback',
  'venueUnavailable',
  'minimumSpend',
  'slotTaken',
] as const;
export type MessageSituation = (typeof MESSAGE_SITUATIONS)[number];

export interface ExternalPartner {
  /** Venues (bar ids) whose bookings go to the partner; every other venue gets `messages.venueUnavailable`. */
  venueIds: number[];
  url: string;
}

export interface FlowOptions {
  externalPartner?: ExternalPartner;
  /** The pre-order must reach the booking type's minimum spend; `messages.minimumSpend` shows what is left. */
  minimumSpend?: boolean;
  /** Another flow this one points customers to (e.g. AtTableMasterclass → MasterclassBooking). */
  relatedFlows?: string[];
}

export interface FlowDefinition {
  $schema?: string;
  id: string;
  schemaVersion: number;
  /** Locale key of the flow's name as staff and customers see it. */
  title: string;
  description?: string;
  variant: FlowVariant;
  /** Enquiry-only flows have steps 1, 2 (the enquiry) and completion only. */
  enquiryOnly?: boolean;
  dateRules?: DateRules;
  peopleRules?: PeopleRule[];
  wording?: FlowWording;
  messages?: Partial<Record<MessageSituation, string>>;
  options?: FlowOptions;
  steps: Partial<Record<StepId, FlowStep>>;
}

/** The booking session (the spec's booking_data) as the engine sees it: plain data, read only. */
export type SessionData = Readonly<Record<string, unknown>>;
