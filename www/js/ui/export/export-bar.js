// The export bar under the board of the walkthrough and the explorer:
// Download GIF (the whole walkthrough, or the explorer's run from its
// current step, one frame per event), Download SVG and Download PNG (the
// current board with its marks). Only the buttons load with the page: the
// drawing and the GIF encoder (exporter.js) are imported on first use.

import { el } from '../dom.js';
import { t as translate, addStrings, formatNumber } from '../../i18n/i18n.js';
import EXPORT_STRINGS from '../../i18n/strings/export.js';
import { errorText } from '../../engine/errors.js';

function sizeText(lang, bytes) {
  return bytes < 1024 * 1024 ? `${formatNumber(lang, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/** The bar's elements: three buttons (gif, svg, png) and a status line, in a group. */
function buildExportBar(doc) {
  const button = (action) => el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action } });
  const buttons = { gif: button('export-gif'), svg: button('export-svg'), png: button('export-png') };
  const status = el(doc, 'p', { class: 'nq-export__status', role: 'status', 'aria-live': 'polite', dataset: { role: 'export-status' } });
  const group = el(doc, 'div', { class: 'nq-export', role: 'group' }, ...Object.values(buttons), status);
  return { buttons, status, group };
}

/**
 * `getSource()` answers { n, step, whole, view, lookAhead }: the board shown,
 * whether the GIF is the whole search, the code view whose program's events
 * to draw (null: the Stepper's), and the player's lookAhead(read)
 * (Player.lookAhead), which reads the frame shown and the events after it
 * without replaying the search.
 */
export function createExportBar(root, { api, lang = 'en', getSource }) {
  addStrings(EXPORT_STRINGS);
  const doc = root.ownerDocument;
  let currentLang = lang;
  let busy = false;
  const t = (key, params) => translate(currentLang, key, params);

  const { buttons, status, group } = buildExportBar(doc);
  root.append(group);

  function render() {
    group.setAttribute('aria-label', t('export.title'));
    buttons.gif.textContent = t('export.gif');
    buttons.svg.textContent = t('export.svg');
    buttons.png.textContent = t('export.png');
  }

  function download({ blob, file }) {
    const url = URL.createObjectURL(blob);
    const link = el(doc, 'a', { href: url, download: file, hidden: true });
    doc.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  // One export at a time; the buttons stay focusable (aria-disabled) meanwhile.
  async function run(work) {
    if (busy) return;
    busy = true;
    for (const button of Object.values(buttons)) button.setAttribute('aria-disabled', 'true');
    try {
      const exporter = await import('./exporter.js');
      await work(exporter);
    } catch (error) {
      status.textContent = t('export.failed', { message: errorText(error) });
    } finally {
      busy = false;
      for (const button of Object.values(buttons)) button.removeAttribute('aria-disabled');
    }
  }

  buttons.gif.addEventListener('click', () =>
    run(async (exporter) => {
      const source = getSource();
      const frames = exporter.framesToAnimate(api, source);
      if (frames.length === 0) return;
      const count = formatNumber(currentLang, frames.length);
      status.textContent = t('export.working', { count });
      const started = performance.now();
      const { blob, bytes } = await exporter.makeGif(doc, frames, {
        lang: currentLang,
        t,
        onProgress: () => new Promise((resolve) => setTimeout(resolve, 0)),
      });
      const file = source.whole ? `n-queens-${source.n}-walkthrough.gif` : `n-queens-${source.n}-from-step-${source.step}.gif`;
      download({ blob, file });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      status.textContent = t('export.done', { file, count, size: sizeText(currentLang, bytes), seconds });
    }),
  );
  for (const kind of ['svg', 'png']) {
    buttons[kind].addEventListener('click', () =>
      run(async (exporter) => {
        const made = await exporter.makeImage(doc, getSource(), kind, { lang: currentLang, t });
        download(made);
        status.textContent = t('export.doneImage', { file: made.file });
      }),
    );
  }
  render();

  return {
    element: group,
    setLang(next) {
      currentLang = next;
      render();
    },
  };
}
