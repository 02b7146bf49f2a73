// Headless Chromium for the benchmarks: serves the repository with
// scripts/serve.mjs (root `.`, so the bench page at /bench/web/ imports
// /www/nqueens.js) and drives it with Playwright's chromium (the system
// browser; Playwright never downloads one here).
//
//   const b = await openBrowserBench();
//   await b.count(16, 2);     // { total, unique, pieces, runs, ms, startMs, busyMs, cores }
//   await b.firstBoard();     // { ms, source, fcp, errors, files: [{ url, raw, gz }], settled }
//   await b.firstBoard({ query: '?mode=count' });   // the first load of another mode
//   await b.firstBoard({ site: 'dist/site' });        // the minified copy instead
//   await b.estimate(20, 2);  // { n, pieces, sampled, ms, exact }: the page's estimate
//   await b.tracedLoad({ site: 'dist/site', path: 'embed.html?n=6' });  // { longestMs, wasm, errors }
//   await b.close();
//
// `site`: the folder under `root` whose index.html firstBoard() loads: www/
// (the readable source, default) or dist/site (the minified copy, `make site`).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { setTimeout as delay } from 'node:timers/promises';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { mainThreadTasks } from '../../tests/e2e/main-thread.mjs';

// Bounds on the first-load measure's waits (ms): see firstBoard.
const BODY_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 15_000;
// A traced load lasts this long after the load event: the page's lazy
// imports, its first board and its idle-time work all fall inside it.
const TRACED_LOAD_MS = 4_000;

export async function openBrowserBench({ root = '.', site = 'www' } = {}) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', '--root', root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await Promise.race([
    once(server.stdout, 'data'),
    once(server, 'exit').then(() => {
      throw new Error('scripts/serve.mjs exited before serving');
    }),
  ]);
  const base = String(line).match(/http:\/\/[^/\s]+\//)[0];
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
  } catch (error) {
    server.kill();
    throw error;
  }
  const benchPage = await browser.newPage();
  benchPage.on('pageerror', (e) => console.error('bench page error:', e.message));
  await benchPage.goto(`${base}bench/web/`);
  await benchPage.waitForFunction(() => window.benchReady === true);
  const cores = await benchPage.evaluate(() => navigator.hardwareConcurrency);

  return {
    base,
    cores,
    // The browser's own process: the child of this one that Playwright
    // launched (for the memory of --long: it and its descendants).
    pid: browserPid(),
    version: browser.version(),
    /** Counts n in `workers` Web Workers on the bench page. */
    async count(n, workers) {
      const r = await benchPage.evaluate(([n, w]) => window.countInWorkers(n, w), [n, workers]);
      return { ...r, cores };
    },
    /**
     * Loads `site` (www/ by default; with `query`, e.g. '?mode=explore') in a fresh context; when
     * its first board was painted. `files`: what it requested before then
     * (the document, and every file whose request the page's resource
     * timing puts before the first-board mark);
     * `settled`: what it fetched once the network was idle too (a mode's
     * lazily imported views, its workers and their copy of the wasm).
     */
    async firstBoard({ query = '', site: dir = site } = {}) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Every file the page fetched until its first board, gzipped on its own.
      const loaded = [];
      // A body can never arrive: a worker terminated while it fetched (the
      // count page's estimate ends as soon as its sample is timed), so each
      // wait is bounded; such a file was not needed and is not counted.
      page.on('response', (response) => {
        const body = response
          .body()
          .then((bytes) => ({ url: response.url(), raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length }))
          .catch(() => null);
        loaded.push(Promise.race([body, delay(BODY_TIMEOUT_MS, null)]));
      });
      await page.goto(`${base}${dir.replace(/^\.?\/+|\/+$/g, '')}/${query}`, { waitUntil: 'load' });
      const shown = await page
        .waitForFunction(() => window.__nqueensFirstBoardMs ?? null, null, { timeout: 10_000 })
        .then((h) => h.jsonValue())
        .catch(() => null);
      // Requested before the first board: the files it needed. (What a worker
      // fetches is in the worker's own timeline, not the page's: after.)
      const requested = await page.evaluate((before) => {
        const entries = performance.getEntriesByType('resource');
        return entries.filter((entry) => before === null || entry.startTime < before).map((entry) => entry.name);
      }, shown);
      const byFirstBoard = new Set([page.url(), ...requested]);
      await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT_MS }).catch(() => {});
      const settled = (await Promise.all(loaded)).filter(Boolean);
      const files = settled.filter((file) => byFirstBoard.has(file.url));
      const fcp = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      );
      await context.close();
      return {
        ms: shown ?? fcp,
        source: shown !== null ? '__nqueensFirstBoardMs' : 'first-contentful-paint',
        fcp,
        errors,
        files,
        settled,
      };
    },
    /** The page's own estimate of counting n on `workers` workers (count-estimate.js). */
    async estimate(n, workers) {
      return benchPage.evaluate(([n, w]) => window.estimateCount(n, w), [n, workers]);
    },
    /**
     * Loads `path` of `site` in a fresh context under a Chromium trace:
     * `longestMs`, the longest main-thread task of the load (CPU ms; the
     * driver sends nothing while it runs, so every task is the page's),
     * and `wasm`, the wasm files the main thread fetched (its resource
     * timing; workers have their own).
     */
    async tracedLoad({ site: dir = site, path = '' } = {}) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await browser.startTracing(undefined, { categories: ['toplevel'] });
      let tasks;
      try {
        await page.goto(`${base}${dir.replace(/^\.?\/+|\/+$/g, '')}/${path}`, { waitUntil: 'load' });
        await delay(TRACED_LOAD_MS);
      } finally {
        const trace = JSON.parse((await browser.stopTracing()).toString());
        tasks = mainThreadTasks(trace.traceEvents ?? trace).filter((task) => !task.driver);
      }
      const wasm = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname.split('/').pop())
          .filter((name) => name.endsWith('.wasm')),
      );
      await context.close();
      return { longestMs: Math.max(0, ...tasks.map((task) => task.cpuMs)), wasm, errors };
    },
    async close() {
      await browser.close();
      server.kill();
    },
  };
}

// The Chromium process Playwright started: a child of this Node process
// other than the server (/proc/*/stat: the parent is the second field
// after the command's closing parenthesis).
function browserPid() {
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && /chrom/i.test(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))) return Number(name);
    } catch {
      // the process ended meanwhile
    }
  }
  return null;
}
