// The Vite host (tests/hosts/README.md): Vite's defaults, built into
// dist/hosts/vite/ and served under /vite/.
import { fileURLToPath } from 'node:url';

export default {
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../../../dist/hosts/vite', import.meta.url)), emptyOutDir: true },
};
