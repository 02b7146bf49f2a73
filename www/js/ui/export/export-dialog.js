// The Export dialog (a modal <dialog>): the range (the whole run, or from
// step to step), which events make frames, the speed (the frame delay
// follows it), the scale (1× or 2×), captions on or off, and the format
// (GIF, WebM video, PNG, SVG); an estimate of the frames, the length and
// the size before it starts; progress and Cancel while it works. The work
// itself is exporter.js, imported on the first export.

import { el } from '../dom.js';
import { uniqueId } from '../ids.js';
import { formatNumber } from '../../i18n/i18n.js';
import { FORMATS, ANIMATED, FILTERS, EXPORT_SPEEDS, SCALES, defaultOptions, delayFor, rangeOf, frameBound, estimate, lastStep } from './export-options.js';

function field(doc, labelText, control) {
  return el(doc, 'label', { class: 'nq-export-dialog__field' }, el(doc, 'span', { text: labelText }), control);
}

function select(doc, name, values) {
  const node = el(doc, 'select', { class: 'nq-select', dataset: { field: name } });
  for (const value of values) node.append(el(doc, 'option', { value: String(value) }));
  return node;
}

/** The dialog's elements (texts are set by label()). */
function buildDialog(doc) {
  const titleId = uniqueId('nq-export-title');
  const c = {
    title: el(doc, 'h2', { id: titleId, class: 'nq-section__title' }),
    whole: el(doc, 'input', { type: 'radio', name: uniqueId('nq-export-range'), value: 'whole', dataset: { field: 'whole' } }),
    steps: el(doc, 'input', { type: 'radio', name: 'range', value: 'steps', dataset: { field: 'steps' } }),
    from: el(doc, 'input', { type: 'number', min: '1', step: '1', inputmode: 'numeric', class: 'nq-input', dataset: { field: 'from' } }),
    to: el(doc, 'input', { type: 'number', min: '1', step: '1', inputmode: 'numeric', class: 'nq-input', dataset: { field: 'to' } }),
    filter: select(doc, 'filter', Object.keys(FILTERS)),
    speed: select(doc, 'speed', EXPORT_SPEEDS),
    scale: select(doc, 'scale', SCALES),
    caption: el(doc, 'input', { type: 'checkbox', dataset: { field: 'caption' } }),
    format: select(doc, 'format', FORMATS),
    video: null, // whether this browser encodes WebM video (checkVideo), null until known
    estimate: el(doc, 'p', { class: 'nq-export-dialog__estimate', dataset: { role: 'export-estimate' } }),
    progress: el(doc, 'progress', { class: 'nq-export-dialog__progress', max: '1', value: '0', hidden: true }),
    status: el(doc, 'p', { class: 'nq-export__status', role: 'status', 'aria-live': 'polite', dataset: { role: 'export-dialog-status' } }),
    start: el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--primary', dataset: { action: 'export-start' } }),
    cancel: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'export-cancel' }, hidden: true }),
    close: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'export-close' } }),
  };
  c.steps.name = c.whole.name;
  c.legend = el(doc, 'legend', {});
  c.labels = {};
  const labelled = (key, control) => (c.labels[key] = field(doc, '', control));
  const radio = (input, key) => (c.labels[key] = el(doc, 'label', { class: 'nq-export-dialog__choice' }, input, el(doc, 'span', {})));
  const range = el(doc, 'fieldset', { class: 'nq-export-dialog__range' }, c.legend, radio(c.whole, 'whole'), radio(c.steps, 'steps'), el(doc, 'div', { class: 'nq-export-dialog__steps' }, labelled('from', c.from), labelled('to', c.to)));
  const captionLabel = (c.labels.caption = el(doc, 'label', { class: 'nq-export-dialog__choice' }, c.caption, el(doc, 'span', {})));
  const grid = el(doc, 'div', { class: 'nq-export-dialog__grid' }, labelled('format', c.format), labelled('filter', c.filter), labelled('speed', c.speed), labelled('scale', c.scale), captionLabel);
  const actions = el(doc, 'div', { class: 'nq-share__actions nq-export-dialog__actions' }, c.start, c.cancel, c.close);
  c.dialog = el(doc, 'dialog', { class: 'nq-share nq-export-dialog', 'aria-labelledby': titleId }, c.title, range, grid, c.estimate, c.progress, c.status, actions);
  return c;
}

/** Sets every text of the dialog in the language of `t`. */
function label(c, t, lang) {
  c.title.textContent = t('export.dialog.title');
  c.legend.textContent = t('export.range');
  for (const key of ['whole', 'steps', 'caption']) c.labels[key].lastChild.textContent = t(`export.range.${key}`);
  for (const key of ['from', 'to', 'format', 'filter', 'speed', 'scale']) c.labels[key].firstChild.textContent = t(`export.field.${key}`);
  for (const option of c.filter.options) option.textContent = t(`export.filter.${option.value}`);
  for (const option of c.format.options) {
    // WebM without an encoder in this browser (see checkVideo): shown, disabled, saying why.
    option.disabled = option.value === 'webm' && c.video === false;
    option.textContent = t(option.disabled ? 'export.format.webmUnsupported' : `export.format.${option.value}`);
  }
  for (const option of c.scale.options) option.textContent = `${option.value}×`;
  for (const option of c.speed.options) option.textContent = speedText(t, lang, Number(option.value));
  c.start.textContent = t('export.start');
  c.cancel.textContent = t('export.cancel');
  c.close.textContent = t('export.close');
}

/**
 * A speed's option: frames a second and the delay of a frame, both from the
 * delay the encoders use (delayFor), so that they always agree: 0.5 is
 * "0.5 frames a second (2000 ms a frame)".
 */
export function speedText(t, lang, speed) {
  const ms = delayFor(speed);
  const rate = 1000 / ms;
  const shown = Number.isInteger(rate) ? formatNumber(lang, rate) : String(Math.round(rate * 100) / 100);
  return t(rate === 1 ? 'export.speedOption.one' : 'export.speedOption.other', { speed: shown, ms });
}

/** The options the dialog's controls say. */
function readOptions(c) {
  return {
    format: c.format.value,
    whole: c.whole.checked,
    from: Number(c.from.value),
    to: Number(c.to.value),
    filter: c.filter.value,
    speed: Number(c.speed.value),
    scale: Number(c.scale.value),
    caption: c.caption.checked,
  };
}

function writeOptions(c, options) {
  c.format.value = options.format;
  c.whole.checked = options.whole;
  c.steps.checked = !options.whole;
  c.from.value = String(options.from);
  c.to.value = String(options.to);
  c.filter.value = options.filter;
  c.speed.value = String(options.speed);
  c.scale.value = String(options.scale);
  c.caption.checked = options.caption;
}

// The step fields go up to the last step the core counted (the events of
// the whole search, `total`), when it is known.
function limitSteps(c, total) {
  const last = lastStep(total);
  for (const input of [c.from, c.to]) {
    if (Number.isFinite(last)) input.max = String(last);
    else input.removeAttribute('max');
  }
}

/** The estimate line for `options` of the n×n board (the range's events up to `total`, when known). */
function estimateText(t, lang, options, { n, total }) {
  let range;
  try {
    range = rangeOf(options, total);
  } catch (error) {
    return { text: t(error.key, { last: formatNumber(lang, error.last) }), valid: false };
  }
  const animated = ANIMATED.includes(options.format);
  const { frames, seconds, bytes } = estimate(options, animated ? frameBound(range, total) : 1, n);
  if (!animated) return { text: t('export.estimate.image', { size: sizeText(lang, bytes) }), valid: true };
  if (frames === null) return { text: t('export.estimate.unknown', { ms: delayFor(options.speed) }), valid: true };
  const key = options.filter === 'all' ? 'export.estimate' : 'export.estimate.atMost';
  return { text: t(key, { frames: formatNumber(lang, frames), seconds: formatNumber(lang, Math.round(seconds)), size: sizeText(lang, bytes), ms: delayFor(options.speed) }), valid: true };
}

/** "12 kB" / "1.25 MB". */
export function sizeText(lang, bytes) {
  return bytes < 1024 * 1024 ? `${formatNumber(lang, Math.max(1, Math.round(bytes / 1024)))} kB` : `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

// WebM video needs WebCodecs' VideoEncoder with VP8, which not every
// browser has (Firefox before 130; Safari may lack VP8): asked once, when
// the dialog first opens (webm.js is small and imports nothing). Until the
// answer c.video is null and the option is offered; false disables it and
// moves a WebM choice to GIF. docs/ARCHITECTURE.md, "Browsers".
function checkVideo(c, relabel) {
  c.videoCheck ??= import('./webm.js')
    .then(({ canEncodeWebm }) => canEncodeWebm())
    .catch(() => false)
    .then((supported) => {
      c.video = supported;
      if (!supported && c.format.value === 'webm') c.format.value = 'gif';
      relabel();
    });
}

/**
 * The dialog in `doc`. `run(options, { onProgress, signal })` does the
 * export (the bar's), resolving to the status text to show.
 * Returns { open(source, t, lang), element }.
 */
// The bar and the words of a phase's progress. A phase without a total
// (reading the events, writing the captions) shows an indeterminate bar,
// not the last phase's share.
function showProgress(c, { t, lang }, { phase, done, total, position }) {
  if (total) c.progress.value = done / total;
  else c.progress.removeAttribute('value');
  c.status.textContent = t(`export.progress.${phase}`, { done: formatNumber(lang, done ?? 0), total: formatNumber(lang, total ?? 0), position: formatNumber(lang, position ?? 0) });
}

export function createExportDialog(doc, { run }) {
  const c = buildDialog(doc);
  doc.body.append(c.dialog);
  let current = null; // { source, t, lang }
  let controller = null;
  const refresh = () => {
    const { text, valid } = estimateText(current.t, current.lang, readOptions(c), { n: current.source.n, total: current.source.total ?? null });
    c.estimate.textContent = text;
    c.start.disabled = !valid || controller !== null;
    const animated = ANIMATED.includes(c.format.value);
    for (const control of [c.whole, c.steps, c.from, c.to, c.filter, c.speed]) control.disabled = !animated;
    c.from.disabled = c.to.disabled = !animated || c.whole.checked;
  };
  c.dialog.addEventListener('input', () => refresh());
  c.dialog.addEventListener('change', () => refresh());
  c.close.addEventListener('click', () => c.dialog.close());
  c.dialog.addEventListener('close', () => controller?.abort());
  c.cancel.addEventListener('click', () => controller?.abort());
  c.start.addEventListener('click', async () => {
    controller = new AbortController();
    const { signal } = controller;
    c.cancel.hidden = false;
    c.progress.hidden = false;
    c.progress.removeAttribute('value');
    refresh();
    const onProgress = (step) => {
      if (signal.aborted) throw Object.assign(new Error('cancelled'), { name: 'AbortError' });
      showProgress(c, current, step);
      return new Promise((resolve) => setTimeout(resolve, 0));
    };
    try {
      c.status.textContent = await run(readOptions(c), { onProgress, signal });
    } catch (error) {
      c.status.textContent = error.name === 'AbortError' ? current.t('export.cancelled') : (error.shown ?? current.t('export.failed', { message: error.message }));
    } finally {
      controller = null;
      c.cancel.hidden = true;
      c.progress.hidden = true;
      refresh();
    }
  });
  return {
    element: c.dialog,
    open(source, t, lang) {
      current = { source, t, lang };
      label(c, t, lang);
      writeOptions(c, defaultOptions(source));
      limitSteps(c, source.total ?? null);
      c.status.textContent = '';
      refresh();
      c.dialog.showModal();
      checkVideo(c, () => {
        label(c, current.t, current.lang);
        refresh();
      });
    },
  };
}
