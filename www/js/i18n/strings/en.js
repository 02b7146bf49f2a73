// The English UI strings of the page and the <n-queens> element (the
// walkthrough, the chrome): the core table, always loaded (i18n.js imports
// it). Every other language has its own core table beside this one (zh.js),
// loaded on first use; the notice's strings are in notice.js. Plain data, no
// side effects. Templates use {name} placeholders, filled by t(); nothing
// here is ever parsed as HTML.

export default {
  en: {
    'app.title': 'N-Queens',
    'embed.openFull': 'Open the full page',
    'app.tagline': 'Learn backtracking one square at a time',
    'app.loading': 'Loading the WebAssembly core…',
    'share.open': 'Share / embed',
    'app.loadError': 'The WebAssembly core could not be loaded: {message}',
    'app.partLoadError': 'Part of the page could not be loaded: {message}',
    'app.footer':
      'Every search on this page runs in Rust compiled to WebAssembly; the page only draws what it reports.',
    'nav.modes': 'Mode',
    'mode.walkthrough': 'Walkthrough',
    'mode.explore': 'Explorer',
    'mode.count': 'Count',
    'mode.quiz': 'Quiz',
    'mode.play': 'Free play',
    'lang.switch': 'Language',
    'theme.switch': 'Colour scheme',
    'theme.auto': 'Auto',
    'theme.light': 'Light',
    'theme.dark': 'Dark',
    'present.open': 'Present',
    'present.bar': 'Presenter mode',
    'present.exit': 'Leave (Esc)',
    'present.fullscreen': 'Full screen',
    'present.exitFullscreen': 'Leave full screen',
    'present.blank': 'Blank (B)',
    'present.keys': 'PageDown/→ step · PageUp/← back · Space play/pause · B blank · L language · Esc leave',
    'present.keys.quiz': '1, 2, 3… or Tab/Enter answer · B blank · L language · Esc leave',
    'present.blanked': 'The screen is blank. Press any key, or click, to show it again.',

    'walk.title': 'Backtracking, step by step: 4 queens',
    'walk.lead':
      'Put 4 queens on a 4×4 board so that no two share a row, a column or a diagonal. ' +
      'Each queen gets its own row; the search tries the columns from left to right, prunes the squares that are attacked, ' +
      'and backtracks out of dead ends. Every event below is reported by the Rust search compiled to WebAssembly.',
    'walk.seedTitle': 'The walkthrough in the lecture notes',
    'walk.seed':
      'We start with an empty board and put queen 1 in the first possible position of its row: row 1, column 1. ' +
      'For queen 2, after failed attempts in columns 1 and 2, we put it in the first possible position, square (2,3) in row 2, column 3. ' +
      'This proves to be a dead end, because queen 3 will have no place to go. So the algorithm backtracks and puts queen 2 in the next possible position, (2,4). ' +
      'Then queen 3 can go to (3,2), which proves to be another dead end. The algorithm then backtracks all the way and moves queen 1 to (1,2). ' +
      'Next, queen 2 goes to (2,4), queen 3 to (3,1) and queen 4 to (4,3): a solution of the problem.',
    'walk.seedSource': 'Translated from the notes: {title}.',

    'board.label': '{n} × {n} board',
    'cell.name': 'row {row}, column {col}',
    'cell.queen': ', queen',
    'cell.lifted': ', queen lifted (backtrack)',
    'cell.rejected': ', rejected',
    'cell.rejected.column': ', rejected: attacked along the column by the queen at ({r},{c})',
    'cell.rejected.diagonal': ', rejected: attacked along a diagonal by the queen at ({r},{c})',

    'narration.label': 'What the search does',
    'narr.loadingProgram': 'Loading the program…',
    'reach.text': 'Step {asked} is too far ahead to reach quickly.',
    'reach.solution': 'Solution {asked} is too far ahead to reach quickly.',
    'reach.end': 'The end of the search lies beyond step {nearest}: too far ahead to reach quickly.',
    'reach.go': 'Go to step {nearest}, the nearest it reaches',
    'narr.start': 'Empty board. Queen 1 will try the squares of row 1 from left to right.',
    'narr.place': 'Queen {q} tries ({r},{c}): safe. Put queen {q} down at ({r},{c}).',
    'narr.placeAfter':
      'Queen {q} tries ({r},{c}): safe, after {tried} failed. Put queen {q} down at ({r},{c}).',
    'narr.columns.one': 'column {list}',
    'narr.columns.other': 'columns {list}',
    'narr.reject.column':
      'Queen {q} tries ({r},{c}): attacked along the column by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.reject.diagonal':
      'Queen {q} tries ({r},{c}): attacked along the diagonal (left top -> right bottom) by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.reject.anti-diagonal':
      'Queen {q} tries ({r},{c}): attacked along the diagonal (right top -> left bottom) by queen {a} at ({ar},{ac}). Prune: try the next square.',
    'narr.remove.deadEnd':
      'Row {next} has no safe square: dead end. Backtrack: lift queen {q} from ({r},{c}).',
    'narr.remove.exhausted':
      'Row {next} has now tried all {n} of its squares. Backtrack: lift queen {q} from ({r},{c}).',
    'narr.remove.again':
      'Row {next} has now tried all {n} of its squares too. Backtrack again: lift queen {q} from ({r},{c}).',
    'narr.remove.toTop':
      'Row {next} has now tried all {n} of its squares too. Backtrack all the way, to row 1: lift queen {q} from ({r},{c}).',
    'narr.remove.afterSolution':
      'Solution {k} is recorded. Look for the next solution: lift queen {q} from ({r},{c}).',
    'narr.solution':
      'Queen {q} at ({r},{c}) completes the board: all {n} queens are safe. Solution {k}: {coords}!',
    'narr.notesEnd': 'Here the walkthrough of the lecture notes ends; the search goes on to find every solution.',
    'narr.done.one':
      'Every square of row 1 has been tried: the whole solution space is searched. {count} solution found.',
    'narr.done.other':
      'Every square of row 1 has been tried: the whole solution space is searched. {count} solutions found.',

    'banner.solution': 'Solution {k}!',
    'banner.done.one': 'Search complete: {count} solution',
    'banner.done.other': 'Search complete: {count} solutions',

    'ctl.group': 'Playback',
    'ctl.restart': 'Restart',
    'ctl.back': 'Step back',
    'ctl.play': 'Play',
    'ctl.pause': 'Pause',
    'ctl.step': 'Step',
    'ctl.end': 'To the end',
    'ctl.speed': 'Speed',
    'ctl.speedValue.one': '{speed} step/s',
    'ctl.speedValue.other': '{speed} steps/s',
    'ctl.timeline': 'Timeline',
    'ctl.timelineValue': 'step {step} of {total}',
    'ctl.timelineValueOpen': 'step {step} of at least {total}',
    'ctl.keys': 'Keys: Space play/pause · → step · ← back · Home restart · End to the end',
    'ctl.busy': 'Working…',

    'stat.step': 'Step',
    'stat.places': 'Places',
    'stat.rejects': 'Rejects (pruned)',
    'stat.backtracks': 'Backtracks',
    'stat.solutions': 'Solutions',
    'stat.of': '{step} / {total}',
    'stat.ofOpen': '{step} / ≥ {total}',

    'code.title': 'The algorithm from the notes, in code',
    'code.region': 'The program’s code',

    // Also shown by the element's board widget, which has no gallery.
    'gallery.loading': 'Computing…',

    'time.ms': '{value} ms',
    'time.s': '{value} s',
  },
};
