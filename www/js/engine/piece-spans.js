// The pieces of a count not yet handed out, one span per worker (pure; the
// hand-out of count-pool.js and its unit test).
//
// Worker k starts on the k-th of equal spans of the piece indices and takes
// its runs from the front of it; a worker whose span is empty takes the back
// half (rounded up) of the largest span left. Consecutive pieces share the
// tables of a case of the join (7 ms to build each natively at n = 17, about
// twice that in wasm), and a worker builds the tables of every case it
// counts: with one span each, each worker builds about its share of them,
// where workers taking turns along one list would all build all of them.

/** The spans of `pieces` pieces for `workers` workers: [{ start, end }]. */
export function createSpans(pieces, workers) {
  return Array.from({ length: workers }, (_, k) => ({
    start: Math.floor((k * pieces) / workers),
    end: Math.floor(((k + 1) * pieces) / workers),
  }));
}

/** How many pieces are not yet handed out. */
export function piecesLeft(spans) {
  return spans.reduce((sum, span) => sum + span.end - span.start, 0);
}

/**
 * The next run of worker `index`, at most `maxLength` pieces long (at least
 * one): `{ start, end }`, taken out of the spans; null when every piece is
 * handed out.
 */
export function takeRun(spans, index, maxLength) {
  const own = spans[index];
  if (own.start === own.end) {
    let largest = null;
    for (const span of spans) {
      if (span.end - span.start > (largest ? largest.end - largest.start : 0)) largest = span;
    }
    if (largest === null) return null;
    const middle = largest.start + Math.floor((largest.end - largest.start) / 2);
    own.start = middle;
    own.end = largest.end;
    largest.end = middle;
  }
  const start = own.start;
  own.start = Math.min(own.end, start + Math.max(1, maxLength));
  return { start, end: own.start };
}
