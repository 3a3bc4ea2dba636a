import { defineConfig } from 'vite';

// The browser apps (widget, account site, embed loader) are added by their issues; the server runs with tsx.
export default defineConfig({
  build: { outDir: 'dist/public', emptyOutDir: true },
});
