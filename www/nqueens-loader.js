// nqueens-loader.js: <n-queens> for hosts that only add classic scripts
// (mdBook's theme/head.hbs, some CMSs and LMSs): a plain
//
//   <script src="/nqueens/nqueens-loader.js"></script>          (no type="module")
//
// adds <script type="module" src="nqueens-element.js"> from its own folder
// (beside this file, wherever it is served from, a CDN included), once per
// page, with the same nonce, so a page under a nonce-based
// Content-Security-Policy keeps working. Everything else is the element's.
// A block, not a function, so its names stay inside it even in a classic script.
{
  const here = document.currentScript ?? document.querySelector('script[src*="nqueens-loader.js"]');
  if (here && !document.querySelector('script[data-nqueens-element]')) {
    const element = document.createElement('script');
    element.type = 'module';
    element.src = new URL('nqueens-element.js', here.src).href;
    element.dataset.nqueensElement = '';
    if (here.nonce) element.nonce = here.nonce;
    document.head.append(element);
  }
}
