// "Edit code" in the code panel: the editor (editor.js, CodeMirror loaded on
// the first press), Run, Back to the original, and what the edited program
// did (program-messages.js). Run first has the core parse the text (a parse
// error marks its line), then runs it to its end in time slices
// in the program worker (engine/program-run.js): a program that never ends
// is stopped by the step budget there, and never handed to the player; any other program
// plays (`onRun(text)`), and the page says how many solutions it found
// against the true count, and where its search parts from the original.
// On ?code=bitmask-printed, the "Find the bug" task (bug-task.js).

import { el } from '../dom.js';
import { t } from '../../i18n/i18n.js';
import { latestRequest } from '../../engine/latest.js';
import { editedRun } from '../../engine/program-check.js';
import { runProgramTask } from '../../engine/program-run.js';
import { errorText } from '../../engine/errors.js';
import { createEditor } from './editor.js';
import { errorMessage, summaryText, runErrorText } from './program-messages.js';
import { createBugTask, BUG_VIEW, FIXED_VIEW } from './bug-task.js';

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
  // What Run says comes right under its button, above the editor: on a
  // phone the editor is taller than the screen, and a message under it went unseen.
  const container = el(doc, 'div', { class: 'nq-edit' }, bar, edited, status, host);
  return { container, buttons, host, edited, status, statusText, showError };
}

// The status line of panel `p`: `message(lang)` gives its text (a language
// switch redraws it); `stop`, where a run stopped, offers "Show where it stopped".
function say(p, message, stop = null) {
  p.state.message = message;
  p.state.stop = stop;
  const { lang, n } = p.ctx();
  p.state.messageN = n; // what it says is about this n
  p.boxes.statusText.textContent = message ? message(lang) : '';
  p.boxes.showError.hidden = !stop;
  p.boxes.showError.textContent = t(lang, 'edit.showError');
}

function setEditing(p, on) {
  const { boxes } = p;
  p.state.editing = on;
  boxes.host.hidden = !on;
  boxes.buttons.edit.hidden = on;
  boxes.buttons.run.hidden = !on;
  boxes.buttons.cancel.hidden = !on;
  p.onEditing(on);
}

// Opens the editor (loading CodeMirror on the first press) on the text running.
async function openEditor(p) {
  const c = p.ctx();
  setEditing(p, true);
  if (p.state.editor) {
    p.state.editor.focus();
    return;
  }
  say(p, (lang) => t(lang, 'edit.loading'));
  try {
    p.state.editor = await createEditor(p.boxes.host, {
      text: c.source ?? c.originalText,
      language: c.language,
      label: t(c.lang, 'edit.editorLabel'),
      onRun: () => run(p),
    });
    say(p, null);
    p.state.editor.focus();
  } catch (error) {
    setEditing(p, false);
    say(p, (lang) => t(lang, 'edit.loadError', { message: error?.message ?? String(error) }));
  }
}

// The core's parse error of `text`, or null.
function parseError(p, text) {
  const { api, view, n } = p.ctx();
  try {
    editedRun(api, { view, n, source: text }).free();
    return null;
  } catch (error) {
    if (error?.name !== 'ProgramError') throw error;
    return error;
  }
}

// Run: parse, run to the end in slices, then play it and say what it did.
async function run(p) {
  // No-break spaces (a browser's editing may leave them) are spaces to the core.
  const text = (p.state.editor?.getText() ?? p.ctx().source)?.replace(/\u00a0/g, ' ');
  if (text == null) return;
  const isCurrent = p.runs.begin();
  p.state.editor?.clearError();
  if (text.trim() === '') {
    say(p, (lang) => t(lang, 'edit.empty')); // no line to fix (the core would name its missing entry at line 1)
    return;
  }
  const problem = parseError(p, text);
  if (problem) {
    p.state.editor?.markError(problem.line, problem.column);
    say(p, (lang) => errorMessage(lang, problem));
    return;
  }
  const measured = await measure(p, text, isCurrent);
  if (measured) showResult(p, measured, isCurrent);
}

// Runs `text` to its end in a worker at the page's n: { n, text, result,
// corrected }, or null (an error said, or another run began).
async function measure(p, text, isCurrent) {
  const { api, view, n } = p.ctx();
  p.state.measured = measuredKey(n, text);
  say(p, (lang) => t(lang, 'edit.checking', { n }));
  p.job?.cancel();
  // The printed bit sets are compared with their corrected program (the Find the bug task's).
  const reference = view === BUG_VIEW ? FIXED_VIEW : view;
  p.job = runProgramTask(api, { task: 'measure', view, n, source: text, reference });
  let result;
  try {
    result = await p.job.result;
  } catch (error) {
    if (isCurrent()) say(p, () => errorText(error));
    return null;
  }
  return isCurrent() ? { n, text, result, corrected: reference !== view } : null;
}

const measuredKey = (n, text) => `${n}\n${text}`;

// An edited text that plays with nothing said of it at this n (a shared
// link opened, another n chosen): what it does, as Run says it, without
// playing it again.
async function summarize(p) {
  const text = p.ctx().source;
  if (text == null) return;
  const isCurrent = p.runs.begin();
  const measured = await measure(p, text, isCurrent);
  if (measured) showResult(p, measured, isCurrent, { playing: true });
}

// What the run did: the budget (the program is not played, the editor stays
// open on its line), or it plays (the panel shows it running) and the page says its error, or its count against the true one and where it parts.
function showResult(p, { n, text, result, corrected }, isCurrent, { playing = false } = {}) {
  const { error, lineStep, eventStep, referenceOverBudget: overBudget = false } = result;
  if (error?.kind === 'step-budget') {
    // Where even the built-in program is stopped, the line it stopped on is no error of the text.
    if (!overBudget) p.state.editor?.markError(error.line);
    say(p, (lang) => errorMessage(lang, error, lineStep, { n, overBudget, corrected }));
    // Find the bug checks n = 1 to 10 whatever n the page shows: a fix is judged there too.
    if (overBudget) p.task.check(text, isCurrent);
    return;
  }
  if (!playing) play(p, text);
  if (error) {
    say(p, (lang) => runErrorText(lang, result), { lineStep, eventStep });
    return;
  }
  const { changedEventLines = [], wrongSolutions = 0 } = result;
  const facts = { n, found: result.counts.solutions, expected: result.expected, wrong: wrongSolutions, difference: result.difference, changedEventLines, corrected };
  say(p, (lang) => summaryText(lang, facts));
  p.task.check(text, isCurrent);
}

// The program plays: the panel shows it running (its line, its variables); Edit code opens it again.
function play(p, text) {
  p.onRun(text);
  const hadFocus = p.boxes.container.contains(p.boxes.container.ownerDocument.activeElement);
  setEditing(p, false);
  if (hadFocus) p.boxes.buttons.edit.focus();
}

function bindButtons(p) {
  const { buttons, showError } = p.boxes;
  buttons.edit.addEventListener('click', () => openEditor(p));
  buttons.run.addEventListener('click', () => run(p));
  buttons.cancel.addEventListener('click', () => setEditing(p, false));
  buttons.original.addEventListener('click', () => {
    p.runs.cancel();
    p.job?.cancel();
    p.state.editor?.setText(p.ctx().originalText);
    p.state.editor?.clearError();
    p.task?.clearVerdict();
    say(p, null);
    p.onRun(null);
  });
  showError.addEventListener('click', () => p.state.stop && p.onShowError(p.state.stop));
}

// Draws the buttons and marks in `lang`; `edited`: an edited text is running.
function render(p, { lang, edited, view }) {
  const { buttons, edited: mark } = p.boxes;
  for (const [name, key] of [['edit', 'edit.edit'], ['run', 'edit.run'], ['cancel', 'edit.cancel'], ['original', 'edit.original']]) buttons[name].textContent = t(lang, key);
  buttons.original.hidden = !edited;
  mark.hidden = !edited;
  mark.textContent = t(lang, 'edit.edited');
  p.state.editor?.setLabel(t(lang, 'edit.editorLabel'));
  // Another board size: what was said of the last Run (its count, where it parted) was about the old one.
  const current = p.state.messageN === p.ctx().n;
  say(p, current ? p.state.message : null, current ? p.state.stop : null);
  p.task.render({ lang, view });
  const { n, source } = p.ctx();
  if (edited && !p.state.editing && p.state.measured !== measuredKey(n, source)) summarize(p);
}

/**
 * The edit part of the code panel, inserted in `parent` before `before`.
 * `ctx()` gives { api, n, view, language, lang, source, originalText };
 * `onRun(text)` plays an edited text (null: the original);
 * `onShowError(stop)` goes to where a run stopped; `onEditing(on)`.
 */
export function createEditPanel(parent, before, { ctx, onRun, onShowError, onEditing = () => {} }) {
  const boxes = buildEditBoxes(parent.ownerDocument);
  parent.insertBefore(boxes.container, before);
  const p = { boxes, ctx, onRun, onShowError, onEditing, runs: latestRequest(), state: { editor: null, editing: false, message: null, stop: null } };
  p.task = createBugTask(boxes.container, { ctx });
  bindButtons(p);
  return {
    render: (options) => render(p, options),
    /** Another view is shown: the editor closes, its text and messages go. */
    reset() {
      p.runs.cancel();
      p.job?.cancel();
      p.state.editor?.destroy();
      p.state.editor = null;
      setEditing(p, false);
      say(p, null);
      p.task.reset();
    },
    /** Whether the view runs at this n (else the panel says so, and there is nothing to edit). */
    setAvailable(on) {
      if (boxes.container.hidden === !on) return;
      boxes.container.hidden = !on;
      if (!on) setEditing(p, false);
    },
  };
}
