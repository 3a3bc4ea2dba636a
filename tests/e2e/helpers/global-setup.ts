import { bundleServer, serverBundleFresh } from '../../../src/server/build/bundle.ts';
import { ensureBuilt } from '../../../src/widget/build/ensure-built.ts';
import { chromiumPath } from './browser.ts';

/** Once before the browser tests: current builds of the pages and of the server, and a chromium to drive. */
export default async function setup() {
  chromiumPath();
  const result = await ensureBuilt();
  if (result === 'built') console.log('Built the browser pages for the browser tests.');
  if (!serverBundleFresh()) {
    await bundleServer();
    console.log('Bundled the server for the browser tests.');
  }
}
