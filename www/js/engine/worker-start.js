// Starts every Web Worker of the widget (count, estimate, solution, gallery,
// strategy), wherever the package is served from.
//
// Browsers start a worker only from a script of the page's own origin, so a
// package loaded from a CDN (another origin, with CORS headers) cannot run
// `new Worker('https://cdn…/count-worker.js')`. There, the worker starts
// from a same-origin `blob:` module whose one line imports the real URL
// (`import "https://cdn…/count-worker.js"`, a CORS fetch); the worker's wasm
// (and in www/, where workers are not bundled, its imports) then resolve
// against the CDN as usual.
//
// Each call site writes `new Worker(new URL(<its worker's path>,
// import.meta.url), { type: 'module' })` out in full, inside the function
// it hands to startWorker: that is the one form bundlers (Vite, webpack,
// Parcel) recognise, so the worker is bundled and renamed. startWorker runs
// that function with the global `Worker` standing for a constructor that
// picks direct or blob per URL, for the duration of the call only.

const blobUrls = new Map(); // worker script URL -> its blob: trampoline (kept: a few bytes each)
const workerSources = new WeakMap(); // a started worker -> what worker-src must allow for it
const heard = new WeakSet(); // workers whose wasm is instantiated (or that failed): ended at once
const ending = new WeakSet(); // workers ended before that: terminated at their first word (endWorker)

/**
 * The message a worker sends once its wasm module is instantiated
 * (sayLoaded); startWorker's own listener takes it, its caller never sees it.
 */
export const WORKER_LOADED = 'nqueens-worker-loaded';

/** In a worker: tells the page its wasm is instantiated, so ending it now is safe (endWorker). */
export function sayLoaded() {
  globalThis.postMessage({ type: WORKER_LOADED });
}

/** How long a worker ended while it loads may take to say its first word before it is terminated anyway. */
export const LOADING_GRACE_MS = 2_000;

/**
 * The worker `create()` builds, started through a blob: trampoline when its
 * script is on another origin. Throws an Error saying why when no worker can
 * be started (no Worker in this browser, a Content-Security-Policy that
 * forbids it): callers turn that into a visible message.
 */
export function startWorker(create) {
  const NativeWorker = globalThis.Worker;
  if (typeof NativeWorker !== 'function') throw new Error('Web Workers are not available in this browser');
  let sources = null; // of the worker being started
  const AnyOriginWorker = function Worker(url, options) {
    sources = policySources(url);
    const worker = new NativeWorker(scriptUrlFor(url, options), options);
    workerSources.set(worker, sources);
    return worker;
  };
  try {
    globalThis.Worker = AnyOriginWorker;
  } catch {
    // A host that froze Worker: start it directly (same origin works).
  }
  try {
    return followLoading(create());
  } catch (error) {
    throw withSources(new Error(`a Web Worker could not be started (${error?.message || error})`), sources);
  } finally {
    if (globalThis.Worker === AnyOriginWorker) globalThis.Worker = NativeWorker;
  }
}

// Listens to `worker` before its caller can (no event is dispatched before
// create() returns): its WORKER_LOADED, or any other message or error, says
// its wasm is instantiated; one that endWorker() ended before then is
// terminated there, and its caller never hears it.
function followLoading(worker) {
  if (typeof worker?.addEventListener !== 'function') return worker; // a host's stand-in
  const hear = (event) => {
    if (event.data?.type === WORKER_LOADED) event.stopImmediatePropagation();
    if (!ending.has(worker)) {
      heard.add(worker);
      return;
    }
    event.stopImmediatePropagation();
    if (event.type === 'error') event.preventDefault();
    worker.terminate();
  };
  worker.addEventListener('message', hear);
  worker.addEventListener('error', hear);
  return worker;
}

/**
 * Ends `worker` (started by startWorker; null: nothing). Firefox (ESR 140)
 * reports a stackless "uncaught exception: undefined" on the page for a
 * worker terminated while it instantiates its wasm, so one that has not said
 * so yet (sayLoaded) is terminated at its first word instead, which its
 * caller no longer hears, or after LOADING_GRACE_MS. A busy one ends at once.
 */
export function endWorker(worker) {
  if (!worker) return;
  if (heard.has(worker)) {
    worker.terminate();
    return;
  }
  ending.add(worker);
  setTimeout(() => worker.terminate(), LOADING_GRACE_MS);
}

/** `url` itself when the page may start it (same origin, blob:, data:), else its blob: trampoline. */
export function scriptUrlFor(url, options, base = globalThis.location?.href) {
  if (!base) return url;
  const script = new URL(String(url), base);
  if (script.protocol === 'blob:' || script.protocol === 'data:') return url;
  if (script.origin === new URL(base).origin) return url;
  const key = `${options?.type === 'module' ? 'module' : 'classic'} ${script.href}`;
  if (!blobUrls.has(key)) blobUrls.set(key, URL.createObjectURL(new Blob([trampolineSource(script.href, options)], { type: 'text/javascript' })));
  return blobUrls.get(key);
}

/** The trampoline's one line: a module imports the script, a classic worker importScripts it. */
export function trampolineSource(href, options) {
  return options?.type === 'module' ? `import ${JSON.stringify(href)};\n` : `importScripts(${JSON.stringify(href)});\n`;
}

/**
 * The sources a page's Content-Security-Policy must allow in `worker-src`
 * for a worker of `url`: 'self' for the page's own origin, else the blob:
 * trampoline and the script's origin (a module worker fetches what the
 * trampoline imports under worker-src).
 */
export function policySources(url, base = globalThis.location?.href) {
  if (!base) return "'self'";
  const script = new URL(String(url), base);
  if (script.protocol === 'blob:' || script.protocol === 'data:') return script.protocol;
  return script.origin === new URL(base).origin ? "'self'" : `blob: ${script.origin}`;
}

function withSources(error, sources) {
  if (sources) error.workerSources = sources;
  return error;
}

/**
 * The Error for a worker's `error` event. With a message, the worker's
 * script failed as it ran: that message. Without one, the worker could not
 * load, most likely refused by the page's Content-Security-Policy: the
 * Error says so and carries the sources `worker-src` must allow
 * (`workerSources`), which the views put in the reader's language.
 */
export function workerLoadError(event, worker, what) {
  if (event?.message) return new Error(event.message);
  const sources = workerSources.get(worker) ?? null;
  const cause = sources ? ` (the page's Content-Security-Policy may forbid it: its worker-src must allow ${sources})` : '';
  return withSources(new Error(`${what} could not start${cause}`), sources);
}

/**
 * The text of a worker's `error` event (`fallback` when it has none). The
 * package ships each worker as one self-contained module
 * (scripts/bundle-workers.mjs), so no bundler can leave a worker without a
 * module it needs.
 */
export function workerErrorText(event, fallback = 'worker error') {
  return event?.message || fallback;
}
