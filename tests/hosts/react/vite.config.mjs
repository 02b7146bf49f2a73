// The React 19 host (tests/hosts/README.md): a React app as Vite's react
// template makes it (StrictMode, createRoot, JSX in .jsx files), built with
// Vite's defaults (Vite 8 compiles JSX with React's automatic runtime; the
// template's @vitejs/plugin-react adds only Fast Refresh) by build.mjs from a
// scratch copy with the guide's src/NQueensStep.jsx, into dist/hosts/react/
// (build.mjs names the folder), served under /react/. Two pages: index.html
// imports the element before React renders; late.html defines it only after
// React has rendered the tags (a <script> from a CDN that loads last).
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

export default {
  root: here('.'),
  base: './',
  logLevel: 'warn',
  build: {
    rollupOptions: { input: [here('index.html'), here('late.html')] },
  },
};
