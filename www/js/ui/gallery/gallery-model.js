// The gallery's paging as a pure state machine: no DOM, no worker. Boards
// arrive in batches from a lazy iterator; a page is shown once its boards
// and one more are in (the extra one tells whether a next page exists), or
// once the iterator is exhausted. While a batch is loading, page turns are
// ignored: the buttons stay focusable but inert.
//
// State: { n, boards (Uint8Array per solution, in search order), exhausted,
// page (0-based), loading }.

export const PAGE_SIZE = 12;

/** A gallery of the n×n solutions: nothing fetched yet, on the first page. */
export function openGallery(n) {
  if (!(Number.isInteger(n) && n >= 1)) throw new RangeError(`n must be a positive integer, got ${String(n)}`);
  return Object.freeze({ n, boards: Object.freeze([]), exhausted: false, page: 0, loading: false });
}

/** How many boards showing page `page` takes: its own and the first of the next page. */
export function boardsNeeded(page) {
  return (page + 1) * PAGE_SIZE + 1;
}

/** How many more boards to fetch before the current page can be shown (0: none). */
export function missingBoards(state) {
  if (state.exhausted) return 0;
  return Math.max(0, boardsNeeded(state.page) - state.boards.length);
}

/** The last page, as far as the boards fetched tell. */
export function lastPage(state) {
  return Math.max(0, Math.ceil(state.boards.length / PAGE_SIZE) - 1);
}

// Once every board the page needs is known, a page past the end becomes the last one.
function settlePage(state) {
  if (missingBoards(state) > 0 || state.page <= lastPage(state)) return state;
  return Object.freeze({ ...state, page: lastPage(state) });
}

/** Goes to page `target` (never below the first); ignored while a batch is loading. */
export function turnPage(state, target) {
  if (state.loading) return state;
  return settlePage(Object.freeze({ ...state, page: Math.max(0, target) }));
}

/** A batch was asked for. */
export function startLoading(state) {
  return Object.freeze({ ...state, loading: true });
}

/** A batch arrived: `boards` appended; `exhausted` when the iterator has no more. */
export function receiveBoards(state, boards, exhausted) {
  const next = {
    ...state,
    boards: Object.freeze([...state.boards, ...boards]),
    exhausted: state.exhausted || exhausted,
    loading: false,
  };
  return settlePage(Object.freeze(next));
}

/** A batch failed: page turns are accepted again (the next one asks anew). */
export function loadFailed(state) {
  return Object.freeze({ ...state, loading: false });
}

/**
 * What the gallery shows: { kind: 'loading' } while boards are missing,
 * { kind: 'empty' } when n has no solution, else { kind: 'page', from (0-based
 * index of its first board), boards, total (boards known), complete (total
 * is every solution), hasPrevious, hasNext }.
 */
export function visiblePage(state) {
  if (missingBoards(state) > 0) return { kind: 'loading' };
  if (state.boards.length === 0) return { kind: 'empty' };
  const from = state.page * PAGE_SIZE;
  return {
    kind: 'page',
    from,
    boards: state.boards.slice(from, from + PAGE_SIZE),
    total: state.boards.length,
    complete: state.exhausted,
    hasPrevious: state.page > 0,
    hasNext: state.boards.length > from + PAGE_SIZE,
  };
}

/** Cuts the worker's bytes (k boards of n column bytes, back to back) into k boards. */
export function splitBoards(bytes, n) {
  if (bytes.length % n !== 0) throw new RangeError(`${bytes.length} bytes are not whole boards of ${n}`);
  const boards = [];
  for (let offset = 0; offset < bytes.length; offset += n) boards.push(bytes.slice(offset, offset + n));
  return boards;
}
