// The explorer toolbar: choose n (1..MAX_N), jump to the next solution
// (Stepper.nextSolution, time-sliced by the player), seek to any step, and
// see how long the whole search is.

import { el } from './dom.js';
import { MAX_N } from '../engine/limits.js';
import { t, formatNumber, addStrings } from '../i18n/i18n.js';
import EXPLORER_STRINGS from '../i18n/strings/explorer.js';

export function createExplorer(root, { player, lang = 'en', maxN = MAX_N, onChangeN = () => {} }) {
  addStrings(EXPLORER_STRINGS); // idempotent; here, not at import, so no bundler drops it
  const doc = root.ownerDocument;
  let currentLang = lang;
  const uid = Math.random().toString(36).slice(2, 9);

  const title = el(doc, 'h2', { class: 'nq-section__title' });
  const nLabel = el(doc, 'label', { for: `nq-explore-n-${uid}` });
  const nSelect = el(doc, 'select', { id: `nq-explore-n-${uid}`, class: 'nq-select', name: 'n' });
  for (let n = 1; n <= maxN; n += 1) nSelect.append(el(doc, 'option', { value: String(n), text: String(n) }));
  nSelect.addEventListener('change', () => onChangeN(Number(nSelect.value)));

  const nextButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--primary' });
  const status = el(doc, 'p', { class: 'nq-explore__status', role: 'status', 'aria-live': 'polite' });
  nextButton.addEventListener('click', async () => {
    status.textContent = t(currentLang, 'explore.searching');
    const found = await player.nextSolution();
    status.textContent = found ? '' : player.frame.done ? t(currentLang, 'explore.noMore') : '';
  });

  const seekLabel = el(doc, 'label', { for: `nq-explore-step-${uid}` });
  const seekInput = el(doc, 'input', {
    id: `nq-explore-step-${uid}`,
    class: 'nq-input',
    type: 'number',
    name: 'step',
    min: '0',
    step: '1',
    inputmode: 'numeric',
  });
  const seekButton = el(doc, 'button', { type: 'submit', class: 'nq-btn' });
  const seekForm = el(doc, 'form', { class: 'nq-explore__seek' }, seekLabel, seekInput, seekButton);
  seekForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = Number(seekInput.value);
    if (Number.isFinite(value) && value >= 0) player.seek(value);
  });

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
    let text;
    if (frame.total !== null) text = t(currentLang, 'explore.totalKnown', { total: formatNumber(currentLang, frame.total) });
    else if (frame.totalSettled) {
      text = t(currentLang, 'explore.totalOpen', { total: formatNumber(currentLang, frame.knownEvents) });
    } else text = t(currentLang, 'explore.totalPending');
    if (info.textContent !== text) info.textContent = text;
    seekInput.max = String(frame.total ?? frame.knownEvents);
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
      nSelect.value = String(n);
      status.textContent = '';
      renderInfo();
    },
    setLang(next) {
      currentLang = next;
      applyLang();
    },
  };
}
