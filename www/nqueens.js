// nqueens: the public JavaScript API.
//
// An idiomatic layer over the raw wasm-bindgen exports in ./pkg/ (generated
// by `make build`): iterator protocol, plain event objects, BigInts, and
// clear errors. All the searching happens in Rust; this module only converts.
//
//   import init, { Solutions, Stepper, totalNQueens } from './nqueens.js';
//   await init();
//   for (const cols of new Solutions(8)) console.log(cols);
//
// The API lives in js/api/, in parts that load apart: base.js (init(), the
// Stepper, the calls about boards, the counts: what the page's first board
// needs), programs.js (the notes' programs) and count-plan.js (CountPlan).
// This module only gathers their public names; nqueens.d.ts types them.

export {
  default,
  MAX_N,
  MAX_COUNT_N,
  STRATEGIES,
  CODE_VIEWS,
  loadBoards,
  boardsLoaded,
  loadPrograms,
  programsLoaded,
  wasmMemoryBytes,
  solveNQueens,
  totalNQueens,
  uniqueNQueens,
  countSolutions,
  formatBoard,
  isCanonical,
  validateBoard,
  runStrategy,
  strategyMaxN,
  bruteForceSpaces,
  stepOfQueens,
  hintFor,
  solutionRank,
  attackedBy,
  Solutions,
  decodeEvent,
  Stepper,
  codeViewInfo,
} from './js/api/base.js';
export { ProgramError, programSource, ProgramRun, ProgramComparison, FixCheck } from './js/api/programs.js';
export { CountPlan } from './js/api/count-plan.js';
