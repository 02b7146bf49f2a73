// Records every text the page puts on screen, in the order it appears,
// including inside shadow roots (the <n-queens> element): a way to see a
// flash of text in the wrong language that a later check would no longer
// find. Shared by page.spec.mjs and element.spec.mjs.

/**
 * Call before page.goto(). Then recordedTexts(page, selector) lists every
 * text node that appeared in an element matching `selector`.
 */
export async function recordTexts(page) {
  await page.addInitScript(() => {
    const texts = [];
    window.__recordedTexts = texts;
    const note = (node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.data.trim() && node.parentElement) texts.push({ parent: node.parentElement, text: node.data });
      } else {
        for (const child of node.childNodes) note(child);
      }
    };
    // Text nodes keep their text when replaced (textContent = … makes new
    // ones), so what was added shows even if it was replaced in the same task.
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') {
          if (record.oldValue?.trim() && record.target.parentElement) texts.push({ parent: record.target.parentElement, text: record.oldValue });
        } else {
          for (const node of record.addedNodes) note(node);
        }
      }
    });
    const options = { childList: true, subtree: true, characterData: true, characterDataOldValue: true };
    observer.observe(document, options);
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attachShadow.call(this, init);
      observer.observe(root, options);
      return root;
    };
    window.__textsIn = (selector) => texts.filter(({ parent }) => parent.closest(selector)).map(({ text }) => text);
  });
}

/** The texts recorded so far inside elements matching `selector`, in order. */
export function recordedTexts(page, selector) {
  return page.evaluate((sel) => window.__textsIn(sel), selector);
}

/** Whether a string has Chinese characters. */
export const CHINESE = /[\u3400-\u9fff]/;
