import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const NO_CODE_GENERATION = { selector: "NewExpression[callee.name='Function']", message: 'No runtime code generation (CSP).' };
const ONE_DATE_FORMATTER = 'A date or time a person reads is written by src/engine/time/format.ts, the same on every screen and in every e-mail.';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', '**/*.generated.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', NO_CODE_GENERATION],
      'no-eval': 'error',
    },
  },
  {
    // One formatter for dates: nothing else turns a date into words (Intl's and the browser's differ by machine).
    files: ['src/**'],
    ignores: ['src/engine/time/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_CODE_GENERATION,
        { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: ONE_DATE_FORMATTER },
        { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]', message: ONE_DATE_FORMATTER },
      ],
    },
  },
  {
    // One client: in the browser only src/api-client/ talks to the server (its error handling is the spec's).
    files: ['src/widget/**', 'src/account/**', 'src/ui/**', 'src/engine/**', 'src/embed/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['fetch', 'XMLHttpRequest', 'EventSource'].map((name) => ({ name, message: 'Call the API through src/api-client/.' }))],
      'no-restricted-properties': ['error', ...['fetch', 'sendBeacon'].map((property) => ({ property, message: 'Call the API through src/api-client/.' }))],
    },
  },
  {
    // The account site and the shared UI never reach into the widget's internals (shared parts live in src/ui/).
    files: ['src/account/**', 'src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/widget/**'], message: 'Move what both sites use to src/ui/ (or src/api-client/).' }] }],
    },
  },
  {
    // Shared UI belongs to neither site.
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/widget/**', '**/account/**'], message: 'src/ui/ is shared by both sites: it imports neither.' }] }],
    },
  },
  {
    // Routes speak HTTP and call a service: only services read and write through repositories.
    files: ['src/server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/db/*', '**/db/**'], message: 'A route calls one service; only services use the database (see src/server/README.md).' }] }],
    },
  },
  {
    // Services and the domain know nothing of HTTP: they throw domain errors, which http/errors.ts maps to status codes.
    files: ['src/server/services/**/*.ts', 'src/server/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'Services and the domain know nothing of HTTP.' }],
          patterns: [{ group: ['**/http/*', '**/routes/*', '**/routes/**', '**/pages/*'], message: 'Services and the domain know nothing of HTTP: throw a domain error (domain/errors.ts).' }],
        },
      ],
    },
  },
  {
    // Test bodies are parsed JSON whose shape each assertion checks.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
