import { ensureBuilt } from '../../../src/widget/build/ensure-built.ts';
import { chromiumPath } from './browser.ts';

/** Once before the browser tests: a current build of the pages, and a chromium to drive. */
export default async function setup() {
  chromiumPath();
  const result = await ensureBuilt();
  if (result === 'built') console.log('Built the browser pages for the browser tests.');
}
