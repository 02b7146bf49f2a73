// Free play's DOM view: the board of buttons, the status line (an aria-live
// region that announces solutions and hints), Hint, "Continue the search
// from here" and Clear. Attacks, hints, solution numbers and the step of a
// set of queens all come from the Rust core (attackedBy, hintFor,
// solutionRank, stepOfQueens); play-model.js keeps the queens.

import { el } from '../dom.js';
import { t as translate, addStrings } from '../../i18n/i18n.js';
import LEARN_STRINGS from '../../i18n/strings/learn.js';
import { createLearnBoard } from '../learn-board.js';
import {
  PLAY_MAX_N,
  createPlayState,
  toggleQueen,
  prefixColumns,
  conflictingQueens,
  solutionColumns,
  playCells,
} from './play-model.js';

export function createPlay(root, { api, lang = 'en', n = 8, onChangeN = () => {}, onContinue = () => {} }) {
  addStrings(LEARN_STRINGS);
  const doc = root.ownerDocument;
  let currentLang = lang;
  const t = (key, params) => translate(currentLang, key, params);

  let state = createPlayState(n);
  let attacks = api.attackedBy(n, []);
  let message = null; // { key, params }: the hint or problem last shown
  let hint = null; // the hinted square

  const title = el(doc, 'h2', { class: 'nq-section__title' });
  const lead = el(doc, 'p', { class: 'nq-learn__lead' });
  const sizeLabel = el(doc, 'label', { class: 'nq-learn__size' });
  const sizeSelect = el(doc, 'select', { class: 'nq-select', dataset: { role: 'play-n' } });
  for (let size = 1; size <= PLAY_MAX_N; size += 1) sizeSelect.append(el(doc, 'option', { value: size, text: String(size) }));
  sizeLabel.append(el(doc, 'span', {}), sizeSelect);
  const boardHost = el(doc, 'div', { class: 'nq-learn__board' });
  const counts = el(doc, 'p', { class: 'nq-play__counts', dataset: { role: 'counts' } });
  const status = el(doc, 'p', { class: 'nq-play__status', role: 'status', 'aria-live': 'polite', dataset: { role: 'status' } });
  const hintButton = el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'hint' } });
  const continueButton = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--primary', dataset: { action: 'continue' } });
  const clearButton = el(doc, 'button', { type: 'button', class: 'nq-btn', dataset: { action: 'clear' } });
  const tools = el(doc, 'div', { class: 'nq-learn__tools' }, hintButton, continueButton, clearButton);
  const panel = el(doc, 'div', { class: 'nq-learn__panel' }, counts, status, tools);
  const container = el(doc, 'section', { class: 'nq-learn nq-play' }, title, lead, sizeLabel, el(doc, 'div', { class: 'nq-learn__layout' }, boardHost, panel));
  root.append(container);
  const board = createLearnBoard(boardHost, { interactive: true, onActivate: toggle });

  function reset(size) {
    state = createPlayState(size);
    sizeSelect.value = String(size);
    message = null;
    hint = null;
    update();
  }

  function toggle(square) {
    state = toggleQueen(state, square);
    hint = null;
    message = null;
    update();
  }

  // Recomputes the attacks (core) and what the status line says.
  function update() {
    attacks = api.attackedBy(state.n, state.queens);
    const solution = solutionColumns(state, attacks);
    if (solution) {
      const rank = api.solutionRank(solution);
      if (!rank) message = { key: 'play.solution.unranked', params: {} };
      else {
        const params = { k: rank.index + 1, size: rank.classSize, first: rank.classFirst + 1 };
        message = { key: rank.classFirst === rank.index ? 'play.solution.canonical' : 'play.solution', params };
      }
    }
    render();
  }

  function showHint() {
    const prefix = prefixColumns(state);
    hint = null;
    if (!prefix) message = { key: 'play.hint.notPrefix', params: {} };
    else {
      const result = api.hintFor(state.n, prefix);
      if (result.kind === 'place') {
        hint = { row: result.row, col: result.col };
        message = { key: 'play.hint.place', params: { r: result.row + 1, c: result.col + 1 } };
      } else if (result.kind === 'solved') message = { key: 'play.hint.solved', params: {} };
      else if (result.kind === 'cannot-complete') message = { key: 'play.hint.cannot', params: {} };
      else message = { key: 'play.hint.unknown', params: {} };
    }
    render();
  }

  function continueSearch() {
    const prefix = prefixColumns(state);
    if (!prefix) message = { key: 'play.continue.notPrefix', params: {} };
    else if (conflictingQueens(state, attacks).length > 0) message = { key: 'play.continue.conflict', params: {} };
    else {
      const step = api.stepOfQueens(state.n, prefix);
      if (step === null) message = { key: 'play.continue.unknown', params: {} };
      else {
        onContinue({ n: state.n, step, queens: prefix });
        return;
      }
    }
    render();
  }

  function render() {
    title.textContent = t('play.title');
    lead.textContent = t('play.lead');
    sizeLabel.firstChild.textContent = t('learn.n');
    hintButton.textContent = t('play.hint');
    continueButton.textContent = t('play.continue');
    clearButton.textContent = t('play.clear');
    const { n, queens } = state;
    const conflicts = conflictingQueens(state, attacks).length;
    const countKey = queens.length === 1 ? 'play.status.count.one' : 'play.status.count.other';
    let countText = queens.length === 0 ? t('play.status.empty', { n }) : t(countKey, { count: queens.length, left: Math.max(0, n - queens.length) });
    // Chinese sentences follow each other without a space.
    const gap = currentLang === 'zh' ? '' : ' ';
    if (conflicts > 0) countText += `${gap}${t(conflicts === 1 ? 'play.status.conflicts.one' : 'play.status.conflicts.other', { count: conflicts })}`;
    counts.textContent = countText;
    status.textContent = message ? t(message.key, message.params) : '';
    const solved = solutionColumns(state, attacks) !== null;
    board.render({ n, cells: playCells(state, attacks, t, { hint }), label: t('learn.board', { n }), solved });
  }

  hintButton.addEventListener('click', showHint);
  continueButton.addEventListener('click', continueSearch);
  clearButton.addEventListener('click', () => reset(state.n));
  sizeSelect.addEventListener('change', () => onChangeN(Number(sizeSelect.value)));

  reset(Math.min(Math.max(1, n), PLAY_MAX_N));

  return {
    element: container,
    get queens() {
      return state.queens;
    },
    setN(size) {
      if (size !== state.n) reset(Math.min(Math.max(1, size), PLAY_MAX_N));
    },
    setLang(next) {
      currentLang = next;
      render();
    },
    destroy() {
      container.remove();
    },
  };
}
