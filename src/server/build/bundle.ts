/**
 * The server as one ES module for `npm start`: Node loads one file instead of resolving and
 * transpiling some two hundred TypeScript modules through a loader at every start, which is most of
 * the time to the first answer.
 *
 * Modules that find files beside themselves (migrations, the built pages, payment assets, the flows)
 * do so from `import.meta.url`; in the bundle every module shares one URL, so each source module's
 * `import.meta.url` is rewritten to its own file's URL, reached relatively from the bundle (the
 * checkout can move).
 */
import { build, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintOf } from '../../widget/build/inputs.ts';
import { cachedBuild } from './build-cache.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'dist/server/main.mjs');
const PREVALIDATED_FLOWS_MODULE = join(ROOT, 'src/server/build/prevalidated-flows.ts');
const STAMP = '.build-stamp';
const INPUTS = ['src/server', 'src/engine', 'src/api-client', 'schemas', 'locales', 'brands', 'flows', 'package-lock.json', 'tsconfig.json'];
const SKIP = /(^|\/)(node_modules|build)(\/|$)|\.test\.tsx?$|\.md$/;

/** What the bundle is made from, as one fingerprint. */
export function serverFingerprint(root = ROOT): string {
  return fingerprintOf(INPUTS, SKIP, root);
}

/**
 * The flows, validated now (an unsound flow file fails the build, listing its problems), so that the
 * bundled server skips validating them — and loading the schema validator — at every start.
 */
function prevalidatedFlows(): Plugin {
  return {
    name: 'prevalidated-flows',
    setup(b) {
      b.onLoad({ filter: /prevalidated-flows\.ts$/ }, async (args) => {
        if (args.path !== PREVALIDATED_FLOWS_MODULE) return undefined;
        const { loadFlows } = await import('../../engine/flow/load.node.ts');
        const flows = [...loadFlows().values()];
        return { contents: `export const PREVALIDATED_FLOWS = ${JSON.stringify(flows)};`, loader: 'js' };
      });
    },
  };
}

function ownImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (args.path.includes(`${sep}node_modules${sep}`) || !source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split(sep).join('/');
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

export async function bundleServer({ outFile = SERVER_BUNDLE } = {}): Promise<void> {
  const fingerprint = serverFingerprint();
  const outDir = dirname(outFile);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: { [basename(outFile, '.mjs')]: join(ROOT, 'src/server/main.ts') },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // The modules main.ts imports later are chunks loaded then: the embedded database starts opening
    // first, and the rest loads while it does.
    splitting: true,
    // Beside the entry: import.meta.url is rewritten relative to this folder.
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.13', // the oldest Node.js the project runs on (package.json's engines)
    // Packages are bundled too: Node then resolves, reads and links a handful of files instead of
    // several hundred CommonJS modules at every start. PGlite stays outside (it finds its WebAssembly
    // and data files beside its own modules), so does pg (loaded only for PostgreSQL), and
    // so does argon2 (a native addon that loads the prebuilt binary shipped beside it), and so does pdfkit
    // (it reads its fonts' metrics from files beside its own modules).
    external: ['@electric-sql/pglite', 'pg', 'argon2', 'pdfkit'],
    // Bundled CommonJS packages require Node's built-in modules; an ES module has no `require` of its own.
    banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [prevalidatedFlows(), ownImportMetaUrl(outDir)],
  });
  writeFileSync(join(outDir, STAMP), `${fingerprint}\n`);
}

/**
 * The arguments `npm start` gives node (its flags, then the bundle), read from package.json, so that
 * the benchmarks and the browser tests start the server exactly as a user does.
 */
export function startArguments(root = ROOT): string[] {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== 'node' || args.at(-1) !== relative(root, SERVER_BUNDLE).split(sep).join('/')) throw new Error(`npm start no longer runs node on ${relative(root, SERVER_BUNDLE)}: ${scripts.start}`);
  return [...args.slice(0, -1), SERVER_BUNDLE];
}

/** The bundle at dist/server as the sources are now: as it is, from the build cache, or bundled afresh. */
export async function ensureServerBundle(): Promise<'fresh' | 'cached' | 'built'> {
  if (serverBundleFresh()) return 'fresh';
  return cachedBuild('server', serverFingerprint(), [relative(ROOT, dirname(SERVER_BUNDLE))], () => bundleServer());
}

/** Whether the bundle was built from the sources as they are now. */
export function serverBundleFresh(outFile = SERVER_BUNDLE): boolean {
  const stamp = join(dirname(outFile), STAMP);
  return existsSync(outFile) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === serverFingerprint();
}
