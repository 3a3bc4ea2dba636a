/**
 * The README's "Changing a flow" worked example, run as written (issue 29): its commands in its order, in a
 * copy of the project, with `npm start` serving and the widget open throughout. The example's JSON is the
 * README's own, so the README cannot drift from what works.
 */
import { exec, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySeededDataDir } from '../helpers/db-templates.ts';
import { scratchDir } from '../helpers/scratch.ts';
import { launchBrowser, watchedPage } from './helpers/browser.ts';
import { E2E_NOW, freePort } from './helpers/server.ts';

const ROOT = process.cwd();
const run = promisify(exec);

/** The section's code blocks, in order: `sh` ones as commands (comments dropped), the `json` one as text. */
type Step = { kind: 'sh'; command: string } | { kind: 'json'; text: string };

function readmeExample(): Step[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Changing a flow'), readme.indexOf('## Changing a brand'));
  return [...section.matchAll(/```(sh|json)\n([\s\S]*?)```/g)].flatMap(([, kind, body]): Step[] =>
    kind === 'json'
      ? [{ kind: 'json' as const, text: body! }]
      : body!
          .split('\n')
          .map((line) => line.replace(/\s+#.*$/, '').trim())
          .filter(Boolean)
          .map((command) => ({ kind: 'sh' as const, command })),
  );
}

let copy: string;
let server: ChildProcess | undefined;
let browser: Browser;
let origin: string;
const printed: string[] = [];

/** `npm start` in the copy, as a developer runs it; resolves once it listens. */
async function npmStart(): Promise<void> {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['start'], {
    cwd: copy,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: join(copy, 'data'), DATABASE_URL: '', COVERS_NOW: E2E_NOW, LOG_LEVEL: 'warn', WRITE_RATE_LIMIT: 'off', LIVE_RELOAD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stderr!.on('data', (chunk: Buffer) => printed.push(String(chunk)));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      printed.push(line);
      if (line.startsWith('Covers is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${printed.join('\n')}`)));
  });
}

beforeAll(async () => {
  // The project as a clone has it, built (the build is content-addressed: the copy's is fresh) and with its packages.
  copy = await scratchDir('covers-readme-');
  for (const item of ['bin', 'brands', 'flows', 'locales', 'schemas', 'src', 'dist', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts']) {
    cpSync(join(ROOT, item), join(copy, item), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  await copySeededDataDir(join(copy, 'data'));
  browser = await launchBrowser();
});
afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await browser?.close();
  await rm(copy, { recursive: true, force: true });
});

describe("the README's Changing a flow", () => {
  it('works as written, the change reaching the open widget without a restart', async () => {
    const steps = readmeExample();
    expect(steps.map((s) => (s.kind === 'sh' ? s.command : 'edit'))).toEqual([
      'npm start',
      'cp flows/TableBooking.json flows/SummerTables.json',
      'edit',
      'npx covers flows check',
      'npx covers flows graph SummerTables --out graphs',
      'npx covers db set-flow 1 SummerTables',
    ]);
    const { page, errors } = await watchedPage(browser);
    const banner = page.getByRole('alert').filter({ hasText: 'Preview: your last edit was refused' });
    const outputs: string[] = [];
    for (const step of steps) {
      if (step.kind === 'json') {
        // What the README asks: its keys set, the rest of `wording` kept.
        const file = join(copy, 'flows', 'SummerTables.json');
        const edit = JSON.parse(`{${step.text}}`) as { id: string; dateRules: unknown; wording: { headerTitles: Record<string, string> } };
        const flow = JSON.parse(readFileSync(file, 'utf8')) as { id: string; dateRules?: unknown; wording: { headerTitles: Record<string, unknown> } };
        flow.id = edit.id;
        flow.dateRules = edit.dateRules;
        Object.assign(flow.wording.headerTitles, edit.wording.headerTitles);
        writeFileSync(file, `${JSON.stringify(flow, null, 2)}\n`);
        await banner.waitFor({ state: 'detached' });
      } else if (step.command === 'npm start') {
        await npmStart();
        await page.goto(`${origin}/widget?brand=revolution`);
        await page.locator('.covers-shell form').waitFor();
      } else {
        const { stdout, stderr } = await run(step.command, { cwd: copy, env: { ...process.env, DATA_DIR: join(copy, 'data'), DATABASE_URL: '' } });
        outputs.push(stdout + stderr);
        // The copy, before its id is set, is refused in the open widget, and the rest keeps running.
        if (step.command.startsWith('cp ')) expect(await banner.textContent({ timeout: 5_000 })).toMatch(/SummerTables\.json: \/id: id "TableBooking" does not match the file name "SummerTables"/);
      }
    }
    const flowFiles = readdirSync(join(ROOT, 'flows')).filter((f) => f.endsWith('.json')).length + 1;
    expect(outputs[1]).toContain(`${flowFiles} flow files checked, 0 problems`);
    for (const ext of ['mmd', 'svg', 'html']) expect(existsSync(join(copy, 'graphs', `SummerTables.${ext}`))).toBe(true);
    expect(outputs[3]).toMatch(/booking type 1 now uses SummerTables \(was TableBooking\), in the server running on /);

    // The open widget follows: Table Booking's step 1 is the new flow's, and November is refused in its words.
    await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Manchester Deansgate' });
    const date = page.getByLabel('Date', { exact: true });
    await date.fill('16/07/2027');
    await page.getByLabel('Number of people').fill('4');
    await page.getByRole('button', { name: /^Tables/ }).click();
    await page.getByRole('button', { name: 'Table Booking', exact: true }).click();
    await page.locator('#covers-title', { hasText: 'Enquire Now' }).waitFor();
    await date.fill('27/11/2026');
    await date.blur();
    await page.locator('.covers-field-error', { hasText: 'Sorry, this booking is not available in that month. Please choose another date' }).waitFor();

    // And so does the API.
    const session = (date: string) =>
      fetch(`${origin}/api/rest/booking/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'covers-demo-key', 'x-brand': '1' },
        body: JSON.stringify({ form_version: '2.0', bar_id: 11, party_type: 1, date, no_people: 4 }),
      });
    const november = await session('2026-11-27');
    expect(november.status).toBe(422);
    expect(((await november.json()) as { errors: { fields: { date: string[] } } }).errors.fields.date).toEqual(['Sorry, this booking is not available in that month. Please choose another date']);
    const july = await session('2027-07-16');
    expect(july.status).toBe(200);
    const answer = (await july.json()) as { data: { slots?: unknown[]; available_types?: Array<{ id: number }> } };
    expect(answer.data.available_types?.some((t) => t.id === 1)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
