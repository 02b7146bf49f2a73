// The quiz's number keys: 1..9 press the answers on screen, in their order
// (a class's "answer 2" without eight Tabs to reach the buttons). A key
// typed into a field (a text box, a select's type-ahead, the code editor)
// stays there; a held key answers once.

const FIELD_INPUTS = Object.freeze(['text', 'search', 'number', 'email', 'url', 'tel', 'password']);

/** Whether `target` (the keydown's innermost target) takes typed keys. */
export function isTypingField(target) {
  if (!target || typeof target.tagName !== 'string') return false;
  if (target.tagName === 'INPUT') return FIELD_INPUTS.includes(target.type);
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT' || Boolean(target.isContentEditable);
}

/** The answer a key picks, 0-based (the key 1 picks the first), or -1 for none. */
export function answerIndexOfKey({ key, altKey = false, ctrlKey = false, metaKey = false, repeat = false }) {
  if (altKey || ctrlKey || metaKey || repeat || !/^[1-9]$/.test(key)) return -1;
  return Number(key) - 1;
}

/**
 * Binds the number keys on `target` (the document for the page, the
 * quiz's own element in a widget). `answers()`: the answer buttons shown,
 * in order; `isActive()`: the quiz is on screen. Returns a function that
 * unbinds.
 */
export function bindAnswerKeys(target, { answers, isActive }) {
  const onKeyDown = (event) => {
    const index = answerIndexOfKey(event);
    if (event.defaultPrevented || index < 0 || !isActive()) return;
    if (isTypingField(event.composedPath()[0] ?? event.target)) return;
    const button = answers()[index];
    if (!button || button.disabled) return;
    event.preventDefault();
    button.click();
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
