// Compiled with `tsc --noEmit` by `make test`: www/nqueens-element.d.ts must
// describe real use of <n-queens> from TypeScript.
import { NQueensElement, type NQueensStepDetail, type NQueensMode, type NQueensTheme, type NQueensCodeView, type NQueensStepUnit } from '../../www/nqueens-element.js';

async function main(): Promise<void> {
  const widget = document.createElement('n-queens');
  const typed: NQueensElement = widget;
  widget.n = 6;
  widget.mode = 'explore' satisfies NQueensMode;
  widget.step = 12;
  widget.step = null;
  widget.solution = 3;
  widget.controls = 'buttons timeline';
  widget.controls = null;
  const shown: string = widget.controls;
  widget.narration = true;
  // The attributes' own values, as React 19 sets them.
  widget.narration = '';
  widget.n = '6';
  widget.code = 'flags';
  widget.code = true;
  widget.code = null;
  const view: NQueensCodeView | false = widget.code;
  widget.headingLevel = 3;
  const level: number = widget.headingLevel;
  // @ts-expect-error: not a code view
  widget.code = 'python';
  // Every code view of the catalog (engine/catalog.js), and the step unit.
  for (const name of ['recursive', 'booleans', 'list', 'cpp', 'iterative', 'flags', 'bitmask', 'bitmask-printed', 'leetcode', 'brute'] as const) widget.code = name;
  widget.by = 'line';
  widget.by = null;
  const unit: NQueensStepUnit = widget.by;
  // @ts-expect-error: not a step unit
  widget.by = 'word';
  widget.speed = 8;
  widget.theme = 'dark';
  widget.theme = null;
  const theme: NQueensTheme = widget.theme;
  await widget.ready;
  const reached: number | null = await widget.seek(20);
  widget.play();
  widget.pause();
  widget.stepForward();
  widget.stepBack();
  const where: number | null = widget.position;
  const live: number = NQueensElement.liveWasmObjects;

  widget.addEventListener('nqueens-step', (event) => {
    const detail: NQueensStepDetail = event.detail;
    const kind: string | undefined = detail.event?.kind;
    const columns: number[] = detail.queens;
    console.log(kind, columns, detail.counts.solutions);
  });
  widget.addEventListener('nqueens-solution', (event) => {
    const k: number = event.detail.solution;
    const queens: number[] = event.detail.queens;
    console.log(k, queens);
  });
  document.addEventListener('nqueens-done', (event) => {
    const solutions: number = event.detail.solutions;
    console.log(solutions);
  });
  document.addEventListener('nqueens-answer', (event) => {
    const right: boolean = event.detail.correct;
    const score: number = event.detail.score.right / event.detail.score.asked;
    console.log(right, score, event.detail.question.row);
  });
  widget.addEventListener('nqueens-play', (event) => {
    const solved: boolean = event.detail.solved;
    console.log(solved, event.detail.queens.map((queen) => queen.col));
  });
  document.querySelector('n-queens')?.play();
  console.log(typed, shown, reached, where, live, theme, view, level);
}

void main();
