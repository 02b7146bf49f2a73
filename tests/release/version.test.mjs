// One version: Cargo.toml's [package] version is the only place it is
// written. `make package` copies it into the npm package's package.json
// (tests/node/package.test.mjs checks that); Cargo.lock is cargo's copy,
// CHANGELOG.md names released versions in its headings, and npm lock files
// list other packages' versions. Any other file that states it fails here,
// with its name and line, so a release bumps one line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cargoToml = readFileSync(path.join(repo, 'Cargo.toml'), 'utf8');
const packageTable = cargoToml.split(/^\[package\]\s*$/m)[1].split(/^\[/m)[0];
const name = packageTable.match(/^name\s*=\s*"([^"]+)"/m)[1];
const version = packageTable.match(/^version\s*=\s*"([^"]+)"/m)[1];

const EXEMPT = new Set(['Cargo.toml', 'Cargo.lock', 'CHANGELOG.md']);
const exempt = (file) => EXEMPT.has(file) || path.basename(file) === 'package-lock.json';

/** The lines of `text` that state `version`: the whole number, not part of a longer one (10.1.0, 0.1.0.1). */
function statements(text, ver = version) {
  const escaped = ver.replace(/[.+]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\d.])${escaped}(?!\\.?\\d)`);
  return text.split('\n').flatMap((line, index) => (pattern.test(line) ? [{ line: index + 1, text: line.trim() }] : []));
}

test('the matcher finds a stated version and nothing longer', () => {
  assert.equal(statements('npm install ./pkg-1.2.3.tgz', '1.2.3').length, 1);
  assert.equal(statements('version = "1.2.3"\nv1.2.3\n', '1.2.3').length, 2);
  assert.equal(statements('https://cdn.example/npm/pkg@1.2.3/x.js', '1.2.3').length, 1);
  assert.deepEqual(statements('11.2.3, 1.2.30, 1.2.3.4, 1.2.34', '1.2.3'), []);
});

test('Cargo.toml is the only file that states the version', () => {
  assert.match(version, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'Cargo.toml has a semver version');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !exempt(file));
  assert.ok(files.length > 100, `read ${files.length} files`);
  const found = [];
  for (const file of files) {
    let bytes;
    try {
      bytes = readFileSync(path.join(repo, file));
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    if (bytes.includes(0)) continue; // binary
    for (const { line, text } of statements(bytes.toString('utf8'))) found.push(`${file}:${line}: ${text.slice(0, 120)}`);
  }
  assert.deepEqual(found, [], `only Cargo.toml may state ${version}; write it nowhere else (read it from Cargo.toml)`);
});

test("Cargo.lock's entry for the crate is Cargo.toml's version", () => {
  const lock = readFileSync(path.join(repo, 'Cargo.lock'), 'utf8');
  const entry = lock.split('[[package]]').find((block) => new RegExp(`^name = "${name}"$`, 'm').test(block));
  assert.ok(entry, `Cargo.lock has ${name}`);
  assert.match(entry, new RegExp(`^version = "${version.replace(/\./g, '\\.')}"$`, 'm'));
});

test('CHANGELOG.md: Unreleased, then released versions, newest first, none past Cargo.toml', () => {
  const changelog = readFileSync(path.join(repo, 'CHANGELOG.md'), 'utf8');
  const headings = [...changelog.matchAll(/^## \[([^\]]+)\](.*)$/gm)].map((match) => ({ name: match[1], rest: match[2] }));
  assert.equal(headings[0]?.name, 'Unreleased', 'the first section is [Unreleased]');
  const parse = (ver) => ver.split(/[.-]/).slice(0, 3).map(Number);
  const compare = (a, b) => parse(a).reduce((order, part, i) => order || part - parse(b)[i], 0);
  const released = headings.slice(1);
  for (const { name: ver, rest } of released) {
    assert.match(ver, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, `## [${ver}] is a version`);
    assert.match(rest, /^ - \d{4}-\d{2}-\d{2}$/, `## [${ver}] has its date`);
    assert.ok(compare(ver, version) <= 0, `## [${ver}] is not past Cargo.toml's ${version}`);
  }
  for (let i = 1; i < released.length; i += 1) {
    assert.ok(compare(released[i - 1].name, released[i].name) > 0, `${released[i - 1].name} before ${released[i].name}`);
  }
});
