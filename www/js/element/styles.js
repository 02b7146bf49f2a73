// The widget's styles, shared by every <n-queens> on the page: each CSS file
// is fetched and parsed once into a constructable stylesheet, and each shadow
// root adopts the same sheets. Under a Content-Security-Policy this needs only
// `style-src 'self'`-compatible sources: no <style> element and no style=""
// attribute is ever created (constructed sheets are not inline styles).

const STYLE_URLS = [
  new URL('../../css/nqueens.css', import.meta.url), // the components, shared with the page
  new URL('../../css/element.css', import.meta.url), // :host, parts, the element's layout
  new URL('../../css/learn.css', import.meta.url), // the quiz and free play
];

let loading = null;

async function loadSheet(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  const sheet = new CSSStyleSheet();
  await sheet.replace(await response.text());
  return sheet;
}

/** The widget's stylesheets, loaded once; a failed load is retried on the next call. */
export function loadStyles() {
  if (!loading) {
    loading = Promise.all(STYLE_URLS.map(loadSheet)).catch((error) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
