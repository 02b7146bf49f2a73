// The bench page: `window.countInWorkers(n, workers)` counts n with the
// page's own machinery (www/js/engine/count-pool.js and workers/count-worker.js), so the
// benchmark times exactly what the page's counter runs. Resolves to
// { n, workers, total, unique, pieces, runs, ms, startMs, busyMs }: `ms`
// runs from the first piece handed out (a worker has loaded the wasm and
// built its plan) to the last result; `startMs` is the time to get there.
import { countInWorkers } from '../../www/js/engine/count-pool.js';
import { estimateCount } from '../../www/js/engine/count-estimate.js';

window.countInWorkers = (n, workers) => countInWorkers(n, { workers });
// The count mode's estimate, to compare with the count it estimates (--long).
window.estimateCount = (n, workers) => estimateCount(n, { workers });
window.benchReady = true;

// By hand: ?n=14&workers=2
const params = new URLSearchParams(location.search);
if (params.has('n')) {
  const n = Number(params.get('n'));
  const workers = Number(params.get('workers') || navigator.hardwareConcurrency || 2);
  countInWorkers(n, { workers }).then(
    (r) => (document.getElementById('out').textContent = JSON.stringify(r, null, 2)),
    (e) => (document.getElementById('out').textContent = String(e)),
  );
} else {
  document.getElementById('out').textContent = 'ready: call countInWorkers(n, workers), or add ?n=14&workers=2';
}
