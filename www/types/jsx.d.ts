// JSX typings for <n-queens> (Preact, Solid and others with a global JSX
// namespace): `import type {} from 'nqueens-lab/jsx';` once in your project.
// React 18 and 19 keep JSX under React: `import type {} from 'nqueens-lab/react';`
// instead (types/react.d.ts).

import type { NQueensOwnAttributes } from './attributes.js';

export type { NQueensOwnAttributes };

/** The attributes of <n-queens> as JSX props: its own and the common HTML ones. */
export interface NQueensAttributes extends NQueensOwnAttributes {
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
