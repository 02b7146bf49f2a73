// Text with its Chinese runs in lang="zh-CN" spans (plain text nodes, no
// HTML), so a screen reader on the English page reads them as Chinese: the
// notes' comments and the sentence their programs print.

import { el } from '../dom.js';
import { htmlLang } from '../../i18n/i18n.js';

const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/g;

/** The nodes of `text`: strings, and a span per run of Chinese characters. */
export function textParts(doc, text) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(CHINESE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(el(doc, 'span', { lang: htmlLang('zh'), text: match[0] }));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
