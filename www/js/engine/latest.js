// "Latest request wins": a long answer (a seek waiting for the total, a
// worker's boards, a language's strings) is only used if nothing newer was
// asked for meanwhile. One helper instead of a counter and a comparison in
// every view.

/**
 * A sequence of requests of which only the latest counts. begin() starts
 * one and returns its isCurrent(): true until begin() or cancel() is called
 * again.
 */
export function latestRequest() {
  let current = 0;
  return {
    begin() {
      current += 1;
      const token = current;
      return () => token === current;
    },
    cancel() {
      current += 1;
    },
  };
}
