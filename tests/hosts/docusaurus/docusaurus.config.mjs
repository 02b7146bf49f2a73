// The Docusaurus 3 host (tests/hosts/README.md): the classic preset with
// React 19, the docs at the site's root, served at the root of its own port
// (E2E_DOCUSAURUS_PORT) like a site on its own domain. tests/hosts/build.mjs
// copies the packed package into static/nqueens/ and writes
// src/css/custom.css from docs/embedding.md's recipe; `scripts` below is the
// recipe's line.
export default {
  title: 'Backtracking notes',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/' },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  themeConfig: {
    navbar: { title: 'Backtracking notes' },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  },
  scripts: [{ src: '/nqueens/nqueens-element.js', type: 'module' }],
};
