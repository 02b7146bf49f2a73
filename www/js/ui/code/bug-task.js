// "Find the bug" (zh 找出错误), shown with the notes' bit-set program as
// printed (?code=bitmask-printed): what the printed program finds for n
// against the true count, a Hint button that reveals one bug at a time, and
// after each Run of an edited text, whether it is fixed: it counts right
// for every n from 1 to 10 (or to the n its declared masks hold: 8 for the
// notes' byte and short) and its events equal the corrected program's
// (the core's FixCheck, through engine/program-check.js's checkFix).

import { el } from '../dom.js';
import { t } from '../../i18n/i18n.js';
import { compareWith } from '../../engine/program-check.js';
import { runProgramTask } from '../../engine/program-run.js';
import { errorText } from '../../engine/errors.js';
import { fixCheckText } from './program-messages.js';
import { DEFAULT_LANG } from '../../engine/catalog.js';

export const BUG_VIEW = 'bitmask-printed';
export const FIXED_VIEW = 'bitmask';
const HINTS = ['edit.bug.hint1', 'edit.bug.hint2', 'edit.bug.hint3'];

function buildTask(doc) {
  const title = el(doc, 'h4', { class: 'nq-bug__title' });
  const lead = el(doc, 'p', { class: 'nq-bug__lead' });
  const printed = el(doc, 'p', { class: 'nq-bug__printed' });
  const hint = el(doc, 'button', { type: 'button', class: 'nq-btn nq-btn--small', dataset: { action: 'hint' } });
  const hints = el(doc, 'ol', { class: 'nq-bug__hints' });
  const verdict = el(doc, 'p', { class: 'nq-bug__verdict', role: 'status', 'aria-live': 'polite' });
  const container = el(doc, 'section', { class: 'nq-bug', hidden: true }, title, lead, printed, hint, hints, verdict);
  return { container, title, lead, printed, hint, hints, verdict };
}

// Draws the task in `state.lang`.
function draw(doc, boxes, state) {
  const { lang } = state;
  boxes.title.textContent = t(lang, 'edit.bug.title');
  boxes.lead.textContent = t(lang, 'edit.bug.lead');
  boxes.printed.textContent = state.printed ? t(lang, 'edit.bug.printed', state.printed) : '';
  boxes.hint.textContent = t(lang, 'edit.bug.hint');
  boxes.hint.disabled = state.shown >= HINTS.length;
  boxes.hints.replaceChildren(...HINTS.slice(0, state.shown).map((key) => el(doc, 'li', { text: t(lang, key) })));
  boxes.verdict.textContent = state.verdict ? state.verdict(lang) : '';
}

// What the printed program finds at n, against the true count (once per n;
// the core's comparison with the corrected program, in slices); `redraw()` when known.
async function measurePrinted(state, { api, n }, redraw) {
  if (state.measuredFor === n) return;
  state.measuredFor = n;
  const result = await compareWith(api, { view: BUG_VIEW, n, reference: FIXED_VIEW }, () => state.measuredFor === n);
  if (state.measuredFor !== n || result === null || result.expected === null) return;
  state.printed = { n, found: result.ours.counts.solutions, expected: result.expected };
  redraw();
}

// After a Run of `text`: is the printed program fixed? Checked in the program
// worker (the core's FixCheck, n = 1 to 10 or to what its masks hold), the verdict as it goes.
async function checkText(state, { api, view }, text, isCurrent, redraw) {
  const checking = ({ n, maxN }) => {
    if (!isCurrent()) return;
    state.verdict = (lang) => t(lang, 'edit.bug.checking', { n, max: maxN });
    redraw();
  };
  state.verdict = null;
  state.job?.cancel();
  state.job = runProgramTask(api, { task: 'fix', view, source: text, reference: FIXED_VIEW }, checking);
  let outcome;
  try {
    outcome = await state.job.result;
  } catch (error) {
    outcome = { error };
  }
  if (!isCurrent() || outcome === null) return;
  state.verdict = outcome.error ? () => errorText(outcome.error) : (lang) => fixCheckText(lang, outcome);
  redraw();
}

/** The task in `parent`; `ctx()` as in edit-panel.js. */
export function createBugTask(parent, { ctx }) {
  const doc = parent.ownerDocument;
  const boxes = buildTask(doc);
  parent.append(boxes.container);
  const state = { shown: 0, printed: null, verdict: null, measuredFor: null, lang: DEFAULT_LANG };
  const redraw = () => draw(doc, boxes, state);
  boxes.hint.addEventListener('click', () => {
    state.shown = Math.min(HINTS.length, state.shown + 1);
    redraw();
  });
  return {
    render({ lang, view }) {
      state.lang = lang;
      boxes.container.hidden = view !== BUG_VIEW;
      // Not measured (the programs' module failed to load): a later render tries again.
      if (view === BUG_VIEW) measurePrinted(state, ctx(), redraw).catch(() => Object.assign(state, { measuredFor: null }));
      redraw();
    },
    check(text, isCurrent) {
      if (ctx().view === BUG_VIEW) checkText(state, ctx(), text, isCurrent, redraw);
    },
    /** Back to the printed program: what the last check said is about a text no longer running. */
    clearVerdict() {
      state.job?.cancel();
      state.verdict = null;
      redraw();
    },
    reset() {
      state.job?.cancel();
      Object.assign(state, { verdict: null, measuredFor: null, printed: null });
      redraw();
    },
  };
}
