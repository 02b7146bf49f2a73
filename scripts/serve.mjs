#!/usr/bin/env node
// A tiny, dependency-free static file server for the web page (www/).
//
//   node scripts/serve.mjs [--port 8000] [--host 127.0.0.1] [--root www] [--cors] [--site] [--help]
//
// - Serves files under --root only: the decoded path is resolved and must stay
//   inside the root (no `..` traversal, no NUL bytes); everything else is 404.
// - A directory serves its index.html; `/dir` without the slash redirects.
// - Correct MIME types (.wasm is application/wasm, which the browser's
//   WebAssembly.instantiateStreaming requires); unknown types are
//   application/octet-stream. Every response has `Cache-Control: no-cache`
//   and `X-Content-Type-Options: nosniff`.
// - Optional Content-Security-Policy, for tests of the page under a strict
//   policy: when an `.html` file `NAME.html` is served and a sibling file
//   `NAME.csp` exists, its content (whitespace collapsed to single spaces) is
//   sent as the `Content-Security-Policy` header. `.csp` files themselves are
//   never served.
// - --cors: every response has `Access-Control-Allow-Origin: *`, as a public
//   CDN sends, so a page on another origin can load the package from here
//   (tests/e2e/cross-origin.spec.mjs).
// - --site: serves `make site`'s output (dist/site/, unless --root says
//   otherwise) as GitHub Pages serves a site, which is what the page's load
//   goals are measured on (`make bench`, bench/web/lighthouse.mjs): text,
//   JSON, SVG and wasm gzipped when the client accepts gzip
//   (`Content-Encoding: gzip`, `Vary: Accept-Encoding`), and
//   `Cache-Control: max-age=600`.
// - Only GET and HEAD; anything else is 405.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const USAGE = `Usage: node scripts/serve.mjs [--port 8000] [--host 127.0.0.1] [--root www] [--cors] [--site]

  --port N     the port (0: a free one); default 8000
  --host H     the address to listen on; default 127.0.0.1
  --root DIR   the folder served; default www (dist/site with --site)
  --cors       send Access-Control-Allow-Origin: * (as a public CDN does)
  --site       serve as GitHub Pages does: gzip and max-age=600
  --help       print this and exit
`;

let opts;
try {
  ({ values: opts } = parseArgs({
    options: {
      port: { type: 'string', default: '8000' },
      host: { type: 'string', default: '127.0.0.1' },
      root: { type: 'string' },
      cors: { type: 'boolean', default: false },
      site: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`serve.mjs: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (opts.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const port = Number(opts.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve.mjs: bad --port ${opts.port}`);
  process.exit(2);
}
const root = path.resolve(opts.root ?? (opts.site ? 'dist/site' : 'www'));
const CORS = opts.cors ? { 'Access-Control-Allow-Origin': '*' } : {};
const CACHE = opts.site ? 'max-age=600' : 'no-cache';
// What GitHub Pages compresses: text, JSON, SVG and wasm, not images.
const COMPRESSIBLE = /^(text\/|application\/(json|wasm|manifest\+json)|image\/svg)/;
const gzipped = new Map(); // file -> { mtimeMs, body }, so each file is compressed once

/** The file's gzip body, compressed once per modification. */
async function gzipOf(file, info) {
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === info.mtimeMs) return cached.body;
  const body = gzipSync(await readFile(file), { level: 6 });
  gzipped.set(file, { mtimeMs: info.mtimeMs, body });
  return body;
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': CACHE,
    'X-Content-Type-Options': 'nosniff',
    ...CORS,
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

// Maps a URL path to a file inside root, or null when it would leave root.
function resolveInRoot(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
  }
  const url = new URL(req.url, 'http://localhost');
  let file = resolveInRoot(url.pathname);
  if (!file || path.extname(file) === '.csp') return send(res, 404, 'Not Found\n');
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    if (!url.pathname.endsWith('/')) {
      return send(res, 301, '', { Location: url.pathname + '/' + url.search });
    }
    file = path.join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return send(res, 404, 'Not Found\n');

  const ext = path.extname(file).toLowerCase();
  const headers = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': CACHE,
    'X-Content-Type-Options': 'nosniff',
    ...CORS,
  };
  if (ext === '.html') {
    const csp = await readFile(file.slice(0, -ext.length) + '.csp', 'utf8').catch(() => null);
    if (csp !== null) headers['Content-Security-Policy'] = csp.trim().replace(/\s+/g, ' ');
  }
  if (opts.site && COMPRESSIBLE.test(headers['Content-Type'])) {
    headers.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = await gzipOf(file, info);
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

const server = createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error(err);
    if (!res.headersSent) send(res, 500, 'Internal Server Error\n');
    else res.destroy();
  });
});
server.on('error', (err) => {
  console.error(`serve.mjs: cannot listen on ${opts.host}:${port}: ${err.message}`);
  process.exit(1);
});
server.listen(port, opts.host, () => {
  const shown = path.relative(process.cwd(), root) || '.';
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  console.log(`Serving ${shown}/ at http://${host}:${server.address().port}/`);
});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => process.exit(0));
}
