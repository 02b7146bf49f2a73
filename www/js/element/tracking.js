// Counts the wasm objects that widgets hold, so that a page (and the tests)
// can check that a removed widget really freed its Steppers. The widgets get
// this wrapped API instead of the plain module: same functions, but Stepper
// and Solutions register themselves and unregister on free().

import * as api from '../../nqueens.js';

const live = new Set();

// The same class with its instances registered while they hold wasm memory.
function tracked(Base) {
  return class extends Base {
    constructor(n) {
      super(n);
      live.add(this);
    }
    free() {
      super.free();
      live.delete(this);
    }
  };
}

const TrackedStepper = tracked(api.Stepper);
const TrackedSolutions = tracked(api.Solutions);

/** The nqueens.js API with tracked Stepper and Solutions (call after init()). */
export function trackedApi() {
  return { ...api, Stepper: TrackedStepper, Solutions: TrackedSolutions };
}

/** How many wasm objects created by widgets are not freed yet. */
export function liveWasmObjects() {
  return live.size;
}
