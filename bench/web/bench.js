// Counting n-queens in Web Workers, timed: `window.countInWorkers(n, workers)`
// resolves to { n, workers, total, unique, pieces, ms, startMs, busy }.
//
// Each worker builds its own CountPlan(n) (deterministic, so all agree) and
// counts the pieces it is handed. Hand-out is dynamic: a worker gets its next
// piece when it reports one, with DEPTH pieces in flight per worker so that
// it never waits for a message round trip. `ms` runs from the first piece
// handed out (every worker loaded and its plan built) to the last result;
// `startMs` is the time to get there (worker start, wasm load, plan).
const DEPTH = 4;

export function countInWorkers(n, workerCount) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const workers = [];
    let pieces = null;
    let ready = 0;
    let next = 0;
    let done = 0;
    let total = 0;
    let unique = 0;
    let started = 0;
    const busy = new Array(workerCount).fill(0);
    const finish = (result) => {
      for (const w of workers) w.terminate();
      resolve(result);
    };
    const give = (w) => {
      if (next < pieces) {
        w.postMessage({ type: 'piece', index: next });
        next += 1;
      }
    };
    for (let i = 0; i < workerCount; i++) {
      const w = new Worker(new URL('../../www/js/count-worker.js', import.meta.url), { type: 'module' });
      w.onerror = (e) => reject(new Error(e.message || 'worker failed'));
      w.onmessage = ({ data }) => {
        if (data.type === 'error') {
          reject(new Error(data.message));
        } else if (data.type === 'ready') {
          pieces = data.pieces;
          ready += 1;
          if (ready === workerCount) {
            started = performance.now();
            for (let d = 0; d < DEPTH; d++) for (const v of workers) give(v);
          }
        } else if (data.type === 'piece') {
          done += 1;
          total += data.total;
          unique += data.unique;
          busy[i] += data.ms;
          if (done === pieces) {
            const end = performance.now();
            finish({ n, workers: workerCount, total, unique, pieces, ms: end - started, startMs: started - t0, busy });
          } else {
            give(w);
          }
        }
      };
      w.postMessage({ type: 'plan', n });
      workers.push(w);
    }
  });
}

window.countInWorkers = countInWorkers;
window.benchReady = true;

// By hand: ?n=14&workers=2
const params = new URLSearchParams(location.search);
if (params.has('n')) {
  const n = Number(params.get('n'));
  const w = Number(params.get('workers') || navigator.hardwareConcurrency || 2);
  countInWorkers(n, w).then(
    (r) => (document.getElementById('out').textContent = JSON.stringify(r, null, 2)),
    (e) => (document.getElementById('out').textContent = String(e)),
  );
} else {
  document.getElementById('out').textContent = 'ready: call countInWorkers(n, workers), or add ?n=14&workers=2';
}
