// Compiled with `tsc --noEmit` by `make test-types`, once against
// @types/react 19 (tests/types/react19) and once against 18.3
// (tests/types/react18): www/types/react.d.ts must let React use <n-queens>
// with each attribute's real value type, and reject wrong values.
import type {} from '../../www/types/react.js';
import { useRef } from 'react';
import type { NQueensElement } from '../../www/nqueens-element.js';

export function Widgets() {
  const ref = useRef<NQueensElement>(null);
  return (
    <>
      <n-queens ref={ref} n={6} narration tree code="flags" theme="dark" controls="buttons timeline" className="wide" key="a" />
      <n-queens mode="explore" n="8" lang="zh" heading-level={3} style={{ maxWidth: '40em' }} />
      <n-queens mode="board" n={12} solution={1} narration="" code />
      <n-queens mode="count" n="9" autoplay heading-level="4" onClick={() => ref.current?.play()} />
      <n-queens onnqueens-step={(event) => console.log(event.detail.step, event.detail.event?.kind)} onnqueens-done={(event) => event.detail.n} />
    </>
  );
}

// @ts-expect-error: not a mode
export const wrongMode = <n-queens mode="game" />;
// @ts-expect-error: not a theme
export const wrongTheme = <n-queens theme="blue" />;
// @ts-expect-error: not a code view
export const wrongCode = <n-queens code="python" />;
// @ts-expect-error: n is a number
export const wrongN = <n-queens n="eight" />;
// @ts-expect-error: headings go from 1 to 6
export const wrongLevel = <n-queens heading-level={7} />;
// @ts-expect-error: a step's detail has no `solution`
export const wrongDetail = <n-queens onnqueens-step={(event) => event.detail.solution} />;
