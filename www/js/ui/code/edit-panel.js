// "Edit code" in the code panel: the editor (editor.js, CodeMirror loaded on
// the first press), Run, Back to the original, and what the edited program
// did (program-messages.js). Run first has the core parse the text (a parse
// error marks its line), then runs it to its end in time slices
// (engine/program-check.js): a program that never ends is stopped by the
// step budget there, and never handed to the player; any other program
// plays (`onRun(text)`), and the page says how many solutions it found
// against the true count, and where its search parts from the original.
// On ?code=bitmask-printed, the "Find the bug" task (bug-task.js).

import { el } from '../dom.js';
import { t } from '../../i18n/i18n.js';
import { latestRequest } from '../../engine/latest.js';
import { editedRun, runToEnd, trueCount, firstDifference } from '../../engine/program-check.js';
import { createEditor } from './editor.js';
import { errorMessage, summaryText } from './program-messages.js';
import { createBugTask } from './bug-task.js';

// The panel's boxes: the buttons, the editor's host, the edited mark, the status line.
function buildEditBoxes(doc) {
  const button = (action) => el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small', dataset: { action } });
  const buttons = { edit: button('edit-code'), run: button('run-code'), cancel: button('stop-editing'), original: button('original-code') };
  buttons.run.hidden = true;
  buttons.cancel.hidden = true;
  buttons.original.hidden = true;
  const bar = el(doc, 'div', { class: 'nq-edit__bar' }, buttons.edit, buttons.run, buttons.cancel, buttons.original);
  const host = el(doc, 'div', { class: 'nq-edit__editor', hidden: true });
  const edited = el(doc, 'p', { class: 'nq-edit__edited', hidden: true });
  const statusText = el(doc, 'span');
  const showError = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small', hidden: true, dataset: { action: 'show-error' } });
  const status = el(doc, 'p', { class: 'nq-edit__status', role: 'status', 'aria-live': 'polite' }, statusText, ' ', showError);
  const container = el(doc, 'div', { class: 'nq-edit' }, bar, host, edited, status);
  return { container, buttons, host, edited, status, statusText, showError };
}

/**
 * The edit part of the code panel, appended to `parent` before `before`.
 * `ctx()` gives { api, n, view, language, lang, source, originalText }; `onRun(text)`
 * plays an edited text (null: the original); `onShowError(stop)` goes to where a run stopped.
 */
export function createEditPanel(parent, before, { ctx, onRun, onShowError, onEditing = () => {} }) {
  const doc = parent.ownerDocument;
  const boxes = buildEditBoxes(doc);
  parent.insertBefore(boxes.container, before);
  const runs = latestRequest();
  const state = { editor: null, editing: false, message: null, stop: null };
  const task = createBugTask(boxes.container, { ctx });

  // The status line: `message(lang)` gives its text, so a language switch redraws it.
  function say(message, stop = null) {
    state.message = message;
    state.stop = stop;
    const { lang } = ctx();
    boxes.statusText.textContent = message ? message(lang) : '';
    boxes.showError.hidden = !stop;
    boxes.showError.textContent = t(lang, 'edit.showError');
  }

  function setEditing(on) {
    state.editing = on;
    boxes.host.hidden = !on;
    boxes.buttons.edit.hidden = on;
    boxes.buttons.run.hidden = !on;
    boxes.buttons.cancel.hidden = !on;
    onEditing(on);
  }

  async function openEditor() {
    const c = ctx();
    setEditing(true);
    if (state.editor) {
      state.editor.focus();
      return;
    }
    say((lang) => t(lang, 'edit.loading'));
    try {
      state.editor = await createEditor(boxes.host, {
        text: c.source ?? c.originalText,
        language: c.language,
        label: t(c.lang, 'edit.editorLabel'),
        onRun: () => run(),
      });
      say(null);
      state.editor.focus();
    } catch (error) {
      setEditing(false);
      say((lang) => t(lang, 'edit.loadError', { message: error?.message ?? String(error) }));
    }
  }

  // Parses `text` in the core; returns the parse error, or null.
  function parseError(text) {
    const { api, view, n } = ctx();
    try {
      editedRun(api, { view, n, source: text }).free();
      return null;
    } catch (error) {
      if (error?.name !== 'ProgramError') throw error;
      return error;
    }
  }

  async function run() {
    // No-break spaces (a browser's editing may leave them) are spaces to the core.
    const text = (state.editor?.getText() ?? ctx().source)?.replace(/\u00a0/g, ' ');
    if (text == null) return;
    const isCurrent = runs.begin();
    state.editor?.clearError();
    const problem = parseError(text);
    if (problem) {
      state.editor?.markError(problem.line, problem.column);
      say((lang) => errorMessage(lang, problem));
      return;
    }
    const { api, view, n } = ctx();
    say((lang) => t(lang, 'edit.checking', { n }));
    const result = await runToEnd(api, { view, n, source: text }, isCurrent);
    if (result.status === 'stale') return;
    if (result.error?.kind === 'step-budget') {
      state.editor?.markError(result.error.line);
      say((lang) => errorMessage(lang, result.error, result.lineStep));
      return;
    }
    onRun(text);
    if (result.error) {
      say((lang) => errorMessage(lang, result.error, result.lineStep), { lineStep: result.lineStep, eventStep: result.eventStep });
      return;
    }
    await summarize({ api, view, n, text, found: result.counts.solutions }, isCurrent);
    task.check(text, isCurrent);
  }

  async function summarize({ api, view, n, text, found }, isCurrent) {
    const expected = await trueCount(api, n, isCurrent);
    if (expected === null) return;
    say((lang) => summaryText(lang, { n, found, expected }));
    const difference = await firstDifference(api, { view, n, source: text }, isCurrent);
    if (!isCurrent()) return;
    say((lang) => summaryText(lang, { n, found, expected, difference }));
  }

  boxes.buttons.edit.addEventListener('click', () => openEditor());
  boxes.buttons.run.addEventListener('click', () => run());
  boxes.buttons.cancel.addEventListener('click', () => setEditing(false));
  boxes.buttons.original.addEventListener('click', () => {
    runs.cancel();
    state.editor?.setText(ctx().originalText);
    state.editor?.clearError();
    say(null);
    onRun(null);
  });
  boxes.showError.addEventListener('click', () => state.stop && onShowError(state.stop));

  return {
    /** Draws the buttons and marks in `lang`; `edited`: an edited text is running. */
    render({ lang, edited, view }) {
      const { buttons } = boxes;
      buttons.edit.textContent = t(lang, 'edit.edit');
      buttons.run.textContent = t(lang, 'edit.run');
      buttons.cancel.textContent = t(lang, 'edit.cancel');
      buttons.original.textContent = t(lang, 'edit.original');
      buttons.original.hidden = !edited;
      boxes.edited.hidden = !edited;
      boxes.edited.textContent = t(lang, 'edit.edited');
      state.editor?.setLabel(t(lang, 'edit.editorLabel'));
      say(state.message, state.stop);
      task.render({ lang, view });
    },
    /** Another view (or n) is shown: the editor closes, its text and messages go. */
    reset() {
      runs.cancel();
      state.editor?.destroy();
      state.editor = null;
      boxes.host.replaceChildren();
      setEditing(false);
      say(null);
      task.reset();
    },
    /** Whether the view runs at this n (else the panel says so, and there is nothing to edit). */
    setAvailable(on) {
      if (boxes.container.hidden === !on) return;
      boxes.container.hidden = !on;
      if (!on) setEditing(false);
    },
    get editing() {
      return state.editing;
    },
  };
}
