/**
 * The browser builds, all into dist/public/ (served by the Fastify app, src/server/routes/, shells in src/server/pages/):
 *   - default mode: the widget page (src/widget/index.html) and the demo host pages
 *     (src/embed/demo/*.html), ES modules with code splitting;
 *   - `--mode account`: the account site's pages (src/account/index.html), on React;
 *   - `--mode embed`: the host-page loader, one classic script at dist/public/embed.js.
 * `npm run build` runs them all (src/widget/build/build.ts), after compiling the flows' validators.
 *
 * The widget is written against React and built on preact/compat: the same code, about half the
 * first-load bytes (DESIGN.md, "Measured facts"). Tests and the account site run on React. Likewise
 * i18next and react-i18next: the widget and the account site are built on stand-ins for the part they
 * use (src/widget/build/i18n/, checked text by text against i18next), tests on them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type UserConfig } from 'vite';
import { firstStepGroup } from './src/widget/build/chunks.ts';
import { compileHints } from './src/widget/build/compile-hints.ts';
import { localeParts } from './src/widget/build/locale-parts.ts';
import { browserFlows, trimRjsf } from './src/widget/build/trim.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const OUT_DIR = here('./dist/public');

// i18next and react-i18next: the part the pages use, answering as they do (src/widget/build/i18n/).
const i18nAliases = [
  { find: /^i18next$/, replacement: here('./src/widget/build/i18n/i18next.ts') },
  { find: /^react-i18next$/, replacement: here('./src/widget/build/i18n/react-i18next.ts') },
];

// Each React entry point separately: an alias for 'react' alone would not catch 'react/jsx-runtime'.
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // rjsf's markdown renderer: silently broken under preact and heavy; flow texts are plain.
  { find: /^markdown-to-jsx(\/react)?$/, replacement: here('./src/widget/build/markdown-plain.tsx') },
  ...i18nAliases,
];

/** The flow a widget starts in before a booking type is chosen (the store's DEFAULT_FLOW). */
const FIRST_FLOW = 'TableBooking';

/**
 * The first step's code arrives with the page: modulepreload links for the step renderer chunk,
 * the flows and the first step's validator, so they download beside the entry instead of after it
 * has run (one round trip fewer before step 1 shows).
 */
function preloadFirstStep(): Plugin {
  return {
    name: 'covers-preload-first-step',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('widget/index.html')) return;
        const manifestFile = here('./src/widget/generated/manifest.generated.json');
        const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { flows: Record<string, Record<string, string>> }) : { flows: {} };
        const hash = manifest.flows[FIRST_FLOW]?.['1'];
        const wanted = [/\/src\/widget\/steps\/prebooking\/PrebookingStep\.tsx$/, /\/generated\/flows\.generated\.json$/, ...(hash ? [new RegExp(`/generated/validators/${hash}\\.generated\\.cjs$`)] : [])];
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const loaded = new Set([ctx.chunk?.fileName, ...(ctx.chunk?.imports ?? [])]);
        const files = new Set<string>();
        const styles = new Set<string>();
        const add = (fileName: string) => {
          if (loaded.has(fileName) || files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (chunk?.type === 'chunk') {
            chunk.imports.forEach(add);
            // The step's own styles too: otherwise they are fetched only once its code has run.
            chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          }
        };
        // A chunk that holds one of them: its own, or the first step's group (src/widget/build/chunks.ts).
        for (const chunk of chunks) if ([chunk.facadeModuleId ?? '', ...chunk.moduleIds].some((id) => wanted.some((re) => re.test(id)))) add(chunk.fileName);
        return [
          ...[...files].map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' })),
          ...[...styles].map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' })),
        ];
      },
    },
  };
}

/** The "use client" markers of rjsf, react-router and react-query mean nothing outside React Server Components. */
const withoutDirectiveWarnings: NonNullable<NonNullable<UserConfig['build']>['rollupOptions']>['onwarn'] = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

const pages: UserConfig = {
  root: here('./src'),
  base: '/',
  publicDir: false,
  resolve: { alias: preactAliases },
  // Locales, brands: one JSON.parse each, which a browser reads faster than the same object as code.
  json: { stringify: true },
  // The first step's code preloaded; rjsf's registry without what no flow reaches (src/widget/build/trim.ts);
  // the shell and step 1's chunk compiled as they arrive (src/widget/build/compile-hints.ts).
  plugins: [preloadFirstStep(), trimRjsf(), browserFlows(), compileHints(['widget', 'step1'])],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    // Browsers that run the widget support modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    sourcemap: process.env.COVERS_SOURCEMAP === '1',
    reportCompressedSize: false,
    rollupOptions: {
      onwarn: withoutDirectiveWarnings,
      output: {
        // Generated flow and validator modules carry ".generated" in their file names (lint skips them); the chunks need not.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace('.generated', '')}-[hash].js`,
        // Step 1's code in one file beside the shell (src/widget/build/chunks.ts).
        codeSplitting: { groups: [firstStepGroup(FIRST_FLOW)] },
      },
      input: {
        widget: here('./src/widget/index.html'),
        'demo-host': here('./src/embed/demo/host.html'),
        'demo-index': here('./src/embed/demo/index.html'),
        'demo-two-brands': here('./src/embed/demo/two-brands.html'),
      },
    },
  },
};

const embed: UserConfig = {
  publicDir: false,
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    lib: {
      entry: here('./src/embed/loader.ts'),
      formats: ['iife'],
      name: 'CoversEmbed',
      fileName: () => 'embed.js',
    },
  },
};

/**
 * `--mode account`: the account site's pages (src/account/index.html) on React, into
 * dist/public/account/ beside the widget's build (it runs after it, and empties nothing).
 */
const account: UserConfig = {
  root: here('./src'),
  base: '/',
  publicDir: false,
  // On React itself, but i18next's stand-in as the widget's: some 15 KB gzip less on every first load.
  // react-router's package exports only its development build (its warnings for a developer): the
  // production build beside it, as react-dom's own production build is taken.
  resolve: {
    alias: [
      ...i18nAliases,
      { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
    ],
  },
  // Each module's texts come with it, section by section (src/widget/build/locale-parts.ts).
  plugins: [localeParts()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: process.env.COVERS_SOURCEMAP === '1',
    reportCompressedSize: false,
    rollupOptions: {
      onwarn: withoutDirectiveWarnings,
      input: { account: here('./src/account/index.html') },
      output: {
        entryFileNames: 'assets/account-[name]-[hash].js',
        chunkFileNames: 'assets/account-[name]-[hash].js',
        assetFileNames: 'assets/account-[name]-[hash][extname]',
      },
    },
  },
};

export default defineConfig(({ mode }) => (mode === 'embed' ? embed : mode === 'account' ? account : pages));
