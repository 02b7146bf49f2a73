// Copying text: the async Clipboard API where the browser allows it, else the
// old select-and-execCommand way, else the text is left selected in a
// read-only box so the user can copy it by hand.

import { el } from './dom.js';

/**
 * Copies `text`. Resolves to { ok: true } when copied, or { ok: false, box }
 * with a selected <textarea> appended to `host` for copying by hand.
 */
export async function copyText(text, host) {
  const clipboard = host.ownerDocument.defaultView?.navigator?.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return { ok: true };
    } catch {
      // Permission denied or not focused: try the fallback below.
    }
  }
  const doc = host.ownerDocument;
  const box = el(doc, 'textarea', { class: 'nq-copy-box', readonly: true, rows: '4' });
  box.value = text;
  host.append(box);
  box.select();
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  if (copied) {
    box.remove();
    return { ok: true };
  }
  return { ok: false, box };
}
