// The webpack 5 host (tests/hosts/README.md): a production build with
// webpack's defaults, into dist/hosts/webpack/ (index.html is copied there
// by tests/hosts/build.mjs).
import { fileURLToPath } from 'node:url';

export default {
  mode: 'production',
  context: fileURLToPath(new URL('.', import.meta.url)),
  entry: './main.js',
  output: { path: fileURLToPath(new URL('../../../dist/hosts/webpack', import.meta.url)), filename: 'main.js', clean: true },
};
