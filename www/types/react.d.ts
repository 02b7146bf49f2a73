// React typings for <n-queens> (React 18.3 and 19, whose JSX lives in
// React.JSX): `import type {} from 'nqueens-lab/react';` once in your project
// (instead of nqueens/jsx). Props: the element's attributes with their real
// value types, plus React's own for an HTML element (ref to the
// NQueensElement, key, className, style, children, event handlers).

import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { NQueensElement } from '../nqueens-element.js';
import type { NQueensOwnAttributes } from './attributes.js';

export type NQueensReactProps = Omit<DetailedHTMLProps<HTMLAttributes<NQueensElement>, NQueensElement>, keyof NQueensOwnAttributes> &
  NQueensOwnAttributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'n-queens': NQueensReactProps;
    }
  }
}
