// The attributes of <n-queens> with their value types, shared by the JSX
// (jsx.d.ts), React (react.d.ts) and Vue (vue.d.ts) typings. No global
// declarations here, so each of those declares only its own framework's.

import type { NQueensCodeView, NQueensHeadingLevel, NQueensMode, NQueensNumber, NQueensStepUnit, NQueensTheme } from '../nqueens-element.js';

/**
 * The element's own attributes, each with its real value type
 * (docs/embedding.md, "Attributes"): numbers as numbers or their text,
 * booleans as booleans or the attribute's text (any string is on).
 */
export interface NQueensOwnAttributes {
  n?: NQueensNumber;
  mode?: NQueensMode;
  step?: NQueensNumber;
  solution?: NQueensNumber;
  autoplay?: boolean | '';
  speed?: NQueensNumber;
  /** en, zh, or a tag such as zh-CN. */
  lang?: string;
  /** Space-separated: buttons timeline speed stats keys, or none. */
  controls?: string;
  narration?: boolean | '';
  tree?: boolean | '';
  /** true or "" for the default view, or a view's name. */
  code?: boolean | '' | NQueensCodeView;
  /** What one step of the code view's program is: event (default) or line. */
  by?: NQueensStepUnit;
  theme?: NQueensTheme;
  'heading-level'?: NQueensHeadingLevel | `${NQueensHeadingLevel}`;
}

