// The widget's headings at the page's level (the `heading-level`
// attribute): the views write h2 to h4 for their own structure, and the
// widget's top heading (whatever its tag) is announced at `heading-level`,
// the ones under it one level deeper each, through `aria-level` (which wins
// over the tag for screen readers and axe's heading-order). Headings that
// views add later (a panel shown, a code view loaded) are levelled as they
// come in.

import { DEFAULT_HEADING_LEVEL } from './options.js';

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const tagLevel = (heading) => Number(heading.tagName[1]);

/** Levels the headings under `root` (a shadow root) now and as they are added; setLevel(level) moves them. */
export function createHeadingLevels(root) {
  let level = DEFAULT_HEADING_LEVEL;
  const apply = () => {
    const headings = [...root.querySelectorAll(HEADINGS)];
    if (headings.length === 0) return;
    const top = Math.min(...headings.map(tagLevel));
    for (const heading of headings) {
      const wanted = Math.min(6, level + tagLevel(heading) - top);
      if (heading.getAttribute('aria-level') !== String(wanted)) heading.setAttribute('aria-level', String(wanted));
    }
  };
  const addsHeading = (record) =>
    [...record.addedNodes].some((node) => node.nodeType === 1 && (node.matches(HEADINGS) || node.querySelector(HEADINGS)));
  const observer = new MutationObserver((records) => {
    if (records.some(addsHeading)) apply();
  });
  observer.observe(root, { childList: true, subtree: true });
  return {
    setLevel(next) {
      level = next;
      apply();
    },
  };
}
