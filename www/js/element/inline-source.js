// An edited program given to the element as an inline child (pure but for
// reading the element's children): <script type="text/x-nqueens">…</script>.
// The browser never runs it (not a script type it knows); its text is only
// handed to the core, which parses it. "<\/script" in it stands for
// "</script" (which would have ended the element early: page/share-snippets.js).

export const INLINE_SOURCE_TYPE = 'text/x-nqueens';

/** The program text of `text` as written inside the script element: one leading and trailing newline dropped, "<\/script" restored. */
export function inlineSourceText(text) {
  return String(text).replace(/^\r?\n/, '').replace(/\r?\n$/, '').replace(/<\\\/(script)/gi, '</$1');
}

/** The edited program in `element`'s first <script type="text/x-nqueens"> child, or null. */
export function inlineSource(element) {
  for (const child of element.children) {
    if (child.localName === 'script' && child.getAttribute('type') === INLINE_SOURCE_TYPE) return inlineSourceText(child.textContent);
  }
  return null;
}
