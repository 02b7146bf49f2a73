#!/usr/bin/env node
// Writes www/generated/custom-elements.json, the Custom Elements Manifest of <n-queens>
// (schema 2.1: editors, linters and doc tools read the tag from it), from the
// reference tables of docs/embedding.md, so the manifest and the guide never
// disagree. The npm package ships it at its root (scripts/package.sh), where
// its package.json names it ("customElements").
//
//   node scripts/build-manifest.mjs           write it (make build does)
//   node scripts/build-manifest.mjs --check   exit 1 if it is out of date
import { readFile, writeFile } from 'node:fs/promises';

const root = new URL('..', import.meta.url);
const target = new URL('www/generated/custom-elements.json', root);

// The rows of the markdown table whose header starts with `| first |`.
function table(markdown, first) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  if (start < 0) throw new Error(`build-manifest: no table "${first}" in docs/embedding.md`);
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
  }
  return rows;
}
const names = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
const plain = (text) => text.replace(/`/g, '').replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');

export async function manifest() {
  const markdown = await readFile(new URL('docs/embedding.md', root), 'utf8');
  const attributes = table(markdown, 'attribute').map(([name, values, fallback, what]) => ({
    name: names(name)[0],
    description: plain(what),
    type: { text: plain(values) },
    default: plain(fallback),
    fieldName: names(name)[0],
  }));
  const members = table(markdown, 'member').flatMap(([name, what]) =>
    names(name).map((member) => {
      const method = member.match(/^(\w+)\(/);
      return method
        ? { kind: 'method', name: method[1], description: plain(what) }
        : { kind: 'field', name: member.replace(/^NQueensElement\./, ''), description: plain(what), ...(member.startsWith('NQueensElement.') && { static: true }) };
    }),
  );
  const events = table(markdown, 'event').map(([name, when, detail]) => ({
    name: names(name)[0],
    type: { text: 'CustomEvent' },
    description: `${plain(when)}. detail: ${plain(detail)}`,
  }));
  const cssProperties = table(markdown, 'custom property').flatMap(([name, what, fallback]) =>
    names(name).map((property) => ({ name: property, description: plain(what), default: plain(fallback) })),
  );
  const cssParts = table(markdown, 'part').flatMap(([name, what]) => names(name).map((part) => ({ name: part, description: plain(what) })));
  const declaration = {
    kind: 'class',
    name: 'NQueensElement',
    description:
      'The N-Queens backtracking walkthrough, an explorer, a board figure or a parallel solution counter, drawn from a Rust search compiled to WebAssembly.',
    customElement: true,
    tagName: 'n-queens',
    superclass: { name: 'HTMLElement' },
    attributes,
    members,
    events,
    cssProperties,
    cssParts,
  };
  const module = {
    kind: 'javascript-module',
    path: 'nqueens-element.js',
    declarations: [declaration],
    exports: [
      { kind: 'js', name: 'NQueensElement', declaration: { name: 'NQueensElement', module: 'nqueens-element.js' } },
      { kind: 'custom-element-definition', name: 'n-queens', declaration: { name: 'NQueensElement', module: 'nqueens-element.js' } },
    ],
  };
  return `${JSON.stringify({ schemaVersion: '2.1.0', readme: 'docs/embedding.md', modules: [module] }, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = await manifest();
  const current = await readFile(target, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (current !== wanted) {
      console.error('build-manifest: www/generated/custom-elements.json is out of date: run `node scripts/build-manifest.mjs`');
      process.exit(1);
    }
  } else if (current !== wanted) {
    await writeFile(target, wanted);
    console.log('build-manifest: wrote www/generated/custom-elements.json');
  }
}
