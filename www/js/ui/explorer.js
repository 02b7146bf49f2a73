// The explorer toolbar: choose n (1..MAX_N), jump to the next solution
// (Stepper.nextSolution, time-sliced by the player), seek to any step, and
// see how long the whole search is.

import { el } from './dom.js';
import { uniqueId } from './ids.js';
import { createNSelect } from './n-select.js';
import { MAX_N } from '../engine/limits.js';
import { t, formatNumber, addStrings } from '../i18n/i18n.js';
import EXPLORER_STRINGS from '../i18n/strings/explorer.js';
import { DEFAULT_LANG } from '../engine/catalog.js';

// The step input's maximum: the end when known; while the length is open,
// none (the player goes to a step within its reach, else offers the nearest);
// and its message in `lang` for a step past it (checkSeek).
function limitSeek(input, total, lang) {
  if (total !== null) input.max = String(total);
  else input.removeAttribute('max');
  checkSeek(input, lang);
}

// The step box's message when its step is refused (past the end, negative,
// not whole), in the page's language (not the browser's own, in its
// language), naming the last step when the end is known; '' when valid.
function checkSeek(input, lang) {
  input.setCustomValidity('');
  if (input.validity.valid) return;
  const max = input.max;
  input.setCustomValidity(max ? t(lang, 'explore.seekRange', { max: formatNumber(lang, Number(max)) }) : t(lang, 'explore.seekWhole'));
}

// The "go to step" form: { form, label, input, button }; a valid step seeks.
function createSeekForm(doc, player, getLang) {
  const id = uniqueId('nq-explore-step');
  const label = el(doc, 'label', { for: id });
  const input = el(doc, 'input', {
    id,
    class: 'nq-input',
    type: 'number',
    name: 'step',
    min: '0',
    step: '1',
    inputmode: 'numeric',
  });
  const button = el(doc, 'button', { type: 'submit', class: 'nq-btn' });
  const form = el(doc, 'form', { class: 'nq-explore__seek' }, label, input, button);
  input.addEventListener('input', () => checkSeek(input, getLang()));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = Number(input.value);
    if (Number.isFinite(value) && value >= 0) player.seek(value);
  });
  return { form, label, input, button };
}

// What the whole search has: its total, a lower bound, or that it is counted.
// A program stepped by line (one that runs: a snapshot) counts the lines it runs, not events.
function totalText(frame, lang) {
  const unit = frame.program?.snapshot && frame.program.by === 'line' ? '.line' : '';
  if (frame.total !== null) return t(lang, `explore.totalKnown${unit}`, { total: formatNumber(lang, frame.total) });
  if (frame.totalSettled) return t(lang, `explore.totalOpen${unit}`, { total: formatNumber(lang, frame.knownEvents) });
  return t(lang, `explore.totalPending${unit}`);
}

export function createExplorer(root, { player, lang = DEFAULT_LANG, maxN = MAX_N, onChangeN = () => {} }) {
  addStrings(EXPLORER_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const doc = root.ownerDocument;
  let currentLang = lang;

  const title = el(doc, 'h2', { class: 'nq-section__title' });
  const { label: nLabel, select: nSelect } = createNSelect(doc, { prefix: 'nq-explore-n', max: maxN, onChange: onChangeN });

  const nextButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--primary' });
  const status = el(doc, 'p', { class: 'nq-explore__status', role: 'status', 'aria-live': 'polite' });
  nextButton.addEventListener('click', async () => {
    status.textContent = t(currentLang, 'explore.searching');
    const found = await player.nextSolution();
    status.textContent = found ? '' : player.frame.done ? t(currentLang, 'explore.noMore') : '';
  });

  const { form: seekForm, label: seekLabel, input: seekInput, button: seekButton } = createSeekForm(doc, player, () => currentLang);

  const info = el(doc, 'p', { class: 'nq-explore__info' });

  const container = el(
    doc,
    'div',
    { class: 'nq-explore' },
    title,
    el(
      doc,
      'div',
      { class: 'nq-explore__bar' },
      el(doc, 'div', { class: 'nq-explore__n' }, nLabel, nSelect),
      nextButton,
      seekForm,
    ),
    info,
    status,
  );
  root.append(container);

  function renderInfo() {
    const frame = player.frame;
    if (!frame) return;
    const text = totalText(frame, currentLang);
    if (info.textContent !== text) info.textContent = text;
    limitSeek(seekInput, frame.total, currentLang);
    nextButton.disabled = frame.done;
  }

  function applyLang() {
    title.textContent = t(currentLang, 'explore.title');
    nLabel.textContent = t(currentLang, 'explore.n');
    nextButton.textContent = t(currentLang, 'explore.nextSolution');
    seekLabel.textContent = t(currentLang, 'explore.seek');
    seekButton.textContent = t(currentLang, 'explore.seekGo');
    renderInfo();
  }

  player.addEventListener('change', renderInfo);
  player.addEventListener('total', renderInfo);
  applyLang();

  return {
    element: container,
    setN(n) {
      // The same n again (the later views arriving) keeps a search's "Searching…".
      if (nSelect.value !== String(n)) status.textContent = '';
      nSelect.value = String(n);
      renderInfo();
    },
    setLang(next) {
      currentLang = next;
      applyLang();
    },
  };
}
