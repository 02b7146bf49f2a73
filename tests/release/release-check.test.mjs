// scripts/release-check.mjs, which .github/workflows/release.yml runs before
// publishing anything: on made-up manifests and changelogs, it accepts only
// the tag of Cargo.toml's version with its dated changelog section, and (when
// asked) Cargo.toml's repository equal to the workflow's repository.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
let dir;
before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'release-check-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

const CHANGELOG = `# Changelog\n\n## [Unreleased]\n\n## [3.4.5] - 2031-01-02\n\n### Fixed\n\n- A thing.\n\n## [3.4.4] - 2030-12-01\n\n- Older.\n`;

async function check(args, { links = '', changelog = CHANGELOG } = {}) {
  const cargo = path.join(dir, 'Cargo.toml');
  const log = path.join(dir, 'CHANGELOG.md');
  await writeFile(cargo, `[package]\nname = "demo-pkg"\nversion = "3.4.5"\n${links}\n[[bin]]\nname = "demo"\n`);
  await writeFile(log, changelog);
  const result = spawnSync('node', ['scripts/release-check.mjs', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, CARGO_TOML: cargo, CHANGELOG: log },
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

test("the tag of Cargo.toml's version with its changelog section passes, and writes its notes", async () => {
  const notes = path.join(dir, 'notes.md');
  const { status, out, err } = await check(['v3.4.5', '--notes', notes]);
  assert.equal(status, 0, err);
  assert.equal(out, 'name=demo-pkg\nversion=3.4.5\n');
  assert.equal(await readFile(notes, 'utf8'), '### Fixed\n\n- A thing.\n');
});

test('another tag fails and says which version Cargo.toml has', async () => {
  for (const tag of ['v3.4.4', '3.4.5', 'v3.4.5-rc.1']) {
    const { status, err } = await check([tag]);
    assert.equal(status, 1, tag);
    assert.match(err, /is not v3\.4\.5, Cargo\.toml's version/);
  }
});

test('a version without a dated changelog section fails', async () => {
  for (const changelog of ['## [Unreleased]\n\n- New.\n', '## [3.4.5]\n\n- Undated.\n', '## [3.4.50] - 2031-01-02\n']) {
    const { status, err } = await check(['v3.4.5'], { changelog });
    assert.equal(status, 1, changelog);
    assert.match(err, /CHANGELOG\.md has no "## \[3\.4\.5\] - YYYY-MM-DD" section/);
  }
});

test("--repository: Cargo.toml's repository must be the workflow's GitHub repository", async () => {
  assert.equal((await check(['v3.4.5', '--repository', 'someone/queens'], { links: 'repository = "https://github.com/someone/queens"' })).status, 0);
  assert.equal((await check(['v3.4.5', '--repository', 'someone/queens'], { links: 'repository = "https://github.com/someone/queens.git"' })).status, 0);
  const unset = await check(['v3.4.5', '--repository', 'someone/queens']);
  assert.equal(unset.status, 1);
  assert.match(unset.err, /repository is not set: set repository = "https:\/\/github\.com\/someone\/queens"/);
  const fork = await check(['v3.4.5', '--repository', 'someone/queens'], { links: 'repository = "https://github.com/other/queens"' });
  assert.equal(fork.status, 1);
});
