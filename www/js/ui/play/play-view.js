// Free play's DOM view: the board of buttons, the status line (an aria-live
// region that announces solutions and hints), Hint, "Continue the search
// from here" and Clear. Attacks, hints, solution numbers and the step of a
// set of queens all come from the Rust core (attackedBy, hintFor,
// solutionRank, stepOfQueens); play-model.js keeps the queens and
// play-messages.js words the outcomes.

import { el } from '../dom.js';
import { t as translate, addStrings, htmlLang } from '../../i18n/i18n.js';
import LEARN_STRINGS from '../../i18n/strings/learn.js';
import { createLearnBoard } from '../learn-board.js';
import { createPlayState, toggleQueen, prefixColumns, conflictingQueens, solutionColumns, playCells } from './play-model.js';
import { countsText, solutionMessage, hintOutcome, continueOutcome } from './play-messages.js';
import { MAX_N } from '../../engine/limits.js';
import { modeEntry, DEFAULT_LANG } from '../../engine/catalog.js';

const PLAY_DEFAULT_N = modeEntry('play').defaultN;

function buildPlayDom(doc) {
  const parts = {
    title: el(doc, 'h2', { class: 'nq-section__title' }),
    lead: el(doc, 'p', { class: 'nq-learn__lead' }),
    sizeLabel: el(doc, 'label', { class: 'nq-learn__size' }),
    sizeSelect: el(doc, 'select', { class: 'nq-select', dataset: { role: 'play-n' } }),
    boardHost: el(doc, 'div', { class: 'nq-learn__board' }),
    counts: el(doc, 'p', { class: 'nq-play__counts', dataset: { role: 'counts' } }),
    status: el(doc, 'p', { class: 'nq-play__status', role: 'status', 'aria-live': 'polite', dataset: { role: 'status' } }),
    hintButton: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'hint' } }),
    continueButton: el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--primary', dataset: { action: 'continue' } }),
    clearButton: el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'clear' } }),
  };
  for (let size = 1; size <= MAX_N; size += 1) parts.sizeSelect.append(el(doc, 'option', { value: size, text: String(size) }));
  parts.sizeLabel.append(el(doc, 'span', {}), parts.sizeSelect);
  const tools = el(doc, 'div', { class: 'nq-learn__tools' }, parts.hintButton, parts.continueButton, parts.clearButton);
  const panel = el(doc, 'div', { class: 'nq-learn__panel' }, parts.counts, parts.status, tools);
  const layout = el(doc, 'div', { class: 'nq-learn__layout' }, parts.boardHost, panel);
  parts.container = el(doc, 'section', { class: 'nq-learn nq-play' }, parts.title, parts.lead, parts.sizeLabel, layout);
  return parts;
}

function renderPlay(parts, board, { state, attacks, message, hint, lang, t }) {
  parts.title.textContent = t('play.title');
  // The keys' part is hidden on a touch screen without keys (.nq-keys, nqueens.css).
  parts.lead.replaceChildren(t('play.lead'), el(parts.lead.ownerDocument, 'span', { class: 'nq-keys', text: t('play.leadKeys') }));
  parts.sizeLabel.firstChild.textContent = t('learn.n');
  parts.hintButton.textContent = t('play.hint');
  parts.continueButton.textContent = t('play.continue');
  parts.clearButton.textContent = t('play.clear');
  parts.counts.textContent = countsText(t, lang, state, conflictingQueens(state, attacks).length);
  parts.status.textContent = message ? t(message.key, message.params) : '';
  const solved = solutionColumns(state, attacks) !== null;
  board.render({ n: state.n, cells: playCells(state, attacks, t, { hint }), label: t('learn.board', { n: state.n }), solved, lang: htmlLang(lang) });
}

export function createPlay(root, { api, lang = DEFAULT_LANG, n = PLAY_DEFAULT_N, onChangeN = () => {}, onContinue = () => {}, onMove = () => {} }) {
  addStrings(LEARN_STRINGS);
  const parts = buildPlayDom(root.ownerDocument);
  root.append(parts.container);
  const board = createLearnBoard(parts.boardHost, { interactive: true, onActivate: (square) => move(toggleQueen(state, square)) });
  let currentLang = lang;
  const t = (key, params) => translate(currentLang, key, params);
  let state = createPlayState(n);
  let attacks = null; // attackedBy's map for the queens, from the core
  let message = null; // { key, params }: the hint or problem last shown
  let hint = null; // the hinted square
  const render = () => renderPlay(parts, board, { state, attacks, message, hint, lang: currentLang, t });

  // New queens: the attacks from the core, a solution's number if it is one.
  function update(next) {
    state = next;
    hint = null;
    message = null;
    parts.sizeSelect.value = String(state.n);
    attacks = api.attackedBy(state.n, state.queens);
    const solution = solutionColumns(state, attacks);
    if (solution) message = solutionMessage(api.solutionRank(solution));
    render();
  }

  // The learner's own moves (a square, Clear) are reported with the attacks; a new n is not.
  const move = (next) => (update(next), onMove({ state, attacks }));

  function showHint() {
    ({ hint, message } = hintOutcome(prefixColumns(state), (prefix) => api.hintFor(state.n, prefix), conflictingQueens(state, attacks).length, state.n));
    render();
  }

  function continueSearch() {
    const prefix = prefixColumns(state);
    const outcome = continueOutcome(prefix, conflictingQueens(state, attacks).length, (cols) => api.stepOfQueens(state.n, cols));
    if (outcome.message) {
      message = outcome.message;
      return render();
    }
    onContinue({ n: state.n, step: outcome.step, queens: prefix });
  }

  parts.hintButton.addEventListener('click', showHint);
  parts.continueButton.addEventListener('click', continueSearch);
  parts.clearButton.addEventListener('click', () => move(createPlayState(state.n)));
  parts.sizeSelect.addEventListener('change', () => onChangeN(Number(parts.sizeSelect.value)));
  update(createPlayState(Math.min(Math.max(1, n), MAX_N)));

  return {
    element: parts.container,
    get queens() {
      return state.queens;
    },
    setN(size) {
      if (size !== state.n) update(createPlayState(Math.min(Math.max(1, size), MAX_N)));
    },
    reveal: () => board.reveal(), // shown again after display: none (learn-board.js)
    setLang(next) {
      currentLang = next;
      render();
    },
    destroy() {
      parts.container.remove();
    },
  };
}
