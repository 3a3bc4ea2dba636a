/**
 * Semantic checks of a flow that the JSON Schema cannot express: reachability, targets, defaults,
 * widget ids, locale keys, guard variables and operations, enquiry-only shape. Pure and framework
 * free; the locale keys are passed in (the Node loader reads them from `locales/`).
 */
import { isKnownOperation, operationsUsed, variablesUsed } from './logic.ts';
import { reachableSteps } from './graph.ts';
import { CURRENT_FLOW_SCHEMA_VERSION } from './migrate.ts';
import { isRjsfWidgetId, isKnownVariable, isWidgetId, SESSION_FIELDS, WIDGET_IDS } from './vocabulary.ts';
import { COMPLETION_STEP, STEP_IDS, type FlowDefinition, type JsonLogic, type StepId, type Transition, type Wording } from './types.ts';

export const CHECK_NAMES = [
  'unreachable-step',
  'missing-target',
  'missing-default',
  'unknown-widget',
  'unknown-locale-key',
  'unknown-variable',
  'unknown-operation',
  'unknown-field',
  'step-kind',
  'enquiry-only',
  'rules',
  'schema-version',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export interface FlowProblem {
  /** JSON Pointer into the file, e.g. /steps/2/transitions/1/to */
  path: string;
  message: string;
  check: CheckName | 'schema' | 'file';
}

export interface CheckOptions {
  /** Every locale key that exists, as "namespace:dotted.key" (plural forms included, e.g. "x_one"). Without it, keys are not checked. */
  localeKeys?: ReadonlySet<string>;
  /** Also report files whose schemaVersion is older than the current one. */
  strict?: boolean;
  currentSchemaVersion?: number;
}

const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/** True when the key, or one of its plural forms, exists. */
export function localeKeyExists(keys: ReadonlySet<string>, key: string): boolean {
  return keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}${suffix}`));
}

/** A locale key in flow files is always namespaced: "namespace:dotted.path". */
export const LOCALE_KEY_PATTERN = /^[a-z][A-Za-z0-9]*:[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/;

const UI_TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

const pointer = (...parts: (string | number)[]): string => `/${parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** Every locale key a flow names, with where. */
export function localeKeysOf(flow: FlowDefinition): { path: string; key: string }[] {
  const found: { path: string; key: string }[] = [];
  const add = (path: string, key: unknown): void => {
    if (typeof key === 'string') found.push({ path, key });
  };
  const addWording = (path: string, w: Wording | undefined): void => {
    if (w === undefined) return;
    if (typeof w === 'string') add(path, w);
    else w.forEach((c, i) => add(`${path}/${i}/key`, c.key));
  };
  add('/title', flow.title);
  for (const [k, v] of Object.entries(flow.wording?.headerTitles ?? {})) addWording(pointer('wording', 'headerTitles', k), v);
  for (const [k, v] of Object.entries(flow.wording?.buttons ?? {})) addWording(pointer('wording', 'buttons', k), v);
  for (const [k, v] of Object.entries(flow.wording?.notices ?? {})) addWording(pointer('wording', 'notices', k), v);
  for (const [k, v] of Object.entries(flow.messages ?? {})) add(pointer('messages', k), v);
  for (const [k, v] of Object.entries(flow.dateRules?.messages ?? {})) add(pointer('dateRules', 'messages', k), v);
  (flow.peopleRules ?? []).forEach((r, i) => add(pointer('peopleRules', i, 'messageKey'), r.messageKey));
  for (const id of STEP_IDS) {
    const step = flow.steps[id];
    if (!step) continue;
    const walkSchema = (node: unknown, path: string): void => {
      if (Array.isArray(node)) node.forEach((n, i) => walkSchema(n, `${path}/${i}`));
      else if (typeof node === 'object' && node !== null) {
        for (const [k, v] of Object.entries(node)) {
          if ((k === 'title' || k === 'description') && typeof v === 'string') add(`${path}/${k}`, v);
          else if (k === 'properties' && typeof v === 'object' && v !== null) {
            for (const [name, sub] of Object.entries(v)) walkSchema(sub, `${path}/properties/${name}`);
          } else if (typeof v === 'object') walkSchema(v, `${path}/${k}`);
        }
      }
    };
    walkSchema(step.fields, pointer('steps', id, 'fields'));
    const walkUi = (node: unknown, path: string): void => {
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
      for (const [k, v] of Object.entries(node)) {
        if (UI_TEXT_KEYS.has(k) && typeof v === 'string') add(`${path}/${k}`, v);
        else if (k === 'ui:enumNames' && Array.isArray(v)) v.forEach((n, i) => add(`${path}/${k}/${i}`, n));
        else if (k === 'ui:options' && typeof v === 'object' && v !== null) {
          for (const [ok, ov] of Object.entries(v)) {
            if (/(label|Label|title|Title|text|Text|placeholder|Placeholder)$/.test(ok) && typeof ov === 'string') add(`${path}/ui:options/${ok}`, ov);
          }
        } else if (!k.startsWith('ui:')) walkUi(v, `${path}/${k}`);
      }
    };
    walkUi(step.uiSchema, pointer('steps', id, 'uiSchema'));
  }
  return found;
}

/** Every JSON Logic expression in a flow, with where. */
export function expressionsOf(flow: FlowDefinition): { path: string; logic: JsonLogic }[] {
  const found: { path: string; logic: JsonLogic }[] = [];
  const fromWording = (path: string, w: Wording | undefined): void => {
    if (Array.isArray(w)) w.forEach((c, i) => c.when !== undefined && found.push({ path: `${path}/${i}/when`, logic: c.when }));
  };
  for (const group of ['headerTitles', 'buttons', 'notices'] as const) {
    for (const [k, v] of Object.entries(flow.wording?.[group] ?? {})) fromWording(pointer('wording', group, k), v as Wording);
  }
  (flow.peopleRules ?? []).forEach((r, i) => r.when !== undefined && found.push({ path: pointer('peopleRules', i, 'when'), logic: r.when }));
  for (const id of STEP_IDS) {
    const step = flow.steps[id];
    if (!step) continue;
    const fromList = (list: Transition[] | undefined, name: string): void =>
      (list ?? []).forEach((t, i) => t.when !== undefined && found.push({ path: pointer('steps', id, name, i, 'when'), logic: t.when }));
    fromList(step.transitions, 'transitions');
    fromList(step.back, 'back');
    for (const [field, logic] of Object.entries(step.visibleWhen ?? {})) found.push({ path: pointer('steps', id, 'visibleWhen', field), logic });
  }
  return found;
}

const sessionFields = new Set<string>(SESSION_FIELDS);

/** Runs every semantic check; an empty list means the flow is sound. */
export function checkFlow(flow: FlowDefinition, options: CheckOptions = {}): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const report = (check: CheckName, path: string, message: string): void => {
    problems.push({ check, path, message });
  };
  const present = new Set(STEP_IDS.filter((id) => flow.steps[id]));

  // Targets and defaults.
  for (const id of present) {
    const step = flow.steps[id]!;
    const lists: [string, Transition[] | undefined][] = [
      ['transitions', step.transitions],
      ['back', step.back],
    ];
    for (const [name, list] of lists) {
      (list ?? []).forEach((t, i) => {
        if (!present.has(t.to)) report('missing-target', pointer('steps', id, name, i, 'to'), `transition to step "${t.to}", which this flow does not define`);
      });
    }
    if (id === COMPLETION_STEP || step.kind === 'completion') {
      if (step.transitions.length > 0) report('step-kind', pointer('steps', id, 'transitions'), 'the completion step has no transitions');
    } else {
      const defaults = step.transitions.map((t, i) => ({ t, i })).filter(({ t }) => t.when === undefined);
      const last = step.transitions.length - 1;
      if (defaults.length === 0) report('missing-default', pointer('steps', id, 'transitions'), 'no default transition (one without "when") at the end');
      else if (defaults[0]!.i !== last) {
        report('missing-default', pointer('steps', id, 'transitions', defaults[0]!.i), `the default transition must be last: transitions after it (${defaults[0]!.i + 1}..${last}) can never be taken`);
      }
    }
    if (step.back && step.back.length > 0 && step.back[step.back.length - 1]!.when !== undefined) {
      report('missing-default', pointer('steps', id, 'back'), 'back transitions need a default (one without "when") at the end');
    }
  }

  // Step kinds.
  for (const id of present) {
    const step = flow.steps[id]!;
    if ((id === COMPLETION_STEP) !== (step.kind === 'completion')) {
      report('step-kind', pointer('steps', id, 'kind'), id === COMPLETION_STEP ? 'step 999 must be of kind "completion"' : `only step 999 may be of kind "completion"`);
    }
  }
  if (!present.has('1')) report('step-kind', '/steps', 'a flow starts at step 1, which is missing');

  // Reachability.
  const reachable = reachableSteps(flow);
  for (const id of present) if (!reachable.has(id)) report('unreachable-step', pointer('steps', id), `step ${id} cannot be reached from step 1`);

  // Enquiry-only shape.
  if (flow.enquiryOnly) {
    for (const id of present) {
      if (!(['1', '2', COMPLETION_STEP] as StepId[]).includes(id)) report('enquiry-only', pointer('steps', id), `an enquiry-only flow has steps 1, 2 and ${COMPLETION_STEP} only`);
    }
    if (flow.steps['2'] && flow.steps['2'].kind !== 'enquiry') report('enquiry-only', pointer('steps', '2', 'kind'), 'step 2 of an enquiry-only flow is the enquiry step (kind "enquiry")');
  }

  // Widgets and fields.
  for (const id of present) {
    const step = flow.steps[id]!;
    step.widgets.forEach((w, i) => {
      if (!isWidgetId(w)) report('unknown-widget', pointer('steps', id, 'widgets', i), `unknown widget id "${w}" (known: ${WIDGET_IDS.join(', ')})`);
    });
    const listed = new Set(step.widgets);
    for (const [field, ui] of Object.entries(step.uiSchema ?? {})) {
      if (typeof ui !== 'object' || ui === null) continue;
      for (const prop of ['ui:widget', 'ui:field'] as const) {
        const w = (ui as Record<string, unknown>)[prop];
        if (typeof w !== 'string') continue;
        if (prop === 'ui:widget' && isRjsfWidgetId(w)) continue;
        if (!isWidgetId(w)) report('unknown-widget', pointer('steps', id, 'uiSchema', field, prop), `unknown widget id "${w}"`);
        else if (!listed.has(w)) report('unknown-widget', pointer('steps', id, 'uiSchema', field, prop), `widget "${w}" is used but not listed in the step's "widgets"`);
      }
    }
    for (const name of Object.keys(step.fields.properties)) {
      if (!sessionFields.has(name)) report('unknown-field', pointer('steps', id, 'fields', 'properties', name), `"${name}" is not a session field`);
    }
    for (const name of Object.keys(step.uiSchema ?? {})) {
      if (!name.startsWith('ui:') && !(name in step.fields.properties)) report('unknown-field', pointer('steps', id, 'uiSchema', name), `uiSchema names "${name}", which is not one of the step's fields`);
    }
    (step.required ?? []).forEach((name, i) => {
      if (!sessionFields.has(name)) report('unknown-field', pointer('steps', id, 'required', i), `required field "${name}" is not a session field`);
    });
    for (const name of Object.keys(step.visibleWhen ?? {})) {
      if (!(name in step.fields.properties)) report('unknown-field', pointer('steps', id, 'visibleWhen', name), `visibleWhen names "${name}", which is not one of the step's fields`);
    }
  }

  // Guards: variables and operations.
  for (const { path, logic } of expressionsOf(flow)) {
    for (const op of operationsUsed(logic)) if (!isKnownOperation(op)) report('unknown-operation', path, `unknown JSON Logic operation "${op}"`);
    for (const v of variablesUsed(logic)) if (!isKnownVariable(v)) report('unknown-variable', path, `guard reads "${v}", which is not a session field`);
  }

  // Date and people rules that contradict themselves.
  const dr = flow.dateRules;
  if (dr?.defaultOpenMonth !== undefined && dr.allowedMonths && !dr.allowedMonths.includes(dr.defaultOpenMonth)) {
    report('rules', '/dateRules/defaultOpenMonth', `month ${dr.defaultOpenMonth} is not one of allowedMonths (${dr.allowedMonths.join(', ')})`);
  }
  if (dr?.fixedDates && dr.allowedMonths) {
    dr.fixedDates.forEach((d, i) => {
      const month = Number(d.length === 5 ? d.slice(0, 2) : d.slice(5, 7));
      if (!dr.allowedMonths!.includes(month)) report('rules', `/dateRules/fixedDates/${i}`, `fixed date ${d} is outside allowedMonths, so no date can ever be chosen`);
    });
  }
  if (dr?.min && dr.max && 'date' in dr.min && 'date' in dr.max && dr.min.date > dr.max.date) report('rules', '/dateRules', `min ${dr.min.date} is after max ${dr.max.date}`);
  (flow.peopleRules ?? []).forEach((r, i) => {
    if (r.min !== undefined && r.max !== undefined && r.min > r.max) report('rules', `/peopleRules/${i}`, `min ${r.min} is more than max ${r.max}`);
  });

  // Locale keys.
  if (options.localeKeys) {
    for (const { path, key } of localeKeysOf(flow)) {
      if (!LOCALE_KEY_PATTERN.test(key)) report('unknown-locale-key', path, `"${key}" is not a locale key ("namespace:key"); flows hold keys, never text`);
      else if (!localeKeyExists(options.localeKeys, key)) report('unknown-locale-key', path, `unknown locale key "${key}"`);
    }
  }

  // Version.
  const current = options.currentSchemaVersion ?? CURRENT_FLOW_SCHEMA_VERSION;
  if (options.strict && flow.schemaVersion < current) {
    report('schema-version', '/schemaVersion', `schemaVersion ${flow.schemaVersion} is older than ${current}: migrate the file (migrateFlow)`);
  }
  return problems;
}
