/**
 * Booking sessions made through the real session API, as the widget itself makes them, and a widget
 * page that resumes one: the browser tests of the later steps (pre-order, personal details, the
 * enquiry, completion) start where they test, whatever the earlier steps look like.
 */
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

const API_KEY = 'covers-demo-key';

/** Brand ids by code (the store keeps a brand's saved session under covers:<id>:session). */
export const BRAND_IDS = { default: 0, revolution: 1, decuba: 2, playhouse: 4 } as const;
export type BrandCode = keyof typeof BRAND_IDS;

export interface ApiSession {
  id: string;
  data: Record<string, any>;
}

async function post(origin: string, brand: number, path: string, body: Record<string, unknown>): Promise<{ status: number; body: any }> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-brand': String(brand), 'x-api-key': API_KEY },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A new session with these answers (in order: each object is one update, as a customer would send them). */
export async function apiSession(origin: string, brand: BrandCode, ...updates: Record<string, unknown>[]): Promise<ApiSession> {
  const brandId = BRAND_IDS[brand];
  const start = await post(origin, brandId, 'rest/booking/session', { form_version: '2.0', booking_flow_version: 2 });
  expect(start.status).toBe(200);
  let data = start.body.data as Record<string, any>;
  const id = data.session_id as string;
  for (const fields of updates) {
    const answer = await post(origin, brandId, 'rest/booking/session', { session_id: id, ...fields });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    data = answer.body.data;
  }
  return { id, data };
}

/** The first time the customer could book now (an available slot), from a session answer. */
export function firstAvailableTime(data: Record<string, any>): string {
  const slot = (data.all_slots as Array<{ time: string; available: boolean }>).find((s) => s.available);
  if (!slot) throw new Error('no available slot in the session answer');
  return slot.time;
}

/** Makes the widget pages of this context resume the session (as a customer coming back would). */
export async function rememberSession(context: BrowserContext, brand: BrandCode, sessionId: string): Promise<void> {
  await context.addInitScript(
    ({ key, id }) => {
      if (location.pathname === '/widget' && !sessionStorage.getItem('covers-test-resumed')) {
        sessionStorage.setItem('covers-test-resumed', '1');
        localStorage.setItem(key, id);
      }
    },
    { key: `covers:${BRAND_IDS[brand]}:session`, id: sessionId },
  );
}

/** Opens the widget on a resumed session and waits for the step the server says it is on. */
export async function openAtStep(page: Page, origin: string, brand: BrandCode, step: string): Promise<void> {
  await page.goto(`${origin}/widget?brand=${brand}`);
  await expect.poll(() => page.locator('.covers-shell').getAttribute('data-step'), { timeout: 15_000 }).toBe(step);
}

/** The current step number of the widget in a page or frame. */
export function stepOf(target: Page | Frame): Promise<string | null> {
  return target.locator('.covers-shell').getAttribute('data-step');
}
