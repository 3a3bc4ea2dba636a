// `node bin/check-node.js`: exits 1, saying which Node.js to install, when this one is too old (see node-version.js).
import { requireSupportedNode } from './node-version.js';

requireSupportedNode();
