import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../../tests/helpers/scratch.ts';
import { cachedBuild } from './build-cache.ts';

describe('the build cache', () => {
  let root: string;
  beforeAll(async () => (root = await scratchDir('covers-build-cache-')));
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** A checkout whose build writes `text` into out/built.txt and counts its builds. */
  function checkout(name: string, cache: string, linked = false) {
    const where = { root: join(root, name), cache, linked };
    let builds = 0;
    const build = (fingerprint: string, text: string) =>
      cachedBuild('pages', fingerprint, ['out'], async () => {
        builds += 1;
        mkdirSync(join(where.root, 'out'), { recursive: true });
        writeFileSync(join(where.root, 'out/built.txt'), text);
      }, where);
    return { build, builds: () => builds, output: () => readFileSync(join(where.root, 'out/built.txt'), 'utf8'), file: join(where.root, 'out/built.txt') };
  }

  it('gives another checkout of the same sources the build made before, without building; other sources are built', async () => {
    const cache = join(root, 'cache');
    const first = checkout('first', cache);
    expect(await first.build('aaa', 'pages of aaa')).toBe('built');
    const second = checkout('second', cache);
    expect(await second.build('aaa', 'not built')).toBe('cached');
    expect(second.output()).toBe('pages of aaa');
    expect(second.builds()).toBe(0);
    expect(await second.build('bbb', 'pages of bbb')).toBe('built');
    expect(second.output()).toBe('pages of bbb');
  });

  it('links outputs that are only read to the cached files instead of copying them', async () => {
    const cache = join(root, 'linked-cache');
    const first = checkout('linked-first', cache, true);
    await first.build('ccc', 'database of ccc');
    const second = checkout('linked-second', cache, true);
    expect(await second.build('ccc', 'not built')).toBe('cached');
    expect(statSync(second.file).ino).toBe(statSync(join(cache, 'pages-ccc/out/built.txt')).ino);
    expect(second.output()).toBe('database of ccc');
  });

  it('keeps the four builds of a kind used last, and a build goes on when the cache cannot be written', async () => {
    const cache = join(root, 'small-cache');
    const one = checkout('third', cache);
    for (const fingerprint of ['f1', 'f2', 'f3', 'f4', 'f5']) {
      await one.build(fingerprint, fingerprint);
      // Their times apart, as builds are: the oldest is the one let go.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(readdirSync(cache).sort()).toEqual(['pages-f2', 'pages-f3', 'pages-f4', 'pages-f5']);
    const unwritable = checkout('fourth', join(root, 'not-a-folder'));
    writeFileSync(join(root, 'not-a-folder'), '');
    expect(await unwritable.build('f6', 'f6')).toBe('built');
    expect(unwritable.output()).toBe('f6');
    expect(existsSync(join(root, 'not-a-folder', 'pages-f6'))).toBe(false);
  });
});
