/** `covers flows check` against deliberately broken flow files (one per check), and `covers flows graph`. */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFlowFiles } from '../../src/cli/commands/flows.ts';
import { runCli } from '../../src/cli/main.ts';
import type { CliIo } from '../../src/cli/types.ts';
import { PROJECT_ROOT } from '../../src/engine/flow/load.node.ts';

function capture(): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, cwd: PROJECT_ROOT, stdout: (l) => out.push(l), stderr: (l) => err.push(l) };
}

const broken = (name: string) => `tests/flows/broken/${name}.json`;

/** One broken file per check, and the exact line `flows check` prints for it. */
const CASES: [string, string][] = [
  ['UnreachableStep', `${broken('UnreachableStep')}: /steps/3: step 3 cannot be reached from step 1`],
  ['MissingTarget', `${broken('MissingTarget')}: /steps/2/transitions/0/to: transition to step "4", which this flow does not define`],
  ['MissingDefault', `${broken('MissingDefault')}: /steps/2/transitions: no default transition (one without "when") at the end`],
  ['UnknownWidget', `${broken('UnknownWidget')}: /steps/2/widgets/1: unknown widget id "fancyCarousel" (known: locationSelect, datePicker, peopleCounter, dayParts, categoryPanels, standingToggle, timePicker, slotGrid, alternativeDates, partnerRedirect, preOrderCards, minimumSpendProgress, contactDetails, optIns, callbackSlots, approxTime, bookingSummary, completionSummary, shareBlock)`],
  ['UnknownLocaleKey', `${broken('UnknownLocaleKey')}: /wording/headerTitles/1: unknown locale key "widget:header.doesNotExist"`],
  ['UnknownVariable', `${broken('UnknownVariable')}: /steps/1/transitions/0/when: guard reads "is_vip", which is not a session field`],
  ['UnknownOperation', `${broken('UnknownOperation')}: /steps/1/transitions/0/when: unknown JSON Logic operation "is_weekend"`],
  ['UnknownField', `${broken('UnknownField')}: /steps/2/fields/properties/favourite_colour: "favourite_colour" is not a session field`],
  ['EnquiryOnlyWithPreOrder', `${broken('EnquiryOnlyWithPreOrder')}: /steps/3: an enquiry-only flow has steps 1, 2 and 999 only`],
  ['CompletionKind', `${broken('CompletionKind')}: /steps/999/kind: step 999 must be of kind "completion"`],
  ['JavaScriptGuard', `${broken('JavaScriptGuard')}: /steps/1/transitions/0/when: must be a JSON Logic expression (an object with one operator, or true/false); strings are not guards: no JavaScript`],
  ['TextInsteadOfKey', `${broken('TextInsteadOfKey')}: /steps/2/fields/properties/email/title: "Your e-mail" is not a locale key ("namespace:key"); flows hold keys, never text`],
  ['WrongId', `${broken('WrongId')}: /id: id "SomethingElse" does not match the file name "WrongId"`],
  ['ContradictoryRules', `${broken('ContradictoryRules')}: /dateRules/defaultOpenMonth: month 6 is not one of allowedMonths (11, 12, 1, 2)`],
];

describe('covers flows check', () => {
  it.each(CASES)('reports %s as file: path: message and exits non-zero', async (name, line) => {
    const io = capture();
    const code = await runCli(['flows', 'check', broken(name)], io);
    expect(code).toBe(1);
    expect(io.out).toEqual([line]);
    expect(io.err).toEqual(['1 flow file checked, 1 problem']);
  });

  it('passes the sound minimal flow and every file in flows/', async () => {
    const io = capture();
    expect(await runCli(['flows', 'check', 'tests/flows/valid/MinimalFlow.json'], io)).toBe(0);
    expect(io.out).toEqual([]);
    const all = capture();
    expect(await runCli(['flows', 'check'], all)).toBe(0);
    expect(all.err).toEqual(['19 flow files checked, 0 problems']);
  });

  it('checks a whole folder', async () => {
    const io = capture();
    expect(await runCli(['flows', 'check', 'tests/flows/broken'], io)).toBe(1);
    expect(io.out).toHaveLength(CASES.length);
  });

  it('reports a missing file', async () => {
    const io = capture();
    expect(await runCli(['flows', 'check', 'flows/NoSuchFlow.json'], io)).toBe(1);
    expect(io.out).toEqual(['flows/NoSuchFlow.json: /: no such file']);
  });

  it('--strict reports files on an older schemaVersion (with a migration to the current one)', () => {
    const io = capture();
    const migrations = { 1: (flow: Record<string, unknown>) => ({ ...flow }) };
    const count = checkFlowFiles([join(PROJECT_ROOT, 'flows/TableBooking.json')], io, { strict: true, currentSchemaVersion: 2, migrations });
    expect(count).toBe(1);
    expect(io.out).toEqual(['flows/TableBooking.json: /schemaVersion: schemaVersion 1 is older than 2: migrate the file (migrateFlow)']);
    const lenient = capture();
    expect(checkFlowFiles([join(PROJECT_ROOT, 'flows/TableBooking.json')], lenient, { currentSchemaVersion: 2, migrations })).toBe(0);
  });

  it('runs through the bin shim as `covers`, exiting non-zero on a broken file', () => {
    const bin = join(PROJECT_ROOT, 'bin/covers.js');
    const ok = spawnSync(process.execPath, [bin, 'flows', 'check', 'tests/flows/valid/MinimalFlow.json'], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    const bad = spawnSync(process.execPath, [bin, 'flows', 'check', broken('MissingTarget')], { cwd: PROJECT_ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stdout.trim()).toBe(CASES[1]![1]);
  });
});

describe('covers flows graph', () => {
  const out = mkdtempSync(join(tmpdir(), 'covers-graph-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('writes Mermaid source, an SVG and a self-contained HTML page', async () => {
    const io = capture();
    expect(await runCli(['flows', 'graph', 'TableBooking', '--out', out], io)).toBe(0);
    const mmd = readFileSync(join(out, 'TableBooking.mmd'), 'utf8');
    expect(mmd).toContain('flowchart LR');
    expect(mmd).toContain('s2 -->|"3. can_fallback"| s99');
    expect(mmd).toContain('s99 -.->|"back: 1. can_auto_confirm"| s2');
    const html = readFileSync(join(out, 'TableBooking.html'), 'utf8');
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<script|src="http/);
    expect(existsSync(join(out, 'TableBooking.svg'))).toBe(true);
  });

  it('refuses an unknown flow', async () => {
    const io = capture();
    expect(await runCli(['flows', 'graph', 'NoSuchFlow', '--out', out], io)).toBe(2);
    expect(io.err[0]).toContain('unknown flow "NoSuchFlow"');
  });
});

describe('the dispatcher', () => {
  it('prints usage for no command and refuses unknown ones', async () => {
    const io = capture();
    expect(await runCli([], io)).toBe(2);
    expect(io.err.join('\n')).toContain('covers flows check');
    expect(await runCli(['nope'], capture())).toBe(2);
    expect(await runCli(['flows', 'nope'], capture())).toBe(2);
  });

  it('is runnable with tsx directly too', () => {
    const text = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'help'], { cwd: PROJECT_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(text).toBe('');
  });
});
