// An edited program given to the element as an inline child (pure but for
// reading the element's children): <script type="text/x-nqueens">…</script>.
// The browser never runs it (not a script type it knows); its text is only
// handed to the core, which parses it. "<\/script" and "<\!--" in it stand
// for "</script" and "<!--" (page/share-snippets.js).

export const INLINE_SOURCE_TYPE = 'text/x-nqueens';

/**
 * The program text of `text` as written inside the script element: one
 * leading and trailing newline dropped, and the backslash added after the
 * "<" of "</script" and "<!--" (page/share-snippets.js) taken away.
 */
export function inlineSourceText(text) {
  const body = String(text).replace(/^\r?\n/, '').replace(/\r?\n$/, '');
  return body.replace(/<\\(\\*)(\/script|!--)/gi, '<$1$2');
}

/** The edited program in `element`'s first <script type="text/x-nqueens"> child, or null. */
export function inlineSource(element) {
  for (const child of element.children) {
    if (child.localName === 'script' && child.getAttribute('type') === INLINE_SOURCE_TYPE) return inlineSourceText(child.textContent);
  }
  return null;
}
