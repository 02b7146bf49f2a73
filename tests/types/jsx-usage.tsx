// Compiled with `tsc --noEmit` by `make test`: www/types/jsx.d.ts must let
// JSX use <n-queens> with its attributes, and reject wrong values.
import type {} from '../../www/types/jsx.js';

export const walkthrough = <n-queens n={6} narration tree code theme="dark" controls="buttons timeline" />;
export const explorer = <n-queens mode="explore" n="8" lang="zh" />;
export const quiz = <n-queens mode="quiz" heading-level={3} />;
export const flags = <n-queens mode="board" n="12" solution={1} code="flags" narration="" />;
export const play = <n-queens mode="play" n={8} />;
// @ts-expect-error: not a mode
export const wrongMode = <n-queens mode="game" />;
// @ts-expect-error: not a theme
export const wrongTheme = <n-queens theme="blue" />;
// @ts-expect-error: not a code view
export const wrongCode = <n-queens code="python" />;
export const printedByLine = <n-queens code="bitmask-printed" by="line" step={40} />;
export const brute = <n-queens code="brute" n={5} />;
// @ts-expect-error: not a step unit
export const wrongUnit = <n-queens code by="word" />;
