// What a line of a program does, from its own text: the kind the line
// narration (ui/line-narration.js) and the code panel (program-model.js)
// name. Its own module: the line narration loads with a code view's first
// step (ui/program-narration.js), the code panel after the first board. Pure.

/** What the statement `code` does, as a key of the 'code.does.*' strings. */
export function statementKind(code) {
  // A string or char literal is data: the "--" of println("----") or the "=" of
  // println("row = " + row) is no assignment.
  const text = code.trim().replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  if (/^(}\s*)?(else\s+)?if\b/.test(text)) return 'test';
  if (/^for\b/.test(text)) return 'loop';
  if (/^while\b/.test(text)) return 'while';
  if (/^return\b/.test(text)) return 'return';
  if (/^(continue|break)\b/.test(text)) return 'jump';
  if (/(^|[^=!<>])(=|\+=|-=|\|=|\^=|&=|<<=|>>=)(?!=)|\+\+|--/.test(text)) return 'assign';
  if (/\w\s*\(/.test(text)) return 'call';
  return 'run';
}
