// The export bar under the board of the walkthrough and the explorer:
// Download GIF (the whole walkthrough, or the explorer's run from the step
// shown: the board before it, then the next 200 events), Download SVG and
// Download PNG (the current board with its marks), and Export… (the Export
// dialog, export-dialog.js: range, events, speed, scale, captions, GIF,
// WebM video, PNG or SVG). Only the buttons load with the page: the
// drawing and the encoders (exporter.js) are imported on first use.

import { el } from '../dom.js';
import { t as translate, addStrings, formatNumber } from '../../i18n/i18n.js';
import EXPORT_STRINGS from '../../i18n/strings/export.js';
import { errorText } from '../../engine/errors.js';
import { ANIMATED, defaultOptions } from './export-options.js';
import { createExportDialog, sizeText } from './export-dialog.js';
import { DEFAULT_LANG } from '../../engine/catalog.js';

/** The bar's elements: four buttons (gif, svg, png, dialog) and a status line, in a group. */
function buildExportBar(doc) {
  const button = (action) => el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action } });
  const buttons = { gif: button('export-gif'), svg: button('export-svg'), png: button('export-png'), dialog: button('export-dialog') };
  const status = el(doc, 'p', { class: 'nq-export__status', role: 'status', 'aria-live': 'polite', dataset: { role: 'export-status' } });
  const group = el(doc, 'div', { class: 'nq-export', role: 'group' }, ...Object.values(buttons), status);
  return { buttons, status, group };
}

function download(doc, { blob, file }) {
  const url = URL.createObjectURL(blob);
  const link = el(doc, 'a', { href: url, download: file, hidden: true });
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// Makes and downloads what `options` ask of `source`; resolves to the status text.
async function exportOnce(doc, { api, source, options, t, lang, onProgress }) {
  const exporter = await import('./exporter.js');
  if (!ANIMATED.includes(options.format)) {
    const made = await exporter.makeImage(doc, source, options.format, { lang, t, scale: options.scale, caption: options.caption });
    download(doc, made);
    return t('export.doneImage', { file: made.file });
  }
  const started = performance.now();
  const frames = await exporter.framesOf(api, source, options, onProgress);
  if (frames.length === 0) return t('export.empty');
  const { blob, bytes } = await exporter.makeAnimation(doc, frames, options, { lang, t, onProgress });
  const file = exporter.animationFile(source, options, frames);
  download(doc, { blob, file });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return t('export.done', { file, count: formatNumber(lang, frames.length), size: sizeText(lang, bytes), seconds });
}

// A GIF's frame limit is the low one; WebM is suggested only where the
// browser has an encoder for it (the dialog disables it otherwise).
function tooManyKey(max) {
  if (max >= 10_000) return 'export.tooMany';
  return typeof globalThis.VideoEncoder === 'undefined' ? 'export.tooMany.gifNoVideo' : 'export.tooMany.gif';
}

function failureText(t, error, lang) {
  if (error.code === 'too-many-frames') return t(tooManyKey(error.max), { max: formatNumber(lang, error.max) });
  if (error.key) return t(error.key, { reach: formatNumber(lang, error.reach ?? 0) });
  return t('export.failed', { message: errorText(error) });
}

/**
 * `getSource()` answers { n, step, whole, mode, view, speed, total,
 * lookAhead }: the board shown, whether the quick GIF is the whole search,
 * the code view whose program's events to draw (null: the Stepper's), the
 * player's speed (events a second) and total (the events of the whole
 * search, counted by the core, whatever a step is; null until known), and its
 * lookAhead(read) (Player.lookAhead), which reads the frame shown and the
 * events after it without replaying the search.
 */
export function createExportBar(root, { api, lang = DEFAULT_LANG, getSource }) {
  addStrings(EXPORT_STRINGS);
  const doc = root.ownerDocument;
  let currentLang = lang;
  let busy = false;
  let dialog = null;
  const t = (key, params) => translate(currentLang, key, params);
  const { buttons, status, group } = buildExportBar(doc);
  root.append(group);
  // A picture goes on a slide: the quick PNG at twice the size (at 1× it blurs on a projector); the dialog offers 1×.
  const quick = (format) => ({ ...defaultOptions(getSource()), format, ...(format === 'png' ? { scale: 2 } : {}) });
  const yieldNow = () => new Promise((resolve) => setTimeout(resolve, 0));

  // One export at a time; the buttons stay focusable (aria-disabled) meanwhile.
  async function run(options, onProgress = yieldNow) {
    if (busy) return t('export.busy');
    busy = true;
    for (const button of Object.values(buttons)) button.setAttribute('aria-disabled', 'true');
    try {
      if (ANIMATED.includes(options.format)) status.textContent = t('export.working.start');
      return (status.textContent = await exportOnce(doc, { api, source: getSource(), options, t, lang: currentLang, onProgress }));
    } catch (error) {
      status.textContent = error.name === 'AbortError' ? t('export.cancelled') : failureText(t, error, currentLang);
      throw Object.assign(error, { shown: status.textContent });
    } finally {
      busy = false;
      for (const button of Object.values(buttons)) button.removeAttribute('aria-disabled');
    }
  }
  const render = () => {
    group.setAttribute('aria-label', t('export.title'));
    for (const [kind, button] of Object.entries(buttons)) button.textContent = t(`export.${kind}`);
  };
  for (const kind of ['gif', 'svg', 'png']) buttons[kind].addEventListener('click', () => run(quick(kind)).catch(() => {}));
  buttons.dialog.addEventListener('click', () => {
    dialog ??= createExportDialog(doc, { run: (options, { onProgress }) => run(options, onProgress) });
    dialog.open(getSource(), t, currentLang);
  });
  render();
  return {
    element: group,
    setLang(next) {
      currentLang = next;
      render();
    },
  };
}
