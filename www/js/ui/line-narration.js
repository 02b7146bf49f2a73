// Narration when a code view's program is stepped by line: what the line
// about to run does, in words, read from the run's snapshot and the line's
// own text (ProgramFrame in engine/player.js). Generic on purpose: the
// statement's kind, its function and its line. Pure.

import { t } from '../i18n/i18n.js';
import { statementKind } from './code/statement-kind.js';
import { errorWords } from '../engine/program-limits.js';

/** The sentence for `program` (a frame's `program`: { snapshot, code }), in `lang`. */
export function narrateLine(program, lang) {
  const { snapshot, code } = program;
  switch (snapshot.status) {
    case 'start':
      return t(lang, 'narr.line.start');
    case 'finished':
      return snapshot.result === null ? t(lang, 'narr.line.end') : t(lang, 'narr.line.endResult', { result: snapshot.result });
    case 'failed':
      return t(lang, 'narr.line.failed', { message: snapshot.error ? errorWords(snapshot.error, lang) : '' });
    default: {
      const fn = snapshot.frames.at(-1)?.name ?? '';
      return t(lang, `narr.line.${statementKind(code)}`, { line: snapshot.line, fn, code });
    }
  }
}
