// The call stack's changes in words, for the polite live region: a screen
// reader hears "Call place(2)." or "place(3) returns; back in place(2).",
// never the whole list read again. Pure.

import { t } from '../../i18n/i18n.js';

/**
 * The sentence for going from `before` to `after` (lists of { call }), or ''
 * when no call began or ended. `exact`: the two are one line step apart; else
 * (a step by event, a jump) other calls may have come and gone between them,
 * so a return names only where the program is back (not which call returned:
 * isValid(1, 1) shown before, isValid(1, 2) the one that just returned).
 */
export function stackChange(lang, before, after, { exact = true } = {}) {
  // No stack before, or none left (the program has ended): nothing to say here.
  if (!before || !after || after.length === 0) return '';
  const same = (a, b) => a.call === b.call;
  let common = 0;
  while (common < before.length && common < after.length && same(before[common], after[common])) common += 1;
  if (common === before.length && common === after.length) return '';
  const top = after[after.length - 1];
  if (common === before.length && after.length === before.length + 1) return t(lang, 'code.stackPush', { call: top.call });
  if (common === after.length && before.length === after.length + 1) {
    if (!exact) return t(lang, 'code.stackBack', { caller: top.call });
    return t(lang, 'code.stackPop', { callee: before[before.length - 1].call, caller: top.call });
  }
  return t(lang, 'code.stackJump', { count: after.length, call: top.call });
}
