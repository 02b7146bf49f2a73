// scripts/serve.mjs: the dev server's safety rules and its --site mode
// (GitHub Pages' gzip and caching, which the page's load goals are
// measured on). Each test starts the real script on a free port.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

function siteFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>'.repeat(50));
  mkdirSync(path.join(dir, 'pkg'));
  writeFileSync(path.join(dir, 'pkg', 'm.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0, ...new Array(500).fill(0)]));
  writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(300, 7));
  return dir;
}

async function startServer(args) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(String(chunk)));
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  const base = line.match(/http:\/\/\S+?\//)[0];
  return { base, close: () => child.kill() };
}

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('--site gzips text and wasm for a client that accepts gzip, as GitHub Pages does, and caches for 10 minutes', async () => {
  const dir = siteFolder();
  const server = await startServer(['--site', '--root', dir]);
  try {
    const html = await get(`${server.base}index.html`, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(html.headers['content-encoding'], 'gzip');
    assert.equal(html.headers.vary, 'Accept-Encoding');
    assert.equal(html.headers['cache-control'], 'max-age=600');
    assert.equal(Number(html.headers['content-length']), html.body.length);
    assert.match(gunzipSync(html.body).toString(), /^<!doctype html>/);
    const wasm = await get(`${server.base}pkg/m.wasm`, { 'Accept-Encoding': 'gzip' });
    assert.equal(wasm.headers['content-type'], 'application/wasm');
    assert.equal(wasm.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(wasm.body).length, 508);
    const plain = await get(`${server.base}index.html`);
    assert.equal(plain.headers['content-encoding'], undefined, 'no gzip unless accepted');
    assert.match(plain.body.toString(), /^<!doctype html>/);
    const png = await get(`${server.base}icon.png`, { 'Accept-Encoding': 'gzip' });
    assert.equal(png.headers['content-encoding'], undefined, 'images are sent as they are');
    assert.equal(png.body.length, 300);
  } finally {
    server.close();
  }
});

test('without --site: no compression, no caching, and nothing outside the root', async () => {
  const dir = siteFolder();
  const server = await startServer(['--root', dir]);
  try {
    const html = await get(`${server.base}index.html`, { 'Accept-Encoding': 'gzip' });
    assert.equal(html.headers['content-encoding'], undefined);
    assert.equal(html.headers['cache-control'], 'no-cache');
    assert.equal((await get(`${server.base}..%2f..%2fetc%2fpasswd`)).status, 404);
    assert.equal((await get(`${server.base}%2e%2e/%2e%2e/etc/passwd`)).status, 404);
  } finally {
    server.close();
  }
});

test('--help prints the usage and exits 0; an unknown option prints it and exits 2', () => {
  const help = spawnSync(process.execPath, ['scripts/serve.mjs', '--help'], { encoding: 'utf8', timeout: 10_000 });
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /^Usage: node scripts\/serve\.mjs /);
  for (const option of ['--port', '--host', '--root', '--cors', '--site']) assert.ok(help.stdout.includes(option), option);
  assert.equal(help.stderr, '');
  const bad = spawnSync(process.execPath, ['scripts/serve.mjs', '--nope'], { encoding: 'utf8', timeout: 10_000 });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /Unknown option '--nope'/);
  assert.match(bad.stderr, /Usage: /);
});

test('make serve passes --cors when CORS=1, and not otherwise', () => {
  const dry = (...vars) => spawnSync('make', ['-n', 'serve', ...vars], { encoding: 'utf8', timeout: 30_000 });
  const serveLine = (out) => out.stdout.split('\n').find((line) => line.startsWith('node scripts/serve.mjs'));
  assert.match(serveLine(dry('CORS=1')), / --cors$/);
  assert.doesNotMatch(serveLine(dry()), /--cors/);
  assert.doesNotMatch(serveLine(dry('CORS=')), /--cors/);
});
