/** Moving through a page from the keyboard, as a keyboard user does: the browser tests' one Tab helper. */
import type { Frame, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The focused element as a test reads it. */
export interface Focused {
  /** Lower case: 'button', 'select', 'input'. */
  tag: string;
  id: string;
  /** Its aria-label ('' without one). */
  name: string;
  /** Its text content, trimmed. */
  text: string;
  /** Its type attribute ('' without one). */
  type: string;
  /** What a person hears or reads: its aria-label, else its rendered text, trimmed. */
  label: string;
}

/** What to Tab to: the element itself, its label (aria-label or rendered text), or a test of the focused element. */
export type TabTarget = Locator | RegExp | ((element: Focused) => boolean);

/** The element that has the focus in the page, or in the frame that has it (a widget's iframe). */
export function focusedElement(target: Page | Frame): Promise<Focused> {
  return target.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    // Into same-origin frames, where the focus really is.
    while (el instanceof HTMLIFrameElement && el.contentDocument?.activeElement) el = el.contentDocument.activeElement as HTMLElement;
    const name = el?.getAttribute('aria-label') ?? '';
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      name,
      text: (el?.textContent ?? '').trim(),
      type: el?.getAttribute('type') ?? '',
      label: (name || el?.innerText || '').trim(),
    };
  });
}

async function reached(page: Page, target: TabTarget): Promise<boolean> {
  if (typeof target === 'function') return target(await focusedElement(page));
  if (target instanceof RegExp) return target.test((await focusedElement(page)).label);
  return focused(target);
}

/**
 * Presses Tab (forwards) until `target` has the focus, at most `presses` times; nothing is pressed
 * when it has the focus already. Fails the test, saying where the focus got to, when it never does.
 */
export async function tabTo(page: Page, target: TabTarget, presses = 60): Promise<void> {
  for (let i = 0; i < presses; i++) {
    if (await reached(page, target)) return;
    await page.keyboard.press('Tab');
  }
  if (await reached(page, target)) return;
  expect.fail(`the focus never reached ${target instanceof RegExp ? target : typeof target === 'function' ? 'the element wanted' : String(target)}; it is on ${JSON.stringify(await focusedElement(page))}`);
}
