// The count mode of <n-queens>: the page's parallel counter (one Web Worker
// per core, each with its own CountPlan). `autoplay` starts counting at once,
// even under reduced motion (counting is not motion);
// play() starts and pause() cancels. Removing the element terminates the workers.

import { el } from '../ui/dom.js';
import { createCounter } from '../ui/counter.js';
import { countDoneDetail } from './events.js';
import { applyParts } from './parts.js';

export function createCountWidget(root, { options, emit, requestN }) {
  const doc = root.ownerDocument;
  let disposed = false;
  const host = el(doc, 'div', { class: 'nq-element__count' });
  root.append(host);
  const counter = createCounter(host, {
    lang: options.lang,
    onChangeN: requestN,
    onDone(result) {
      if (!disposed) emit('nqueens-done', countDoneDetail(result));
    },
  });
  counter.setN(options.n);
  applyParts(root);
  if (options.autoplay) counter.start();

  return {
    update(next, changed) {
      counter.setLang(next.lang);
      if (changed.has('n')) {
        counter.cancel({ silent: true });
        counter.setN(next.n);
      }
      if (changed.has('autoplay') && next.autoplay) counter.start();
      else if (changed.has('n') && next.autoplay) counter.start();
      applyParts(root);
    },
    play() {
      counter.start();
    },
    pause() {
      counter.cancel();
    },
    stepForward() {},
    stepBack() {},
    seek() {
      return Promise.resolve(null);
    },
    get position() {
      return null;
    },
    get playing() {
      return counter.running;
    },
    dispose() {
      disposed = true;
      counter.dispose();
    },
  };
}
