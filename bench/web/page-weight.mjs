// The page's weight: what index.html fetches on its first load, per mode,
// and what all of www/ weighs. Each file gzip -9 on its own, as a server
// would send it; kB of 1000 bytes.
//
//   node bench/web/page-weight.mjs [--loads 3] [--json FILE] [--root DIR] [--site www]
//
// --root: a folder holding another www/ (say, an older commit's) to weigh.
// --site: the page's folder under --root: www (the readable source, default)
//         or dist/site (the minified deployable copy, `make site`).
//
// Per mode (?mode=walkthrough|explore|count), fresh browser context each
// load: the files requested before the first board (window.__nqueensFirstBoardMs),
// and by the time the network is idle (the mode's lazily imported views,
// its workers). The goal (≤ 60 kB gzipped) is applied, as in `make bench`,
// to what the default view (the walkthrough) requests before its first
// board. Needs www/pkg built (`make build`).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { openBrowserBench } from './driver.mjs';

const { values } = parseArgs({ options: { loads: { type: 'string', default: '3' }, json: { type: 'string' }, root: { type: 'string', default: '.' }, site: { type: 'string', default: 'www' } } });
const LOADS = Number(values.loads);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const sum = (files, field) => files.reduce((total, f) => total + f[field], 0);

/** HTML, JS, CSS, wasm, icons under www/, without docs, examples and the .d.ts. */
export function pageFiles(dir = 'www', skip = ['docs', 'examples']) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return skip.includes(e.name) ? [] : pageFiles(p, skip);
    return /\.(html|m?js|css|wasm|svg|json|webmanifest)$/.test(e.name) && !/\.d\.ts$/.test(e.name) && e.name !== 'package.json'
      ? [p]
      : [];
  });
}

const MODES = ['walkthrough', 'explore', 'count'];
const result = { modes: {}, all: null, pageGraph: null };
const WWW = path.join(values.root, values.site);
const browser = await openBrowserBench({ root: values.root, site: values.site });
try {
  for (const mode of MODES) {
    const runs = [];
    for (let i = 0; i < LOADS; i++) {
      const r = await browser.firstBoard({ query: mode === 'walkthrough' ? '' : `?mode=${mode}` });
      if (r.errors.length) console.error(`${mode}: page errors: ${r.errors.join('; ')}`);
      runs.push(r);
    }
    const ms = runs.map((r) => r.ms).filter((x) => x !== null).sort((a, b) => a - b);
    // A file fetched twice (a worker's own copy of the wasm, from the cache) counts once.
    const unique = (files) => [...new Map(files.map((f) => [f.url, f])).values()];
    const last = { files: unique(runs.at(-1).files), settled: unique(runs.at(-1).settled) };
    result.modes[mode] = {
      firstBoardMs: ms.length ? ms[Math.floor(ms.length / 2)] : null,
      byFirstBoard: { files: last.files.length, raw: sum(last.files, 'raw'), gz: sum(last.files, 'gz') },
      settled: { files: last.settled.length, raw: sum(last.settled, 'raw'), gz: sum(last.settled, 'gz') },
      urls: last.settled.map((f) => f.url.replace(browser.base, '/')),
      firstBoardFiles: last.files.map((f) => ({ url: f.url.replace(browser.base, '/'), gz: f.gz })),
    };
  }
} finally {
  await browser.close();
}

const all = pageFiles(WWW);
result.all = { files: all.length, raw: all.reduce((s, f) => s + statSync(f).size, 0), gz: all.reduce((s, f) => s + gz(f), 0) };
// Every file index.html can ever load (static and dynamic imports, workers,
// stylesheets, the wasm), followed the way scripts/package-files.mjs does,
// in the readable www/ (the minified copy has the same files at the same paths).
const graph = execFileSync(process.execPath, ['scripts/package-files.mjs', '--root', path.join(values.root, 'www'), 'index.html', 'favicon.svg'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((f) => path.join(WWW, f));
result.pageGraph = { files: graph.length, raw: graph.reduce((s, f) => s + statSync(f).size, 0), gz: graph.reduce((s, f) => s + gz(f), 0) };

console.log('| what | files | raw | gzip -9 | first board |');
console.log('|---|---|---|---|---|');
for (const [mode, m] of Object.entries(result.modes)) {
  const ms = m.firstBoardMs === null ? 'n/a' : `${Math.round(m.firstBoardMs)} ms`;
  console.log(`| ${mode}: by its first board | ${m.byFirstBoard.files} | ${kB(m.byFirstBoard.raw)} | ${kB(m.byFirstBoard.gz)} | ${ms} |`);
  console.log(`| ${mode}: once the network is idle | ${m.settled.files} | ${kB(m.settled.raw)} | ${kB(m.settled.gz)} | |`);
}
console.log(`| everything index.html can load | ${result.pageGraph.files} | ${kB(result.pageGraph.raw)} | ${kB(result.pageGraph.gz)} | |`);
console.log(`| all of ${values.site}/ (no examples, docs) | ${result.all.files} | ${kB(result.all.raw)} | ${kB(result.all.gz)} | |`);
// As in `make bench` (bench/run.mjs): the goal applies to what the default
// view requests before its first board; what it loads after (the views
// imported once the board is drawn) is printed beside it.
const first = result.modes.walkthrough.byFirstBoard.gz;
const idle = result.modes.walkthrough.settled.gz;
console.log(`\ngoal: the default view's first board ${kB(first)} gzipped ≤ 60 kB: ${first <= 60_000 ? 'PASS' : 'MISS'}; once the network is idle ${kB(idle)} (info)`);
if (values.json) writeFileSync(values.json, JSON.stringify(result, null, 2));
