// engine/worker-start.js: a worker script on the page's origin starts as it
// is; one on another origin (a CDN) starts from a blob: trampoline that
// imports it, and the trampoline is made once per script.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scriptUrlFor, trampolineSource, startWorker, workerErrorText } from '../../../www/js/engine/worker-start.js';

const PAGE = 'https://blog.example.org/posts/queens.html';

test('a script on the page origin (or blob:, data:) is started directly', () => {
  const same = new URL('https://blog.example.org/nqueens/js/workers/count-worker.js');
  assert.equal(scriptUrlFor(same, { type: 'module' }, PAGE), same);
  assert.equal(scriptUrlFor('blob:https://blog.example.org/1234', { type: 'module' }, PAGE), 'blob:https://blog.example.org/1234');
});

test('a script on another origin gets one blob: trampoline that imports it', () => {
  const cdn = new URL('https://cdn.example.com/nqueens/js/workers/solution-worker.js');
  const first = scriptUrlFor(cdn, { type: 'module' }, PAGE);
  assert.match(first, /^blob:/);
  assert.equal(scriptUrlFor(cdn.href, { type: 'module' }, PAGE), first);
  assert.notEqual(scriptUrlFor(cdn, {}, PAGE), first); // a classic worker has its own
});

test('the trampoline imports the real URL, as a module or with importScripts', () => {
  const href = 'https://cdn.example.com/nqueens/js/workers/count-worker.js?v="1"';
  assert.equal(trampolineSource(href, { type: 'module' }), `import ${JSON.stringify(href)};\n`);
  assert.equal(trampolineSource(href, undefined), `importScripts(${JSON.stringify(href)});\n`);
});

test('startWorker restores the global Worker and turns a failure into an Error', () => {
  const before = globalThis.Worker;
  globalThis.Worker = function Worker() {
    throw new Error('blocked by policy');
  };
  const native = globalThis.Worker;
  try {
    assert.throws(() => startWorker(() => new Worker('x.js')), /Web Worker could not be started \(blocked by policy\)/);
    assert.equal(globalThis.Worker, native);
  } finally {
    globalThis.Worker = before;
  }
  if (before === undefined) assert.throws(() => startWorker(() => null), /not available/);
});

test("a worker's error text: its message, else a fallback", () => {
  assert.equal(workerErrorText({ message: 'Uncaught RangeError: n out of range' }), 'Uncaught RangeError: n out of range');
  assert.equal(workerErrorText({ message: '' }, 'solution worker failed'), 'solution worker failed');
  assert.equal(workerErrorText(undefined), 'worker error');
});

test("a worker that could not load names the sources the page's worker-src must allow", async () => {
  const { policySources, workerLoadError } = await import('../../../www/js/engine/worker-start.js');
  assert.equal(policySources('https://blog.example.org/nqueens/js/workers/count-worker.js', PAGE), "'self'");
  assert.equal(policySources('https://cdn.example.com/nqueens/js/workers/count-worker.js', PAGE), 'blob: https://cdn.example.com');
  // An error event without a message (a load refused): the likely cause and its sources.
  const before = globalThis.Worker;
  globalThis.Worker = class FakeWorker {};
  let worker;
  try {
    worker = startWorker(() => new Worker('count-worker.js', { type: 'module' }));
  } finally {
    globalThis.Worker = before;
  }
  const refused = workerLoadError({}, worker, 'a counting worker');
  assert.equal(refused.message, "a counting worker could not start (the page's Content-Security-Policy may forbid it: its worker-src must allow 'self')");
  assert.equal(refused.workerSources, "'self'"); // no page here: the page's own origin
  // A script error inside the worker keeps its own message, and names no policy.
  const thrown = workerLoadError({ message: 'Uncaught RangeError: n' }, {}, 'a counting worker');
  assert.equal(thrown.message, 'Uncaught RangeError: n');
  assert.equal(thrown.workerSources, undefined);
});

// A stand-in Worker: an EventTarget that counts its terminations.
class ListeningWorker extends EventTarget {
  terminated = 0;
  terminate() {
    this.terminated += 1;
  }
  say(type, init = {}) {
    const event = type === 'message' ? new MessageEvent('message', init) : new Event('error', { cancelable: true });
    this.dispatchEvent(event);
    return event;
  }
}

async function withListeningWorker(body) {
  const { endWorker } = await import('../../../www/js/engine/worker-start.js');
  const before = globalThis.Worker;
  globalThis.Worker = ListeningWorker;
  try {
    await body(startWorker(() => new Worker('count-worker.js', { type: 'module' })), endWorker);
  } finally {
    globalThis.Worker = before;
  }
}

test('endWorker terminates a worker that has spoken at once', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  await withListeningWorker((worker, endWorker) => {
    worker.say('message', { data: { type: 'ready' } });
    endWorker(worker);
    assert.equal(worker.terminated, 1);
    endWorker(null); // nothing to end
  });
});

test('endWorker lets a worker that has not spoken finish loading (Firefox reports one ended then), and its caller never hears it', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  await withListeningWorker(async (worker, endWorker) => {
    const heard = [];
    worker.addEventListener('message', ({ data }) => heard.push(data));
    worker.addEventListener('error', () => heard.push('error'));
    endWorker(worker);
    assert.equal(worker.terminated, 0, 'not while it loads');
    worker.say('message', { data: { type: 'ready' } });
    assert.equal(worker.terminated, 1, 'at its first word');
    assert.deepEqual(heard, [], 'the caller, done with it, hears nothing more');
    const error = worker.say('error');
    assert.equal(error.defaultPrevented, true, 'an error of an ended worker is not reported');
    assert.deepEqual(heard, []);
  });
});

test('endWorker terminates a worker that stays silent after LOADING_GRACE_MS', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { LOADING_GRACE_MS } = await import('../../../www/js/engine/worker-start.js');
  await withListeningWorker((worker, endWorker) => {
    endWorker(worker);
    t.mock.timers.tick(LOADING_GRACE_MS - 1);
    assert.equal(worker.terminated, 0);
    t.mock.timers.tick(1);
    assert.equal(worker.terminated, 1);
  });
});

test("a worker's 'loaded' word is taken by startWorker: the caller never sees it, and endWorker then ends the worker at once", async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { WORKER_LOADED } = await import('../../../www/js/engine/worker-start.js');
  await withListeningWorker((worker, endWorker) => {
    const heard = [];
    worker.addEventListener('message', ({ data }) => heard.push(data));
    worker.say('message', { data: { type: WORKER_LOADED } });
    assert.deepEqual(heard, []);
    worker.say('message', { data: { type: 'ready' } });
    assert.deepEqual(heard, [{ type: 'ready' }]);
    endWorker(worker);
    assert.equal(worker.terminated, 1);
  });
});
