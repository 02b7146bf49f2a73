// The notice under the header: what part of the link was not understood
// and what is shown instead. Problems come from the URL parser (and from
// the page: a step past the end, a count too large); their text is always
// set as text, never as HTML. The sentences and their strings
// (notice-text.js) are imported when there is a problem to show: a page
// opened with one waits for them before its first paint (ready()).

import { el } from '../ui/dom.js';

let texts = null; // notice-text.js, once imported
let loading = null; // its import, once asked for (it resolves, loaded or not)
const loadTexts = () =>
  (loading ??= import('./notice-text.js').then(
    (module) => {
      texts = module;
    },
    () => {},
  ));

/**
 * The notice of `ui` (see layout.js). `focusAfterDismiss()` returns where
 * the keyboard focus goes when Dismiss hides the notice it was on.
 */
export function createNotice(ui, { focusAfterDismiss }) {
  const doc = ui.notice.ownerDocument;
  let problems = [];
  // The page's language and mode, from its first render(lang, mode): the
  // notice is drawn in them, so nothing is drawn before it.
  let shown = null;

  function render() {
    if (!shown) return;
    if (problems.length && !texts) {
      // Drawn once the sentences are in (should they fail, the notice stays hidden).
      loadTexts().then(() => texts && render());
      return;
    }
    ui.notice.hidden = problems.length === 0;
    if (!problems.length) return;
    const { title, dismiss } = texts.noticeChrome(shown.lang);
    ui.noticeTitle.textContent = title;
    ui.noticeDismiss.textContent = dismiss;
    ui.noticeList.replaceChildren(...problems.map((problem) => el(doc, 'li', { text: texts.noticeText(problem, shown) })));
  }

  ui.noticeDismiss.addEventListener('click', () => {
    // The hidden notice would drop the keyboard focus to the page.
    const hadFocus = doc.activeElement === ui.noticeDismiss;
    problems = [];
    render();
    if (hadFocus) focusAfterDismiss()?.focus();
  });

  return {
    get count() {
      return problems.length;
    },
    /** Replaces the problems (a new link). */
    set(list) {
      problems = [...list];
    },
    /** Adds one, shown with the next render(). */
    push(problem) {
      problems.push(problem);
    },
    /** Adds one and shows it at once. */
    add(problem) {
      problems.push(problem);
      render();
    },
    /** Resolves once the notice can be drawn at once (its sentences imported, if there are problems). */
    ready() {
      return problems.length ? loadTexts() : Promise.resolve();
    },
    /** Draws the notice in `lang`, for `mode`. */
    render(lang, mode) {
      shown = { lang, mode };
      render();
    },
  };
}
