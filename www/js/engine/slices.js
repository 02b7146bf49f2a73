// Yields to the event loop. A MessageChannel message is a macrotask that,
// unlike a chain of setTimeout(0), is not clamped to 4 ms, so long jobs keep
// most of the time for themselves while input and rendering still get theirs.

let yieldChannel = null;
const yielders = [];

/** Resolves at the next macrotask. */
export function nextMacrotask() {
  if (!yieldChannel) {
    yieldChannel = new MessageChannel();
    yieldChannel.port1.onmessage = () => {
      yielders.shift()?.();
      // In Node (the unit tests) an idle channel must not keep the process alive.
      if (yielders.length === 0) yieldChannel.port1.unref?.();
    };
  }
  return new Promise((resolve) => {
    yielders.push(resolve);
    yieldChannel.port1.ref?.();
    yieldChannel.port2.postMessage(null);
  });
}
