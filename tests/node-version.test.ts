/**
 * The Node.js check that `npm install`, `npm start` and `covers` run first: a Node.js too old for the project
 * is told which one to install; a supported one passes. Its versions are the ones package.json, .nvmrc and CI
 * name, so that none of them moves alone.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM, TARGET_MAJOR, nodeVersionProblem } from '../bin/node-version.js';

describe('nodeVersionProblem', () => {
  it.each(['20.20.2', 'v20.20.2', '18.0.0', '22.0.0', '22.12.9', '0.12.18'])(
    'refuses Node.js %s, naming it and what to install',
    (version) => {
      const problem = nodeVersionProblem(version);
      expect(problem).toContain('Covers needs Node.js 24 (22.13 at least)');
      expect(problem).toContain(`this is Node.js ${version.replace(/^v/, '')}.`);
      expect(problem).toContain('`nvm install`');
      expect(problem).toContain('https://nodejs.org');
    },
  );

  it.each(['22.13.0', 'v22.22.1', '23.11.1', '24.0.0', '24.22.3', '26.1.0', '100.0.0'])(
    'accepts Node.js %s',
    (version) => {
      expect(nodeVersionProblem(version)).toBeUndefined();
    },
  );

  it('refuses what is not a version rather than guessing', () => {
    expect(nodeVersionProblem('unknown')).toContain('this is Node.js unknown.');
  });

  it('accepts the Node.js running the tests', () => {
    expect(nodeVersionProblem(process.versions.node)).toBeUndefined();
  });
});

describe('the versions the project names', () => {
  it("package.json engines is the check's minimum", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MINIMUM.join('.')}`);
  });

  it('.nvmrc names the targeted LTS', () => {
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(String(TARGET_MAJOR));
  });

  it('CI runs a release of the targeted LTS', () => {
    const pinned = /^CI_NODE_VERSION=(\d+)\.\d+\.\d+$/m.exec(readFileSync('.ci/run', 'utf8'));
    expect(pinned?.[1]).toBe(String(TARGET_MAJOR));
  });
});
