// Counts the wasm objects that widgets hold, so that a page (and the tests)
// can check that a removed widget really freed them. The widgets get this
// wrapped API instead of the plain module: same functions, but every class
// of it that holds wasm memory (one with a free() method: Stepper,
// Solutions, ProgramRun, ProgramComparison, FixCheck, CountPlan, and any
// added later) registers its instances and unregisters them on free().

import * as api from '../../nqueens.js';

const live = new Set();

// The same class with its instances registered while they hold wasm memory.
function tracked(Base) {
  return class extends Base {
    constructor(...args) {
      super(...args);
      live.add(this);
    }
    free() {
      super.free();
      live.delete(this);
    }
  };
}

/** The names of the API's classes that hold wasm memory until free(). */
export const HANDLE_CLASSES = Object.freeze(
  Object.keys(api).filter((name) => typeof api[name] === 'function' && typeof api[name].prototype?.free === 'function'),
);

const TRACKED = Object.fromEntries(HANDLE_CLASSES.map((name) => [name, tracked(api[name])]));

/** The nqueens.js API with every wasm-holding class tracked (call after init()). */
export function trackedApi() {
  return { ...api, ...TRACKED };
}

/** How many wasm objects created by widgets are not freed yet. */
export function liveWasmObjects() {
  return live.size;
}
