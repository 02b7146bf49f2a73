// Compiled with `tsc --noEmit` by `make test`: the declarations in
// www/nqueens.d.ts must describe real usage, with no `any` leaking out.
import init, {
  MAX_N,
  STRATEGIES,
  Solutions,
  Stepper,
  CountPlan,
  solveNQueens,
  totalNQueens,
  runStrategy,
  bruteForceSpaces,
  formatBoard,
  validateBoard,
  stepOfQueens,
  hintFor,
  solutionRank,
  attackedBy,
  type Hint,
  type SolutionRank,
  decodeEvent,
  type StepEvent,
  type Line,
  type StrategyName,
  type SolutionCounts,
} from '../../www/nqueens.js';

async function main(): Promise<void> {
  await init();
  await init({ module_or_path: new Uint8Array(0) });
  const max: number = MAX_N;
  const names: readonly StrategyName[] = STRATEGIES;
  const boards: string[][] = solveNQueens(4);
  const total: number = totalNQueens(8);

  for (const cols of new Solutions(8)) {
    const first: number = cols[0];
    void first;
  }
  const spread: Uint8Array[] = [...new Solutions(6)];

  const s = new Stepper(4);
  const e: StepEvent | null = s.step();
  if (e && e.kind === 'reject') {
    const line: Line = e.attacker.line; // narrowed: attacker is not null
    const row: number = e.attacker.row + e.row;
    void line, row;
  }
  if (e && e.kind === 'solution' && e.queens) {
    const q: Uint8Array = e.queens;
    void q;
  }
  if (e && e.kind === 'done') {
    const nothing: null = e.row;
    void nothing;
  }
  const { places, rejects, removes, solutions } = s.counts;
  const codes: Uint32Array = s.stepBatch(1000);
  const decoded: StepEvent | null = decodeEvent(codes[0], 1);
  s.seek(10);
  s.free();

  const plan = new CountPlan(12);
  let sum = 0;
  for (let i = 0; i < plan.length; i++) sum += plan.countPiece(i).total;
  plan.preparePiece(0);
  const tableSets: number = plan.tableSets;
  sum += tableSets;
  const range: SolutionCounts = plan.countRange(0, plan.length);
  sum += range.total + range.unique;

  const report = runStrategy('flag-arrays', 8);
  const nodes: number = report.nodes;
  const space: bigint = bruteForceSpaces(8).anySquares;
  const text: string = formatBoard([1, 3, 0, 2], 'leetcode');
  const ok: boolean = validateBoard(Uint8Array.of(1, 3, 0, 2)).valid;

  // @ts-expect-error: unknown strategy names are rejected by the types too
  runStrategy('magic', 4);
  // @ts-expect-error: unknown formats are rejected
  formatBoard([0], 'png');

  // The learner's boards (quiz, free play).
  const step: number | null = stepOfQueens(8, [0, 4]);
  const hint: Hint = hintFor(8, [0, 4]);
  if (hint.kind === 'place') {
    const square: number = hint.row + hint.col;
    void square;
  }
  const rank: SolutionRank | null = solutionRank([1, 3, 0, 2]);
  const classSize: number | undefined = rank?.classSize;
  const attacks: Int32Array = attackedBy(8, [{ row: 0, col: 0 }]);
  // @ts-expect-error: squares are { row, col } objects
  attackedBy(8, [[0, 0]]);

  void [max, names, boards, total, spread, places, rejects, removes, solutions, decoded, sum, nodes, space, text, ok, step, classSize, attacks];
}
void main;
