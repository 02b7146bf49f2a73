// The gallery's side of workers/gallery-worker.js (ui/gallery/gallery-view.js uses it): the Solutions iterator
// lives in that worker (for n near 32 one batch can take seconds), and this
// turns its messages into promises, one per fetch.

import { endWorker, startWorker, workerErrorText } from './worker-start.js';

/**
 * A source of boards. open(n) starts over with the n×n solutions; fetch(count)
 * resolves with { bytes, exhausted } (up to `count` boards, n bytes each) or
 * rejects with the worker's error; stop() ends the worker (the fetches in
 * flight then never settle; the next open() starts a new one).
 * `onWorkerError(message)` hears a worker that failed as a whole.
 */
export function createBoardSource({ onWorkerError }) {
  let worker = null;
  let lastId = 0;
  const waiting = new Map(); // fetch id -> { resolve, reject }

  function start() {
    try {
      worker = startWorker(() => new Worker(new URL('../workers/gallery-worker.js', import.meta.url), { type: 'module' }));
    } catch (error) {
      onWorkerError(error.message);
      return;
    }
    worker.addEventListener('message', ({ data }) => {
      const settle = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.type === 'error') settle?.reject(new Error(data.message));
      else settle?.resolve({ bytes: data.bytes, exhausted: data.exhausted });
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      onWorkerError(workerErrorText(event));
    });
  }

  return {
    open(n) {
      if (!worker) start();
      worker?.postMessage({ type: 'open', n });
    },
    fetch(count) {
      if (!worker) return Promise.reject(new Error('the gallery worker is not running'));
      lastId += 1;
      const id = lastId;
      const answer = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ type: 'fetch', id, count });
      return answer;
    },
    stop() {
      endWorker(worker);
      worker = null;
      waiting.clear();
    },
  };
}
