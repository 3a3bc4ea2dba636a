// The Node.js check run before anything else (`npm install`'s preinstall, `npm start`'s prestart, the `covers`
// command): on a Node.js too old for the project it says which one to install instead of letting a dependency
// fail somewhere obscure. Plain JavaScript with no dependencies and no recent syntax, so that an old Node.js
// reads it. The versions agree with package.json's `engines` and .nvmrc (a unit test checks).
import process from 'node:process';

/** The LTS the project targets (.nvmrc). */
export const TARGET_MAJOR = 24;
/** The oldest release it runs on (`engines`): Node.js 22 from the first release its tools all accept. */
export const MINIMUM = [22, 13];

/**
 * What is wrong with Node.js `version` ("20.20.2", "v24.1.0"), in a sentence for the person running it, or
 * undefined when it will do.
 */
export function nodeVersionProblem(version) {
  const shown = String(version).replace(/^v/, '');
  const parts = shown.split('.');
  const major = Number(parts[0]);
  const minor = Number(parts[1] || 0);
  if (major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1])) return undefined;
  const wanted = TARGET_MAJOR + ' (' + MINIMUM.join('.') + ' at least)';
  return [
    'Covers needs Node.js ' + wanted + '; this is Node.js ' + shown + '.',
    "Install it with `nvm install` (the project's .nvmrc names it) or from https://nodejs.org, then run the command again.",
  ].join('\n');
}

/** Ends the process with that sentence on a Node.js that will not do. */
export function requireSupportedNode() {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem === undefined) return;
  process.stderr.write(problem + '\n');
  process.exit(1);
}
