// Lighthouse's mobile preset (its default config: a mid-range phone, slow
// 4G, 4× CPU slowdown) on the pages the load goals name, served as GitHub
// Pages serves them: `make site`'s output through `scripts/serve.mjs --site`
// (gzip, max-age). Lighthouse is pinned in bench/lighthouse/ and installed
// there by scripts/bench.sh, never by `make test`.
//
//   node bench/web/lighthouse.mjs [--runs 3] [--json FILE]
//
// Each page is measured `runs` times; the median performance score is
// reported with that run's total blocking time, LCP and CLS (Lighthouse
// scores vary from run to run, more so on a loaded machine). Goal: ≥ 95.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export const LIGHTHOUSE_PAGES = Object.freeze(['/', '/?mode=explore&n=8', '/embed.html?n=6&narration']);
export const LIGHTHOUSE_GOAL = 95;
const MODULES = new URL('../lighthouse/node_modules/', import.meta.url);

/** Median-score Lighthouse results per page: [{ page, score, tbtMs, lcpMs, cls, scores }]. */
export async function measureLighthouse({ runs = 3, site = 'dist/site' } = {}) {
  if (!existsSync(new URL('lighthouse/core/index.js', MODULES))) {
    throw new Error('Lighthouse is not installed: run scripts/bench.sh (it runs `npm ci --prefix bench/lighthouse`)');
  }
  const { default: lighthouse } = await import(new URL('lighthouse/core/index.js', MODULES));
  const { launch } = await import(new URL('chrome-launcher/dist/index.js', MODULES));
  const server = await startSiteServer(site);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const results = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const { lhr } = await lighthouse(server.base + page.slice(1), { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
        samples.push({
          score: Math.round(lhr.categories.performance.score * 100),
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      }
      samples.sort((a, b) => a.score - b.score);
      results.push({ page, ...samples[Math.floor(samples.length / 2)], scores: samples.map((s) => s.score) });
    }
    return results;
  } finally {
    await chrome.kill();
    server.close();
  }
}

async function startSiteServer(site) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--site', '--port', '0', '--root', site], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error('scripts/serve.mjs --site exited before serving');
    }),
  ]);
  return { base: String(line).match(/http:\/\/[^/\s]+\//)[0], close: () => child.kill() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, json: { type: 'string' } } });
  const results = await measureLighthouse({ runs: Number(values.runs) });
  console.log(`| page | Lighthouse mobile (median of ${values.runs}) | runs | TBT | LCP | CLS | goal ≥ ${LIGHTHOUSE_GOAL} |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    const verdict = r.score >= LIGHTHOUSE_GOAL ? 'PASS' : 'MISS';
    console.log(`| \`${r.page}\` | ${r.score} | ${r.scores.join(', ')} | ${Math.round(r.tbtMs)} ms | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${verdict} |`);
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
}
