// Compiled with `tsc --noEmit` by `make test-hosts` (Vue comes with the
// VitePress host): www/types/vue.d.ts must give Vue templates <n-queens>
// with its attributes, and reject wrong values.
import type {} from '../../../www/types/vue.js';
import type { GlobalComponents } from 'vue';

type Props = InstanceType<GlobalComponents['n-queens']>['$props'];

export const walkthrough: Props = { n: 6, narration: true, tree: true, code: true, theme: 'dark' };
export const quiz: Props = { mode: 'quiz' };
export const play: Props = { mode: 'play', n: '8', lang: 'zh' };
// @ts-expect-error: not a mode
export const wrongMode: Props = { mode: 'game' };
// @ts-expect-error: not a theme
export const wrongTheme: Props = { theme: 'blue' };
