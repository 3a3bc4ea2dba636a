/**
 * axe on the later steps in every brand's look: the pre-order (with a card's choices open), personal
 * details (with errors showing), the enquiry (step 99, and step 2 of an enquiry-only flow), and the
 * completion screen. No serious or critical violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { apiSession, firstAvailableTime, openAtStep, rememberSession, stepOf, type BrandCode } from './helpers/sessions.ts';

const live = serverAndBrowser();

/** A bar of each brand (the default brand sees every brand's bars). */
const BARS: Record<BrandCode, number> = { revolution: 11, decuba: 21, playhouse: 41, default: 11 };
const CONTACT = { forename: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '07700900123' };

async function openSession(brand: BrandCode, step: number, extra: Record<string, unknown> = {}, people = 4): Promise<Page> {
  const base = { bar_id: BARS[brand], date: '2026-11-28', no_people: people, party_type: 1 };
  const first = await apiSession(live.server.origin, brand, base);
  const time = step === 99 ? (first.data.all_slots as Array<{ time: string; can_fallback: boolean; available: boolean }>).find((s) => !s.available && s.can_fallback)!.time : firstAvailableTime(first.data);
  const session = await apiSession(live.server.origin, brand, base, { time, step, ...extra });
  const { page, context } = await watchedPage(live.browser);
  await rememberSession(context, brand, session.id);
  await openAtStep(page, live.server.origin, brand, String(step));
  return page;
}

describe('axe on the later steps', () => {
  for (const brand of ['revolution', 'decuba', 'playhouse', 'default'] as const) {
    it(`finds nothing serious on the pre-order, personal details, enquiry and completion (${brand})`, async () => {
      // Step 3, a card added with its choices open.
      const pre = await openSession(brand, 3);
      await pre.getByRole('button', { name: 'Add Tray of 10 Shots' }).click();
      await pre.getByRole('button', { name: 'More information about Tray of 10 Shots' }).click();
      await pre.getByLabel('Flavour').waitFor();
      expect(await seriousViolations(pre), 'step 3').toEqual([]);
      await pre.context().close();

      // Step 4 with an error showing.
      const details = await openSession(brand, 4);
      await details.getByLabel('Forename').focus();
      await details.getByLabel('Surname').focus();
      await expect.poll(() => details.getByText('Forename is required.').count()).toBe(1);
      expect(await seriousViolations(details), 'step 4').toEqual([]);
      // On to completion.
      await details.getByLabel('Forename').fill(CONTACT.forename);
      await details.getByLabel('Surname').fill(CONTACT.surname);
      await details.getByLabel('E-Mail (Required)').fill(CONTACT.email);
      await details.getByLabel('Phone number (Required)').fill(CONTACT.phone);
      const book = details.getByRole('button', { name: 'Book now' });
      await expect.poll(() => book.isEnabled()).toBe(true);
      await book.click();
      await expect.poll(() => stepOf(details), { timeout: 15_000 }).toBe('999');
      await details.getByLabel('Invite link').waitFor();
      expect(await seriousViolations(details), 'completion').toEqual([]);
      await details.context().close();

      // Step 99 (sixteen people: Let's talk).
      const enquiry = await openSession(brand, 99, {}, 16);
      await enquiry.getByLabel('Approximate start time').waitFor();
      expect(await seriousViolations(enquiry), 'step 99').toEqual([]);
      await enquiry.context().close();

      // An enquiry-only flow's step 2 (a general enquiry, with its free-text field).
      const { page: only, context } = await watchedPage(live.browser);
      await only.goto(`${live.server.origin}/widget?brand=${brand}&bar=${BARS[brand]}&date=2026-11-28&people=10&type=99`);
      await expect.poll(() => stepOf(only), { timeout: 15_000 }).toBe('2');
      await only.getByLabel('Anything else we should know?').waitFor();
      expect(await seriousViolations(only), 'enquiry-only step 2').toEqual([]);
      await context.close();
    });
  }
});
