// `node bin/check-node.js` (npm's preinstall and prestart): exits 1, saying which Node.js to install, when this
// one is too old (see node-version.js). Not under `npx covers`: npx runs the project's own bin by installing
// the project into its cache, which runs this preinstall; a refusal there left that cache broken, so that
// `npx covers` kept failing (ENOENT) after Node.js was upgraded. The bin makes the same check as it starts.
import process from 'node:process';
import { requireSupportedNode } from './node-version.js';

if (process.env.npm_command !== 'exec') requireSupportedNode();
