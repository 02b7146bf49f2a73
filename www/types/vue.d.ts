// Vue typings for <n-queens>: `import type {} from 'nqueens-lab/vue';` once, so
// templates type-check its attributes. Vue must also be told that the tag is
// a custom element (compilerOptions.isCustomElement, docs/embedding.md).

import type { DefineComponent } from 'vue';
import type { NQueensAttributes } from './jsx.js';

declare module 'vue' {
  interface GlobalComponents {
    'n-queens': DefineComponent<NQueensAttributes>;
  }
}
