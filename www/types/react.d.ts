// React typings for <n-queens> (React 18.3 and 19, whose JSX lives in
// React.JSX): `import type {} from 'nqueens-lab/react';` once in your project
// (instead of nqueens/jsx). Props: the element's attributes with their real
// value types, plus React's own for an HTML element (ref to the
// NQueensElement, key, className, style, children, event handlers).

import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { NQueensElement, NQueensEventMap } from '../nqueens-element.js';
import type { NQueensOwnAttributes } from './attributes.js';

type NQueensEventName = 'nqueens-step' | 'nqueens-solution' | 'nqueens-done' | 'nqueens-answer' | 'nqueens-play';

/**
 * React 19 listens to the event named after `on` (`onnqueens-step`), with
 * its detail typed. React 18 passes no function to a custom element: listen
 * with addEventListener through a ref there.
 */
export type NQueensReactEvents = { [K in NQueensEventName as `on${K}`]?: (event: NQueensEventMap[K]) => void };

export type NQueensReactProps = Omit<DetailedHTMLProps<HTMLAttributes<NQueensElement>, NQueensElement>, keyof NQueensOwnAttributes> &
  NQueensOwnAttributes &
  NQueensReactEvents;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'n-queens': NQueensReactProps;
    }
  }
}
