// The real-host tests (tests/hosts/hosts.spec.mjs): the hosts built by
// tests/hosts/build.mjs in dist/hosts/, served by scripts/serve.mjs, and the
// Vite dev server on the Vite host's sources. Run by `make test-hosts`
// (scripts/test-hosts.sh), which packs, installs and builds first.
//
// Ports: E2E_HOSTS_PORT (static, default 8125), E2E_VITE_DEV_PORT (default 8126),
// E2E_VITEPRESS_PORT (the VitePress site, default 8127), E2E_DOCUSAURUS_PORT
// (the Docusaurus site, default 8128), E2E_HOSTS_CDN_PORT (the packed package
// with CORS headers, the "CDN" of the cross-origin host, default 8129).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_HOSTS_PORT || 8125);
const DEV_PORT = Number(process.env.E2E_VITE_DEV_PORT || 8126);
const VITEPRESS_PORT = Number(process.env.E2E_VITEPRESS_PORT || 8127);
const DOCUSAURUS_PORT = Number(process.env.E2E_DOCUSAURUS_PORT || 8128);
const CDN_PORT = Number(process.env.E2E_HOSTS_CDN_PORT || 8129);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  outputDir: '../../artifacts/hosts-results',
  reporter: 'list',
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: [
    {
      command: `node ../../scripts/serve.mjs --port ${PORT} --root ../../dist/hosts`,
      url: `http://127.0.0.1:${PORT}/vite/index.html`,
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The VitePress site is built for the root of a server (the recipe's /nqueens/ paths).
      command: `node ../../scripts/serve.mjs --port ${VITEPRESS_PORT} --root ../../dist/hosts/vitepress`,
      url: `http://127.0.0.1:${VITEPRESS_PORT}/`,
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The Docusaurus site, also built for the root of a server (the recipe's /nqueens/ script).
      command: `node ../../scripts/serve.mjs --port ${DOCUSAURUS_PORT} --root ../../dist/hosts/docusaurus`,
      url: `http://127.0.0.1:${DOCUSAURUS_PORT}/`,
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The packed package as a CDN serves it (Access-Control-Allow-Origin: *),
      // for the cross-origin host page on PORT (dist/hosts/cross-origin/).
      command: `node ../../scripts/serve.mjs --cors --port ${CDN_PORT} --root node_modules/nqueens-lab`,
      url: `http://127.0.0.1:${CDN_PORT}/nqueens-element.js`,
      reuseExistingServer: false,
      timeout: 15_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node node_modules/vite/bin/vite.js --config vite/vite.config.mjs --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

export const VITE_DEV_URL = `http://127.0.0.1:${DEV_PORT}/`;
