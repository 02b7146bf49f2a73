// JSX typings for <n-queens> (Preact, Solid, React and others with a global
// JSX namespace): `import type {} from 'nqueens/jsx';` once in your project.
// React 19 keeps JSX under React: add, in a .d.ts of yours,
//   declare module 'react' { namespace JSX { interface IntrinsicElements extends import('nqueens/jsx').NQueensIntrinsicElements {} } }

import type { NQueensMode, NQueensTheme } from '../nqueens-element.js';

/** The attributes of <n-queens> as JSX props (docs/embedding.md, "Attributes"). */
export interface NQueensAttributes {
  n?: number | string;
  mode?: NQueensMode;
  step?: number | string;
  solution?: number | string;
  autoplay?: boolean;
  speed?: number | string;
  lang?: string;
  /** Space-separated: buttons timeline speed stats keys, or none. */
  controls?: string;
  narration?: boolean;
  tree?: boolean;
  code?: boolean;
  theme?: NQueensTheme;
  id?: string;
  class?: string;
  className?: string;
  slot?: string;
  hidden?: boolean;
  style?: string | Record<string, string | number>;
  'aria-label'?: string;
  children?: unknown;
  ref?: unknown;
  key?: string | number;
}

export interface NQueensIntrinsicElements {
  'n-queens': NQueensAttributes;
}

declare global {
  namespace JSX {
    interface IntrinsicElements extends NQueensIntrinsicElements {}
  }
}
