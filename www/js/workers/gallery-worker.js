// Feeds the gallery from a Solutions iterator living in this worker: for
// large n the next boards can take seconds to find (the first solution of
// n = 32 is billions of squares into the search), which must not freeze the
// page. Messages:
//   in:  { type: 'open', n }                      a new iterator (the old one is freed)
//   in:  { type: 'fetch', id, count }             up to `count` more boards
//   out: { type: 'batch', id, bytes, exhausted }  bytes: k·n column bytes
//   out: { type: 'error', id, message }

import init, { Solutions } from '../../nqueens.js';
import { errorText } from '../engine/errors.js';
import { sayLoaded } from '../engine/worker-start.js';

const ready = init().then(sayLoaded);
let solutions = null;
let exhausted = false;

async function handle(data) {
  await ready;
  if (data.type === 'open') {
    solutions?.free();
    solutions = new Solutions(data.n);
    exhausted = false;
  } else if (data.type === 'fetch') {
    const parts = [];
    let length = 0;
    let wanted = data.count;
    while (!exhausted && wanted > 0) {
      const batch = solutions.nextBatch(wanted);
      if (batch.length === 0) exhausted = true;
      else {
        parts.push(batch);
        length += batch.length;
        wanted -= batch.length / solutions.n;
      }
    }
    const bytes = new Uint8Array(length);
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.length;
    }
    self.postMessage({ type: 'batch', id: data.id, bytes, exhausted }, [bytes.buffer]);
  }
}

let queue = Promise.resolve();
self.addEventListener('message', (message) => {
  queue = queue
    .then(() => handle(message.data))
    .catch((error) => self.postMessage({ type: 'error', id: message.data.id, message: errorText(error) }));
});
