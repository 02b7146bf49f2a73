// How this project launches the system Chromium, for the end-to-end tests
// (playwright.config.mjs) and the browser benchmarks (bench/web/driver.mjs).
// The extra flags keep it from reaching for the network at start (this
// machine has none but the package registries) and let it run as root.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);
