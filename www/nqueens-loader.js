// nqueens-loader.js: <n-queens> for hosts that only add classic scripts
// (mdBook's theme/head.hbs, some CMSs and LMSs): a plain
//
//   <script src="/nqueens/nqueens-loader.js"></script>          (no type="module")
//
// adds <script type="module" src="nqueens-element.js"> from its own folder
// (beside this file, wherever it is served from, a CDN included), once per
// page, with the same nonce, so a page under a nonce-based
// Content-Security-Policy keeps working. Everything else is the element's.
//
// Should that module not load (most often a server of another origin that
// sends no Access-Control-Allow-Origin header: a module script, unlike this
// classic one, is fetched in CORS mode), no code of the element runs; this
// script then puts a sentence saying so in every <n-queens> of the page, as
// text, in the element's language. The sentences are
// js/i18n/strings/element.js's 'element.loaderError' (a classic script
// cannot import them; tests/node/strings.test.mjs keeps the two the same).
// A block, not a function, so its names stay inside it even in a classic script.
{
  const LOADER_ERROR = {
    en: 'The N-Queens widget could not be loaded from {origin}. If that is another site, its server must send the header Access-Control-Allow-Origin (CORS) with these files.',
    zh: '无法从 {origin} 加载 N 皇后组件。如果那是另一个网站，它的服务器必须随这些文件发送 Access-Control-Allow-Origin 响应头（CORS）。',
  };
  const here = document.currentScript ?? document.querySelector('script[src*="nqueens-loader.js"]');
  if (here && !document.querySelector('script[data-nqueens-element]')) {
    const element = document.createElement('script');
    element.type = 'module';
    element.src = new URL('nqueens-element.js', here.src).href;
    element.dataset.nqueensElement = '';
    if (here.nonce) element.nonce = here.nonce;
    const origin = new URL(element.src).origin;
    // The sentence in one <n-queens> not defined (its lang, or the text's around it), once.
    const say = (widget) => {
      if (customElements.get('n-queens') || widget.querySelector(':scope > [data-nqueens-load-error]')) return;
      const lang = /^zh\b/i.test(widget.closest('[lang]')?.getAttribute('lang') ?? '') ? 'zh' : 'en';
      const note = document.createElement('p');
      note.setAttribute('role', 'alert');
      note.dataset.nqueensLoadError = '';
      note.textContent = LOADER_ERROR[lang].replace('{origin}', origin);
      widget.append(note);
    };
    const sayEverywhere = () => document.querySelectorAll('n-queens').forEach(say);
    element.addEventListener('error', () => {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', sayEverywhere, { once: true });
      else sayEverywhere();
      // Widgets added later (a framework's render) say it too.
      new MutationObserver(sayEverywhere).observe(document.documentElement, { childList: true, subtree: true });
    });
    document.head.append(element);
  }
}
