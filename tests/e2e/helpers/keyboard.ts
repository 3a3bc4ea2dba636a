/** Moving through a page from the keyboard, as a keyboard user does. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Tab (forwards) until `locator` has the focus. */
export async function tabToLocator(page: Page, locator: Locator, presses = 30) {
  for (let i = 0; i < presses; i++) {
    if (await focused(locator)) return;
    await page.keyboard.press('Tab');
  }
  expect.fail(`the focus never reached ${locator}`);
}
