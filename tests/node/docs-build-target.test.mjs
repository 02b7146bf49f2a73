// docs/embedding.md, npm package: the snippet awaits init() at its module's
// top level, which a bundler refuses below ES2022. Vite 6's default build
// target ('modules': es2020, edge88, firefox78, chrome87, safari14) is such
// a target, and Vite has esbuild check it: the guide names the error and
// the two ways out (build.target 'es2022', or an async function).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

const guide = await readFile(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
const npmSection = guide.slice(guide.indexOf('## npm package'), guide.indexOf('## Site recipes'));
const snippet = /```js\n([\s\S]*?)```/.exec(npmSection)[1];
const VITE6_DEFAULT_TARGET = ['es2020', 'edge88', 'firefox78', 'chrome87', 'safari14'];

test("the npm snippet's top-level await: refused by Vite 6's default target, built with es2022, and the guide says so", async () => {
  assert.match(snippet, /^await init\(\);/m);
  await assert.rejects(transform(snippet, { format: 'esm', target: VITE6_DEFAULT_TARGET }), (error) => {
    const said = /Top-level await is not available in the configured target environment/.exec(error.message)?.[0];
    assert.ok(said, error.message);
    assert.ok(npmSection.replace(/\s+/g, ' ').includes(said), 'the guide quotes the error');
    return true;
  });
  await transform(snippet, { format: 'esm', target: 'es2022' });
  assert.ok(npmSection.includes("build: { target: 'es2022' }"));
  // The other way out, as the guide writes it, builds for the default target.
  assert.ok(npmSection.includes('init().then(() => { … })'));
  await transform('import init from "nqueens-lab";\ninit().then(() => {});\n', { format: 'esm', target: VITE6_DEFAULT_TARGET });
});
