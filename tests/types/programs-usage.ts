// www/nqueens.d.ts: the programs API (issue #23) as the page uses it.
import init, {
  CODE_VIEWS,
  ProgramRun,
  ProgramComparison,
  FixCheck,
  ProgramError,
  codeViewInfo,
  programSource,
  type CodeView,
  type CodeViewInfo,
  type ProgramEvent,
  type ProgramSnapshot,
} from '../../www/nqueens.js';

async function main(): Promise<void> {
  await init();
  const views: readonly CodeView[] = CODE_VIEWS;
  const info: CodeViewInfo = codeViewInfo('iterative');
  const offset: number | undefined = info.boardArray?.offset;
  const text: string = programSource('bitmask-printed', 'zh');
  const run = new ProgramRun('recursive', 4);
  const edited = new ProgramRun('recursive', 4, text);
  const stepped: boolean = run.stepLine();
  const event: ProgramEvent | null = run.stepEvent();
  if (event?.kind === 'reject') {
    const how: 'queen' | 'flag' | 'mask' | null = event.check;
    void how;
  }
  const snap: ProgramSnapshot = run.snapshot();
  const stale: boolean[] = snap.globals[0].stale;
  const depth: number = snap.frames.length;
  const raised: ProgramSnapshot | null = run.eventSnapshot();
  const raisedLine: number | undefined = raised?.line;
  void raisedLine;
  try {
    edited.advanceLines(1000);
  } catch (error) {
    if (error instanceof ProgramError) {
      const where: string = `${error.kind} ${error.line}:${error.column}`;
      void where;
      const expected: string | undefined = error.syntax?.expected;
      const found: 'word' | 'symbol' | 'number' | 'character' | 'string' | 'end' | undefined = error.syntax?.found;
      void expected;
      void found;
    }
  }
  // @ts-expect-error: view names are a closed list
  new ProgramRun('quick', 4);
  const cmp = new ProgramComparison('recursive', 4, text, 'recursive');
  cmp.setFinishReference(false);
  const p = cmp.advance(10000);
  const step: number | undefined = p.result?.divergence?.step;
  const events: number | undefined = p.result?.ours.eventSteps;
  void events;
  const fix = new FixCheck('bitmask-printed', text, 'bitmask');
  const fixed: boolean | undefined = fix.advance(10000).result?.fixed;
  const narrow: string[] | undefined = fix.advance(10000).result?.narrow.map((m) => `${m.type} ${m.name}: n <= ${m.maxN}`);
  void [step, fixed, narrow];
  run.free();
  void [views, offset, stepped, stale, depth];
}
void main;
