#!/usr/bin/env node
// Lists the files of www/ that the npm package needs, by following every
// relative reference from the entry points, so the package never misses a
// module the element starts to import one day, and never ships the page.
//
//   node scripts/package-files.mjs [--root www] ENTRY...
//
// Followed: static imports and re-exports (`import … from './x.js'`,
// `import './x.js'`, `export … from './x.js'`), dynamic `import('./x.js')`,
// `new URL('./x', import.meta.url)` (workers, stylesheets, the wasm), and in
// HTML entries the src= and href= of <script> and <link>. Bare specifiers
// and URLs with a scheme are not files of the package and are skipped.
// Prints one path per line, relative to the root, sorted. Exits 1 when a
// reference points at a file that does not exist.
import { readFile, access } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: opts, positionals: entries } = parseArgs({
  options: { root: { type: 'string', default: 'www' } },
  allowPositionals: true,
});
const root = path.resolve(opts.root);

const JS_PATTERNS = [
  /\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/g,
  /\bexport\s+(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s+from\s+['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /new\s+URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g,
];
const HTML_PATTERNS = [/<(?:script|link)\b[^>]*?\s(?:src|href)\s*=\s*["']([^"']+)["']/gi];

function isRelative(specifier) {
  return !/^[a-z][a-z0-9+.-]*:/i.test(specifier) && !specifier.startsWith('/') && !specifier.startsWith('#') &&
    (specifier.startsWith('.') || !/^[@a-z]/i.test(specifier) || /\.\w+$/.test(specifier));
}

// Comments often show example imports; they are not references.
function stripComments(source) {
  // Line comments first: they may contain "/*" (as in a glob like js/*.js).
  return source.replace(/(^|[^:'"\\])\/\/.*$/gm, '$1').replace(/\/\*[\s\S]*?\*\//g, '');
}

async function references(file) {
  const ext = path.extname(file);
  if (ext !== '.js' && ext !== '.mjs' && ext !== '.html') return [];
  const text = await readFile(file, 'utf8');
  const source = ext === '.html' ? text.replace(/<!--[\s\S]*?-->/g, '') : stripComments(text);
  const patterns = ext === '.html' ? HTML_PATTERNS : JS_PATTERNS;
  const found = [];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      // Bare names in `import 'x'` are packages; in new URL('x', …) they are files.
      const specifier = match[1].split(/[?#]/)[0];
      const viaUrl = pattern.source.startsWith('new');
      if (specifier && (viaUrl || ext === '.html' ? isRelative(specifier) : specifier.startsWith('.'))) {
        found.push(path.resolve(path.dirname(file), specifier));
      }
    }
  }
  return found;
}

const seen = new Set();
const missing = [];
const queue = entries.map((entry) => path.resolve(root, entry));
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  if (!file.startsWith(root + path.sep)) {
    missing.push(`${path.relative(process.cwd(), file)} (outside ${opts.root})`);
    continue;
  }
  try {
    await access(file);
  } catch {
    missing.push(path.relative(root, file));
    continue;
  }
  seen.add(file);
  queue.push(...(await references(file)));
}

if (missing.length) {
  console.error(`package-files: missing: ${missing.join(', ')}`);
  process.exit(1);
}
console.log([...seen].map((file) => path.relative(root, file).split(path.sep).join('/')).sort().join('\n'));
