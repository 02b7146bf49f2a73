// The VitePress recipe of docs/embedding.md ("VitePress"), as written there:
// the element loaded in <head>, and Vue told that <n-queens> is a custom
// element. The package's folder is copied to public/nqueens/ by build.mjs.
export default {
  title: 'Backtracking notes',
  head: [['script', { type: 'module', src: '/nqueens/nqueens-element.js' }]],
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'n-queens' } } },
  srcExclude: ['public/**'], // the package's own README and guide are not pages
};
