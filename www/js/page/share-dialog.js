// The "Share / embed" dialog: a modal <dialog> with the link, the iframe
// snippet and the <n-queens> snippet of the page's current view
// (share-snippets.js), each with a copy button. Loaded on the first click of
// its button (app.js), so the page's first load does not carry it. Snippets
// go in as text only (textContent), never as HTML.

import { el } from '../ui/dom.js';
import { uniqueId } from '../ui/ids.js';
import { copyText } from '../ui/clipboard.js';
import { t, addStrings } from '../i18n/i18n.js';
import SHARE_STRINGS from '../i18n/strings/share.js';
import { shareSnippets } from './share-snippets.js';
import { DEFAULT_LANG } from '../engine/catalog.js';

const PARTS = ['link', 'iframe', 'element'];

/** Builds the dialog in `doc`; returns { open(state, lang, base) }. Focus returns to the opener on close. */
export function createShareDialog(doc) {
  addStrings(SHARE_STRINGS);
  const titleId = uniqueId('nq-share-title');
  const title = el(doc, 'h2', { id: titleId, class: 'nq-section__title' });
  const lead = el(doc, 'p', { class: 'nq-share__lead' });
  const status = el(doc, 'p', { class: 'nq-share__status', role: 'status', 'aria-live': 'polite' });
  const close = el(doc, 'button', { type: 'button', class: 'nq-btn' });
  const blocks = Object.fromEntries(PARTS.map((part) => [part, snippetBlock(doc, part, status)]));
  const dialog = el(
    doc,
    'dialog',
    { class: 'nq-share', 'aria-labelledby': titleId },
    title,
    lead,
    ...PARTS.map((part) => blocks[part].element),
    status,
    el(doc, 'div', { class: 'nq-share__actions' }, close),
  );
  close.addEventListener('click', () => dialog.close());
  doc.body.append(dialog);
  let lang = DEFAULT_LANG;
  return {
    element: dialog,
    /** `edited`: an edited program ({ source, encoded }) the snippets carry, or null. */
    open(state, nextLang, base, edited = null) {
      lang = nextLang;
      title.textContent = t(lang, 'share.title');
      lead.textContent = t(lang, 'share.lead');
      close.textContent = t(lang, 'share.close');
      status.textContent = '';
      const snippets = shareSnippets(state, base, edited);
      for (const part of PARTS) blocks[part].show(snippets[part], lang);
      dialog.showModal();
    },
  };
}

// One labelled snippet: its title, the text in a <pre>, and a copy button
// whose outcome is said in the dialog's status line.
function snippetBlock(doc, part, status) {
  const labelId = uniqueId(`nq-share-${part}`);
  const label = el(doc, 'h3', { id: labelId, class: 'nq-panel__title' });
  const code = el(doc, 'code');
  const pre = el(doc, 'pre', { class: 'nq-share__snippet', tabindex: '0', 'aria-labelledby': labelId, dataset: { snippet: part } }, code);
  const copy = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small', dataset: { copy: part } });
  const element = el(doc, 'section', { class: 'nq-share__block' }, label, pre, copy);
  let lang = DEFAULT_LANG;
  copy.addEventListener('click', async () => {
    element.querySelector('.nq-copy-box')?.remove();
    const { ok } = await copyText(code.textContent, element);
    status.textContent = t(lang, ok ? 'share.copied' : 'share.copyByHand');
  });
  return {
    element,
    show(text, nextLang) {
      lang = nextLang;
      label.textContent = t(lang, `share.${part}`);
      copy.textContent = t(lang, `share.copy.${part}`);
      code.textContent = text;
      element.querySelector('.nq-copy-box')?.remove();
    },
  };
}
