#!/usr/bin/env node
// Checks that a tag may be released, for .github/workflows/release.yml, and
// prints what the workflow needs (`name=…` and `version=…` lines, for
// $GITHUB_OUTPUT):
//
//   - the tag is `v` + Cargo.toml's version (the one place it is written);
//   - CHANGELOG.md has that version's section, `## [X.Y.Z] - YYYY-MM-DD`;
//   - with --repository OWNER/NAME: Cargo.toml's `repository` is that
//     GitHub repository (npm's provenance refuses a package whose
//     repository is not the one the workflow runs in).
//
//   node scripts/release-check.mjs TAG [--repository OWNER/NAME] [--notes FILE]
//   --notes FILE   also write the version's changelog section (release notes)
//   CARGO_TOML, CHANGELOG   read other files (the tests do)
//
// Exits 1 with every problem found, each on its own line.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: opts, positionals } = parseArgs({
  options: { repository: { type: 'string' }, notes: { type: 'string' } },
  allowPositionals: true,
});
const [tag] = positionals;
if (!tag || positionals.length > 1) {
  console.error('usage: release-check.mjs TAG [--repository OWNER/NAME] [--notes FILE]');
  process.exit(2);
}

const cargo = readFileSync(process.env.CARGO_TOML ?? 'Cargo.toml', 'utf8');
const table = cargo.split(/^\[package\]\s*$/m)[1]?.split(/^\[/m)[0] ?? '';
const field = (key) => table.match(new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, 'm'))?.[1];
const name = field('name');
const version = field('version');
const changelog = readFileSync(process.env.CHANGELOG ?? 'CHANGELOG.md', 'utf8');

const problems = [];
if (!name || !version) problems.push("Cargo.toml's [package] has no name or version");
if (tag !== `v${version}`) problems.push(`the tag ${tag} is not v${version}, Cargo.toml's version: set it there (and nowhere else), or tag v${version}`);

const sections = changelog.split(/^(?=## \[)/m);
const escaped = String(version).replace(/[.+]/g, '\\$&');
const section = sections.find((text) => new RegExp(`^## \\[${escaped}\\] - \\d{4}-\\d{2}-\\d{2}\\s*$`, 'm').test(text.split('\n')[0]));
if (!section) problems.push(`CHANGELOG.md has no "## [${version}] - YYYY-MM-DD" section: rename [Unreleased] to it`);

if (opts.repository) {
  const expected = `https://github.com/${opts.repository}`;
  const repository = field('repository')?.replace(/\.git$|\/$/, '');
  if (repository !== expected) {
    problems.push(`Cargo.toml's repository is ${repository ? `"${repository}"` : 'not set'}: set repository = "${expected}" (npm provenance needs it)`);
  }
}

if (problems.length) {
  for (const problem of problems) console.error(`release-check: ${problem}`);
  process.exit(1);
}
if (opts.notes) {
  const body = section.split('\n').slice(1).join('\n').replace(/\n\[[^\]]+\]: .*$/gm, '').trim();
  writeFileSync(opts.notes, `${body}\n`);
}
console.log(`name=${name}`);
console.log(`version=${version}`);
