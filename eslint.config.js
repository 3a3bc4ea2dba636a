import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', '**/*.generated.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Function']", message: 'No runtime code generation (CSP).' }],
      'no-eval': 'error',
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
