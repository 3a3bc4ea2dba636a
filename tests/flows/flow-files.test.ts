/**
 * The shared suite: every file in flows/ and brands/ passes its schema and every semantic check,
 * names only locale keys that exist, and keeps the shape the spec gives its kind of flow.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUTTON_NAMES,
  DATE_RULE_NAMES,
  FLOW_VARIANTS,
  MESSAGE_SITUATIONS,
  NOTICE_NAMES,
  STEP_IDS,
  STEP_KINDS,
  checkFlow,
  enumeratePaths,
  localeKeyExists,
  localeKeysOf,
  reachableSteps,
  stepIds,
  type FlowDefinition,
} from '../../src/engine/flow/index.ts';
import { FLOWS_DIR, PROJECT_ROOT, flowFiles, loadFlowFile, readLocaleKeys, validateBrandSchema } from '../../src/engine/flow/load.node.ts';
import { BRAND_CODES, loadResources, type BrandDefinition } from '../../src/engine/i18n/index.ts';

const SPEC_FLOWS = [
  'Karaoke', 'TableBooking', 'CorporateBooking', 'PrivateHire', 'GenericLargerEnquiry', 'GenericEnquiry', 'GenericConsumerEnquiry',
  'NyeEnquiry', 'MasterclassBooking', 'BrunchBooking', 'DrinksBooking', 'BoothBooking', 'ChristmasBooking', 'ChristmasMostrador',
  'AtTableMasterclass', 'OnlineMasterclass', 'BarSpecificSlotBooking', 'NyeBooking', 'GenericBooking',
];
const ENQUIRY_ONLY = ['CorporateBooking', 'PrivateHire', 'GenericLargerEnquiry', 'GenericEnquiry', 'GenericConsumerEnquiry', 'NyeEnquiry'];

const localeKeys = readLocaleKeys();
const files = flowFiles();
const loaded = files.map((file) => ({ name: basename(file, '.json'), ...loadFlowFile(file, { localeKeys, strict: true }) }));

describe('the flow folder', () => {
  it('holds exactly the 19 flows the spec names', () => {
    expect(files.map((f) => basename(f, '.json')).sort()).toEqual([...SPEC_FLOWS].sort());
  });
});

describe.each(loaded)('flows/$name.json', ({ file, flow, problems }) => {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as FlowDefinition;

  it('points editors at the schema', () => {
    expect(raw.$schema).toBe('../schemas/flow.schema.json');
  });

  it('passes the schema and every semantic check', () => {
    expect(problems).toEqual([]);
    expect(flow).toBeDefined();
    expect(checkFlow(flow!, { localeKeys, strict: true })).toEqual([]);
  });

  it('names only locale keys that exist', () => {
    const missing = localeKeysOf(flow!).filter(({ key }) => !localeKeyExists(localeKeys, key));
    expect(missing).toEqual([]);
  });

  it('reaches every step from step 1, and every path ends at completion (or the partner hand-off)', () => {
    expect([...reachableSteps(flow!)].sort()).toEqual(stepIds(flow!).sort());
    for (const path of enumeratePaths(flow!)) {
      expect(path[0]).toBe('1');
      if (flow!.variant !== 'karaoke') expect(path[path.length - 1]).toBe('999');
    }
  });

  it('has the shape of its kind of flow', () => {
    const name = basename(file, '.json');
    if (ENQUIRY_ONLY.includes(name)) {
      expect(flow!.enquiryOnly).toBe(true);
      expect(stepIds(flow!)).toEqual(['1', '2', '999']);
      expect(flow!.steps['2']!.kind).toBe('enquiry');
    } else if (name === 'Karaoke') {
      expect(stepIds(flow!)).toEqual(['1', '2']);
    } else {
      expect(flow!.enquiryOnly ?? false).toBe(false);
      expect(stepIds(flow!)).toEqual(['1', '2', '3', '4', '99', '999']);
      expect(flow!.steps['99']!.kind).toBe('enquiry');
      // 99 is reachable from 2 (Let's talk) and 3 is skipped when there is nothing to pre-order.
      expect(flow!.steps['2']!.transitions.map((t) => t.to)).toEqual(['3', '4', '99', '2']);
    }
  });
});

describe('the schema and the TypeScript types agree', () => {
  const schema = JSON.parse(readFileSync(join(PROJECT_ROOT, 'schemas/flow.schema.json'), 'utf8'));
  it('on step ids, kinds, variants, buttons, notices, situations and date-rule names', () => {
    expect(schema.$defs.stepId.enum).toEqual([...STEP_IDS]);
    expect(schema.properties.steps.propertyNames.enum).toEqual([...STEP_IDS]);
    expect(schema.$defs.step.properties.kind.enum).toEqual([...STEP_KINDS]);
    expect(schema.properties.variant.enum).toEqual([...FLOW_VARIANTS]);
    expect(schema.$defs.wording.properties.buttons.propertyNames.enum).toEqual([...BUTTON_NAMES]);
    expect(schema.$defs.wording.properties.notices.propertyNames.enum).toEqual([...NOTICE_NAMES]);
    expect(Object.keys(schema.properties.messages.properties)).toEqual([...MESSAGE_SITUATIONS]);
    expect(Object.keys(schema.$defs.dateRules.properties.messages.properties).sort()).toEqual([...DATE_RULE_NAMES].sort());
  });
});

const brandFiles = readdirSync(join(PROJECT_ROOT, 'brands')).filter((f) => f.endsWith('.json')).sort();

describe('the brand folder', () => {
  it('holds default (0), revolution (1), decuba (2) and playhouse (4)', () => {
    expect(brandFiles.map((f) => basename(f, '.json')).sort()).toEqual([...BRAND_CODES].sort());
    const ids = brandFiles.map((f) => (JSON.parse(readFileSync(join(PROJECT_ROOT, 'brands', f), 'utf8')) as BrandDefinition).id);
    expect(ids.sort()).toEqual([0, 1, 2, 4]);
  });
});

describe.each(brandFiles)('brands/%s', (fileName) => {
  const brand = JSON.parse(readFileSync(join(PROJECT_ROOT, 'brands', fileName), 'utf8')) as BrandDefinition;

  it('passes the brand schema and points editors at it', () => {
    expect(validateBrandSchema(brand)).toEqual([]);
    expect(brand.$schema).toBe('../schemas/brand.schema.json');
    expect(brand.code).toBe(basename(fileName, '.json'));
  });

  it('lists only real sites to embed the widget: the development origins are the server’s to add', () => {
    expect(brand.embedOrigins.filter((origin) => /localhost|127\.0\.0\.1/.test(origin))).toEqual([]);
    expect(brand.embedOrigins.every((origin) => origin.startsWith('https://'))).toBe(true);
  });

  it('overrides only locale keys that exist', () => {
    const unknown = Object.keys(brand.copy).filter((key) => !localeKeyExists(localeKeys, key));
    expect(unknown).toEqual([]);
    expect(() => loadResources(brand)).not.toThrow();
  });
});

describe('the flows folder constant', () => {
  it('is the project flows/ folder', () => {
    expect(FLOWS_DIR).toBe(join(PROJECT_ROOT, 'flows'));
  });
});
