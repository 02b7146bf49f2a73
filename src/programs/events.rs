//! The search events of each program, derived from its own execution: a
//! hook after a given line, or on a given line's condition, reads the
//! frame's variables and says what that line meant (a queen placed, a
//! square rejected by THIS program's test, a queen removed, a solution).

use super::ast::{Function, Stmt, StmtKind, Unit};
use super::catalog::View;
use super::compile::{HookLines, Program};
use super::equivalents::canonical_steps;
use super::lexer::{Tok, Token};
use super::machine::Machine;
use super::parser::parse_with_tokens;
use super::renames::{renames, spelled_as_original};
use crate::{Line, Square};

/// How a program found a square attacked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// By comparing with one earlier queen (`isValid`'s scan, `check`).
    Queen,
    /// By a flag array (`b[j]`, `c[i + j]`, `d[i - j + n]`).
    Flag,
    /// By a bit set (`cols & colV`).
    Mask,
}

impl Check {
    /// The check's name in the JavaScript API.
    pub fn name(self) -> &'static str {
        match self {
            Check::Queen => "queen",
            Check::Flag => "flag",
            Check::Mask => "mask",
        }
    }
}

/// A queen of the board that attacks a square, and along which line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attack {
    /// The attacking queen.
    pub queen: Square,
    /// The line it attacks along.
    pub line: Line,
}

/// What an event does not say by itself, read from the run (the view's
/// kind of check, and the board the events imply, never the program's own
/// data): what narration needs not to contradict the program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventFacts {
    /// Places: the queen already on the board that attacks the square
    /// (the topmost one), if any, whatever the program's test said: a
    /// program whose test is wrong (`bitmask-printed`) puts queens on
    /// attacked squares.
    pub attacked_by: Option<Attack>,
    /// Removes: the columns of the next row (ascending) that the program
    /// tried while this queen stood (it put a queen there, or its square
    /// test rejected it); `None` for a queen of the last row (there is no
    /// next row). Fewer than `n` when the program skipped squares without
    /// trying them (`leetcode` tries only the free ones, none when there are none).
    pub tried: Option<Vec<u8>>,
    /// Solutions: two queens of the board that attack each other (the
    /// lower one topmost, then its topmost attacker), if any: a program
    /// whose test is wrong (`bitmask-printed`) counts such boards.
    pub conflict: Option<crate::Conflict>,
    /// Solutions: the topmost queen that stands off the board (an edited
    /// loop's `col <= n`), if any.
    pub off_board: Option<Square>,
    /// Solutions: the board is none (a conflict, a queen off the board, a
    /// row without a queen): one of the done event's `wrong_solutions`.
    pub wrong_solution: bool,
    /// Done: how many solutions the n-queens puzzle has (A000170, by
    /// [`expected_count`](super::expected_count); `None` past n = 13), so
    /// that a program that counted another number can be told it did.
    pub puzzle_solutions: Option<u64>,
    /// Done: how many of the solutions the program counted are none: two
    /// of their queens attack each other, a queen stands off the board (an
    /// edited loop's `col <= n`) or a row has no queen; `None` before the end.
    /// A program can count the right number of wrong boards.
    pub wrong_solutions: Option<u64>,
}

/// One event of a program's search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProgramEvent {
    /// A queen is put at `(row, col)` (0-based, whatever the program's indexing).
    Place {
        /// Row.
        row: usize,
        /// Column.
        col: usize,
    },
    /// The program's test finds `(row, col)` attacked.
    Reject {
        /// Row of the square tested.
        row: usize,
        /// Column of the square tested.
        col: usize,
        /// The line of the test that failed (column, ↘ diagonal, ↙ anti-diagonal).
        line: Line,
        /// What kind of test it was.
        check: Check,
        /// The queen on that line: the one the program compared with, or
        /// for flags and masks the queen of the board on that line (none
        /// when the program's data is wrong, as in `bitmask-printed`).
        attacker: Option<Square>,
    },
    /// The queen at `(row, col)` is lifted (backtracking).
    Remove {
        /// Row.
        row: usize,
        /// Column.
        col: usize,
    },
    /// The program counts a solution.
    Solution {
        /// 0-based number of this solution.
        index: u64,
        /// The board the events imply: the column of each row's queen
        /// (rows without a queen left out).
        queens: Vec<u8>,
    },
    /// The program has ended.
    Done,
}

/// An event as a hook raises it (the tracker completes solutions and attackers).
pub(crate) type RawEvent = ProgramEvent;

/// What the machine asks at hooked lines.
pub(crate) trait Hooks {
    fn after(&self, line: u32, m: &Machine, p: &Program) -> Option<RawEvent>;
    fn cond(&self, line: u32, taken: bool, m: &Machine, p: &Program) -> Option<RawEvent>;
}

/// No events (an edited program).
pub(crate) struct NoHooks;

impl Hooks for NoHooks {
    fn after(&self, _: u32, _: &Machine, _: &Program) -> Option<RawEvent> {
        None
    }
    fn cond(&self, _: u32, _: bool, _: &Machine, _: &Program) -> Option<RawEvent> {
        None
    }
}

/// The hooked lines of a view: `(after, cond)`.
pub(crate) fn hook_lines(view: View) -> HookLines {
    let (after, cond): (&[u32], &[u32]) = match view {
        View::Recursive => (&[23, 24], &[16, 33, 35]),
        View::Booleans => (&[23, 36, 38], &[29, 32, 35]),
        View::List => (&[47, 49], &[22, 26, 30, 38]),
        View::Cpp => (&[40, 43, 47], &[12, 14, 16, 41]),
        View::Iterative => (&[24, 32], &[21, 23, 40]),
        View::Flags => (&[25, 35], &[23, 29]),
        View::Brute => (&[17, 19], &[15, 16, 28]),
        View::Bitmask => (&[32, 36], &[19, 25, 27, 29]),
        View::BitmaskPrinted => (&[31, 35], &[19, 25, 27, 29]),
        View::Leetcode => (&[25, 26], &[16]),
    };
    HookLines {
        after: after.iter().copied().collect(),
        cond: cond.iter().copied().collect(),
        ..HookLines::default()
    }
}

/// The variables the hook of `view` on built-in `line` reads (under their
/// built-in names): an edited statement found again raises its event only
/// if they are declared where it stands. Keep in step with [`ViewHooks`]
/// (which asserts it in debug builds).
fn hook_reads(view: View, line: u32) -> &'static [&'static str] {
    match (view, line) {
        (View::Recursive, 23 | 24)
        | (View::Booleans, 36 | 38 | 29 | 32 | 35)
        | (View::Bitmask, 32 | 36 | 25 | 27 | 29)
        | (View::BitmaskPrinted, 31 | 35 | 25 | 27 | 29) => &["row", "col"],
        (View::Recursive, 33 | 35) => &["row", "col", "i", "queens"],
        (View::List, 47 | 49) => &["cols", "col"],
        (View::List, 22 | 26 | 30) => &["row", "col", "i", "cols"],
        (View::Cpp, 40 | 43 | 47) => &["index", "i"],
        (View::Cpp, 12 | 14 | 16) => &["row", "col", "tmprow", "tmpcol"],
        (View::Iterative, 21 | 24 | 32) => &["k", "a"],
        (View::Iterative, 40) => &["k", "i", "a"],
        (View::Flags, 25 | 35) => &["i", "j"],
        (View::Flags, 23) => &["i", "j", "n", "b", "c"],
        (View::Brute, 15 | 17 | 19) => &["i", "a"],
        (View::Brute, 28) => &["i", "j", "a"],
        (View::Leetcode, 25 | 26) => &["bit", "row"],
        _ => &[],
    }
}

/// Whether every name a hook reads is declared in scope of the statement at
/// `at` of `unit` (its function's parameters, any declaration in that
/// function, or a global), spelled as `spelled` says.
fn reads_declared<'u, 'a>(
    unit: &'u Unit,
    at: (u32, u32),
    reads: &[&'a str],
    spelled: impl Fn(&'a str) -> &'a str,
) -> bool {
    fn each<'s>(s: &'s Stmt, f: &mut impl FnMut(&'s Stmt)) {
        f(s);
        match &s.kind {
            StmtKind::Block(body) => body.iter().for_each(|s| each(s, f)),
            StmtKind::If(_, then, other) => {
                each(then, f);
                if let Some(other) = other {
                    each(other, f);
                }
            }
            StmtKind::While(_, body) => each(body, f),
            StmtKind::For { init, body, .. } => {
                init.iter().for_each(|s| each(s, f));
                each(body, f);
            }
            _ => {}
        }
    }
    // One walk per function: does it hold the statement, and what does it declare.
    let declared_in = |func: &'u Function| {
        let mut found = false;
        let mut declared: Vec<&str> = func.params.iter().map(|(_, n)| n.as_str()).collect();
        func.body.iter().for_each(|s| {
            each(s, &mut |s| {
                found |= (s.line, s.col) == at;
                if let StmtKind::Decl(decls) = &s.kind {
                    declared.extend(decls.iter().map(|d| d.name.as_str()));
                }
            })
        });
        found.then_some(declared)
    };
    let Some(mut declared) = unit.functions.iter().find_map(declared_in) else {
        return false;
    };
    declared.extend(unit.globals.iter().map(|d| d.name.as_str()));
    reads.iter().all(|name| declared.contains(&spelled(name)))
}

/// A view's event rules, on the lines of its built-in source.
pub(crate) struct ViewHooks(pub View);

/// A view's event rules on an edited text of its program: each hooked
/// statement of the built-in source is found again in the edited text by
/// its tokens (spacing, line breaks and comments aside), when they start
/// exactly one statement in both; a hook whose statement was changed or
/// deleted raises nothing. Statements, not lines: a learner who writes
/// `queens[row] = col; place(row + 1);` on one line keeps both hooks.
pub(crate) struct MappedHooks {
    pub view: View,
    hooks: HookLines,
    /// The built-in lines whose hooked statement is not in the edited text
    /// (changed, deleted, or there more than once), ascending.
    missing: Vec<u32>,
    /// See [`MappedHooks::renames`].
    renames: Vec<(String, String)>,
}

impl MappedHooks {
    /// The hooks of an edited text (its syntax tree `unit`, its tokens
    /// `edited_tokens`) for `view`.
    pub(crate) fn new(view: View, unit: &Unit, edited_tokens: &[Token]) -> MappedHooks {
        let original_src = view.source("zh").unwrap_or_default();
        let Ok((original_unit, original)) = parse_with_tokens(original_src) else {
            return MappedHooks {
                view,
                hooks: HookLines::default(),
                missing: Vec::new(),
                renames: Vec::new(),
            };
        };
        // Renamed variables are read under their original names (renames.rs),
        // and a step by one however written as the notes write it (equivalents.rs).
        let renames = renames(&original, edited_tokens);
        let original = canonical_steps(&original);
        let edited_tokens = &canonical_steps(&spelled_as_original(edited_tokens, &renames))[..];
        let original_starts = statement_starts(&original_unit, &original);
        let edited_starts = statement_starts(unit, edited_tokens);
        let wanted = hook_lines(view);
        let mut hooks = HookLines::default();
        let mut missing = Vec::new();
        for (lines, found) in [
            (&wanted.after, &mut hooks.after_at),
            (&wanted.cond, &mut hooks.cond_at),
        ] {
            for &line in lines {
                let key: Vec<&Tok> = original
                    .iter()
                    .filter(|t| t.line == line && t.tok != Tok::Eof)
                    .map(|t| &t.tok)
                    .collect();
                let in_original = starting_with(&original_starts, &original, &key);
                if !matches!(in_original[..], [(l, _)] if l == line) {
                    continue;
                }
                let reads = hook_reads(view, line);
                let spelled = |name| super::renames::spelling(&renames, name);
                match starting_with(&edited_starts, edited_tokens, &key)[..] {
                    [at] if reads_declared(unit, at, reads, spelled) => {
                        found.insert(at, line);
                    }
                    _ => missing.push(line),
                }
            }
        }
        missing.sort_unstable();
        MappedHooks {
            view,
            hooks,
            missing,
            renames,
        }
    }

    /// The built-in program's names the edited text spells otherwise, as
    /// `(original, edited)` pairs: the hooks read those variables, and the
    /// run starts from that function, under their edited names.
    pub(crate) fn renames(&self) -> &[(String, String)] {
        &self.renames
    }

    /// The built-in lines whose statement was not found again (see `missing`).
    pub(crate) fn missing(&self) -> &[u32] {
        &self.missing
    }

    /// The edited statements to hook, each with its built-in line.
    pub(crate) fn hook_lines(&self) -> &HookLines {
        &self.hooks
    }
}

/// Where each statement of `unit` starts: its `(line, column)` and the
/// index of its first token in `tokens`.
fn statement_starts(unit: &Unit, tokens: &[Token]) -> Vec<((u32, u32), usize)> {
    fn walk(s: &Stmt, out: &mut Vec<(u32, u32)>) {
        out.push((s.line, s.col));
        match &s.kind {
            StmtKind::Block(body) => body.iter().for_each(|s| walk(s, out)),
            StmtKind::If(_, then, other) => {
                walk(then, out);
                if let Some(other) = other {
                    walk(other, out);
                }
            }
            StmtKind::While(_, body) | StmtKind::For { body, .. } => walk(body, out),
            _ => {}
        }
    }
    let mut at = Vec::new();
    for f in &unit.functions {
        f.body.iter().for_each(|s| walk(s, &mut at));
    }
    // The first token at each position (a rewritten statement's tokens share its first one's).
    let mut index = std::collections::HashMap::new();
    for (i, t) in tokens.iter().enumerate() {
        index.entry((t.line, t.col)).or_insert(i);
    }
    at.into_iter()
        .filter_map(|pos| Some((pos, *index.get(&pos)?)))
        .collect()
}

/// The statements whose tokens begin with `key`.
fn starting_with(
    starts: &[((u32, u32), usize)],
    tokens: &[Token],
    key: &[&Tok],
) -> Vec<(u32, u32)> {
    starts
        .iter()
        .filter(|(_, i)| {
            !key.is_empty()
                && tokens.len() >= i + key.len()
                && tokens[*i..][..key.len()]
                    .iter()
                    .zip(key)
                    .all(|(t, k)| t.tok == **k)
        })
        .map(|(pos, _)| *pos)
        .collect()
}

impl Hooks for MappedHooks {
    // The compiled hooks carry the built-in line (`HookLines::after_at`).
    fn after(&self, line: u32, m: &Machine, p: &Program) -> Option<RawEvent> {
        ViewHooks(self.view).after(line, m, p)
    }
    fn cond(&self, line: u32, taken: bool, m: &Machine, p: &Program) -> Option<RawEvent> {
        ViewHooks(self.view).cond(line, taken, m, p)
    }
}

fn at(row: i64, col: i64) -> Option<(usize, usize)> {
    Some((usize::try_from(row).ok()?, usize::try_from(col).ok()?))
}

fn place(row: i64, col: i64) -> Option<RawEvent> {
    let (row, col) = at(row, col)?;
    Some(ProgramEvent::Place { row, col })
}

fn remove(row: i64, col: i64) -> Option<RawEvent> {
    let (row, col) = at(row, col)?;
    Some(ProgramEvent::Remove { row, col })
}

fn solution() -> Option<RawEvent> {
    Some(ProgramEvent::Solution {
        index: 0,
        queens: vec![],
    })
}

fn reject(
    row: i64,
    col: i64,
    line: Line,
    check: Check,
    attacker: Option<(i64, i64)>,
) -> Option<RawEvent> {
    let (row, col) = at(row, col)?;
    let attacker = attacker
        .and_then(|(r, c)| at(r, c))
        .map(|(row, col)| Square { row, col });
    Some(ProgramEvent::Reject {
        row,
        col,
        line,
        check,
        attacker,
    })
}

/// The line joining a queen at `(qr, qc)` and a square `(r, c)` on one diagonal.
fn diagonal(qr: i64, qc: i64, r: i64, c: i64) -> Line {
    if r - qr == c - qc {
        Line::Diagonal
    } else {
        Line::AntiDiagonal
    }
}

impl Hooks for ViewHooks {
    fn after(&self, line: u32, m: &Machine, p: &Program) -> Option<RawEvent> {
        let read = HookRead::new(self.0, line, m, p);
        let v = |name: &str| read.int(name);
        let cell = |name: &str, i: i64| read.cell(name, i);
        let list_len = |name: &str| read.list_len(name);
        match (self.0, line) {
            (View::Recursive, 23)
            | (View::Booleans, 36)
            | (View::Bitmask, 32)
            | (View::BitmaskPrinted, 31) => place(v("row")?, v("col")?),
            (View::Recursive, 24)
            | (View::Booleans, 38)
            | (View::Bitmask, 36)
            | (View::BitmaskPrinted, 35) => remove(v("row")?, v("col")?),
            // `ways++;`: the program counts the board it has
            (View::Booleans, 23) => solution(),
            (View::List, 47) => place(list_len("cols")? - 1, v("col")?),
            (View::List, 49) => remove(list_len("cols")?, v("col")?),
            (View::Cpp, 40) => place(v("index")?, v("i")?),
            (View::Cpp, 43 | 47) => remove(v("index")?, v("i")?),
            (View::Iterative, 24 | 32) => {
                let k = v("k")?;
                if k < 1 {
                    return None;
                }
                remove(k - 1, cell("a", k)? - 1)
            }
            (View::Flags, 25) => place(v("i")? - 1, v("j")? - 1),
            (View::Flags, 35) => remove(v("i")? - 1, v("j")? - 1),
            (View::Brute, 17 | 19) => {
                let i = v("i")?;
                remove(i - 1, cell("a", i)? - 1)
            }
            (View::Leetcode, 25 | 26) => {
                let bit = v("bit")?;
                let col = (bit as u64).trailing_zeros() as i64;
                if line == 25 {
                    place(v("row")?, col)
                } else {
                    remove(v("row")?, col)
                }
            }
            _ => None,
        }
    }

    fn cond(&self, line: u32, taken: bool, m: &Machine, p: &Program) -> Option<RawEvent> {
        let read = HookRead::new(self.0, line, m, p);
        let v = |name: &str| read.int(name);
        let cell = |name: &str, i: i64| read.cell(name, i);
        match (self.0, line, taken) {
            (View::Recursive, 16, true)
            | (View::List, 38, true)
            | (View::Cpp, 41, true)
            | (View::Iterative, 23, true)
            | (View::Flags, 29, false)
            | (View::Brute, 16, false)
            | (View::Bitmask | View::BitmaskPrinted, 19, true)
            | (View::Leetcode, 16, true) => solution(),
            (View::Recursive, 33 | 35, true) => {
                let (row, col, i) = (v("row")?, v("col")?, v("i")?);
                let qc = cell("queens", i)?;
                let line = if line == 33 {
                    Line::Column
                } else {
                    diagonal(i, qc, row, col)
                };
                reject(row, col, line, Check::Queen, Some((i, qc)))
            }
            (View::List, 22 | 26 | 30, true) => {
                let (row, col, i) = (v("row")?, v("col")?, v("i")?);
                let qc = cell("cols", i)?;
                let line = match line {
                    22 => Line::Column,
                    26 => Line::Diagonal,
                    _ => Line::AntiDiagonal,
                };
                reject(row, col, line, Check::Queen, Some((i, qc)))
            }
            (View::Cpp, 12 | 14 | 16, true) => {
                let (row, col, r) = (v("row")?, v("col")?, v("tmprow")?);
                let qc = v("tmpcol")?;
                let line = match line {
                    12 => Line::Column,
                    14 => Line::Diagonal,
                    _ => Line::AntiDiagonal,
                };
                reject(row, col, line, Check::Queen, Some((r, qc)))
            }
            (View::Iterative, 21, true) => {
                let k = v("k")?;
                place(k - 1, cell("a", k)? - 1)
            }
            (View::Iterative, 40, true) | (View::Brute, 28, true) => {
                // The row under test and the pair's other row (1-based):
                // iterative's check(k) compares a[k] with each a[i]; brute's
                // check(a, n) compares every pair, a[i] with each a[j] above
                // it, and the rows above passed before, so only a pair with
                // the new row fails.
                let (r, q) = if self.0 == View::Iterative {
                    (v("k")?, v("i")?)
                } else {
                    (v("i")?, v("j")?)
                };
                let (ar, aq) = (cell("a", r)?, cell("a", q)?);
                // `abs(..) == abs(..) || a[i] == a[..]`: the diagonal is
                // evaluated first and `||` stops there when it holds.
                let line = if (ar - aq).abs() == (r - q).abs() {
                    diagonal(q, aq, r, ar)
                } else {
                    Line::Column
                };
                reject(r - 1, ar - 1, line, Check::Queen, Some((q - 1, aq - 1)))
            }
            (View::Flags, 23, false) => {
                let (i, j, n) = (v("i")?, v("j")?, v("n")?);
                let line = if cell("b", j)? != 0 {
                    Line::Column
                } else if cell("c", i + j)? != 0 {
                    Line::AntiDiagonal
                } else {
                    Line::Diagonal
                };
                let _ = n;
                reject(i - 1, j - 1, line, Check::Flag, None)
            }
            (View::Brute, 15, false) => {
                let i = v("i")?;
                place(i - 1, cell("a", i)? - 1)
            }
            (View::Booleans, 29 | 32 | 35, true) => {
                // `if (cols[col]) continue;`, `leftTop[ltIndex]` (↘), `rightTop[rtIndex]` (↙)
                let line = match line {
                    29 => Line::Column,
                    32 => Line::Diagonal,
                    _ => Line::AntiDiagonal,
                };
                reject(v("row")?, v("col")?, line, Check::Flag, None)
            }
            (View::Bitmask | View::BitmaskPrinted, 25 | 27 | 29, true) => {
                let line = match line {
                    25 => Line::Column,
                    27 => Line::Diagonal,
                    _ => Line::AntiDiagonal,
                };
                reject(v("row")?, v("col")?, line, Check::Mask, None)
            }
            _ => None,
        }
    }
}

/// The topmost queen of `board` (in another row) that attacks `(row, col)`.
fn attack_on(board: &[Option<u8>], row: usize, col: usize) -> Option<Attack> {
    let to = Square { row, col };
    board.iter().enumerate().find_map(|(r, c)| {
        let queen = Square {
            row: r,
            col: usize::from((*c)?),
        };
        if r == row {
            return None;
        }
        crate::attack_line(queen, to).map(|line| Attack { queen, line })
    })
}

/// What the hook of `view` on built-in `line` reads of the running program:
/// only the names [`hook_reads`] lists for it (asserted in debug builds).
struct HookRead<'a> {
    view: View,
    line: u32,
    m: &'a Machine,
    p: &'a Program,
}

impl<'a> HookRead<'a> {
    fn new(view: View, line: u32, m: &'a Machine, p: &'a Program) -> HookRead<'a> {
        HookRead { view, line, m, p }
    }

    fn listed(&self, name: &str) {
        debug_assert!(
            hook_reads(self.view, self.line).contains(&name),
            "{}: {name}",
            self.line
        );
    }

    /// An integer variable.
    fn int(&self, name: &str) -> Option<i64> {
        self.listed(name);
        self.m.int_var(self.p, name)
    }

    /// Cell `i` of an array or list.
    fn cell(&self, name: &str, i: i64) -> Option<i64> {
        self.listed(name);
        self.m.cell(self.p, name, i)
    }

    /// The length of a list.
    fn list_len(&self, name: &str) -> Option<i64> {
        self.listed(name);
        let super::value::Value::Ref(r) = self.m.var(self.p, name)? else {
            return None;
        };
        Some(self.m.heap.get(*r as usize)?.cells.len() as i64)
    }
}

/// The board the events imply, and the running counts.
#[derive(Debug, Clone)]
pub(crate) struct Tracker {
    pub board: Vec<Option<u8>>,
    pub counts: crate::StepCounts,
    /// Per row, the columns tried (bit `c`) since the queen of the row
    /// above was put down.
    tried: Vec<u64>,
    /// The rejects just before the latest other event, or the trailing ones
    /// when the latest event is a reject (see [`Tracker::reject_run`]).
    rejects: Vec<ProgramEvent>,
    /// The latest event is not a reject: the next reject starts a new run.
    rejects_closed: bool,
    /// The solutions counted so far that are none (see [`EventFacts::wrong_solutions`]).
    wrong_solutions: u64,
}

impl Tracker {
    pub(crate) fn new(n: usize) -> Tracker {
        Tracker {
            board: vec![None; n],
            counts: crate::StepCounts::default(),
            tried: vec![0; n],
            rejects: Vec::new(),
            rejects_closed: false,
            wrong_solutions: 0,
        }
    }

    /// The run of rejects the board marks now, as the page's event frames
    /// have it (`rejectRun`): those just before the latest event, and that
    /// event too when it is a reject; oldest first, at most `n + 1`.
    pub(crate) fn reject_run(&self) -> &[ProgramEvent] {
        &self.rejects
    }

    fn note_for_reject_run(&mut self, e: &ProgramEvent) {
        match e {
            ProgramEvent::Reject { .. } => {
                if std::mem::take(&mut self.rejects_closed) {
                    self.rejects.clear();
                }
                // A program that rejects without end keeps its last ones only.
                if self.rejects.len() > self.board.len() {
                    self.rejects.remove(0);
                }
                self.rejects.push(e.clone());
            }
            // The end shows no ✕.
            ProgramEvent::Done => {
                self.rejects.clear();
                self.rejects_closed = true;
            }
            // Any other event closes the run (it shows with it).
            _ => {
                if self.rejects_closed {
                    self.rejects.clear();
                }
                self.rejects_closed = true;
            }
        }
    }

    /// Applies a raised event, completing it (solution index and queens,
    /// the attacker of a flag or mask test), with its facts.
    pub(crate) fn apply(&mut self, mut e: RawEvent) -> (RawEvent, EventFacts) {
        let mut facts = EventFacts {
            attacked_by: None,
            tried: None,
            conflict: None,
            off_board: None,
            wrong_solution: false,
            puzzle_solutions: None,
            wrong_solutions: None,
        };
        match &mut e {
            ProgramEvent::Place { row, col } => {
                self.counts.places += 1;
                facts.attacked_by = attack_on(&self.board, *row, *col);
                self.mark_tried(*row, *col);
                if let Some(next) = self.tried.get_mut(*row + 1) {
                    *next = 0;
                }
                if let Some(cell) = self.board.get_mut(*row) {
                    *cell = u8::try_from(*col).ok();
                }
            }
            ProgramEvent::Remove { row, .. } => {
                self.counts.removes += 1;
                facts.tried = self
                    .tried
                    .get(*row + 1)
                    .map(|&bits| (0..64u8).filter(|c| bits >> c & 1 == 1).collect());
                if let Some(cell) = self.board.get_mut(*row) {
                    *cell = None;
                }
            }
            ProgramEvent::Reject {
                row,
                col,
                line,
                attacker,
                ..
            } => {
                self.counts.rejects += 1;
                self.mark_tried(*row, *col);
                if attacker.is_none() {
                    *attacker = self.attacker_on(*row, *col, *line);
                }
            }
            ProgramEvent::Solution { index, queens } => {
                *index = self.counts.solutions;
                self.counts.solutions += 1;
                *queens = self.board.iter().flatten().copied().collect();
                facts.conflict = self.conflict();
                let n = self.board.len();
                facts.off_board = self.board.iter().enumerate().find_map(|(row, c)| {
                    let col = usize::from((*c)?);
                    (col >= n).then_some(Square { row, col })
                });
                facts.wrong_solution =
                    facts.conflict.is_some() || facts.off_board.is_some() || queens.len() < n;
                self.wrong_solutions += u64::from(facts.wrong_solution);
            }
            ProgramEvent::Done => {
                facts.puzzle_solutions = super::expected_count(self.board.len());
                facts.wrong_solutions = Some(self.wrong_solutions);
            }
        }
        self.note_for_reject_run(&e);
        (e, facts)
    }

    /// The solutions counted so far that are none (see [`EventFacts::wrong_solutions`]).
    pub(crate) fn wrong_solutions(&self) -> u64 {
        self.wrong_solutions
    }

    fn mark_tried(&mut self, row: usize, col: usize) {
        if let (Some(bits), true) = (self.tried.get_mut(row), col < 64) {
            *bits |= 1 << col;
        }
    }

    /// Two queens of the board that attack each other: the topmost queen
    /// attacked by one above it, and the topmost of those.
    fn conflict(&self) -> Option<crate::Conflict> {
        self.board.iter().enumerate().find_map(|(row, c)| {
            let col = usize::from((*c)?);
            attack_on(&self.board[..row], row, col).map(|a| crate::Conflict {
                a: a.queen,
                b: Square { row, col },
                line: a.line,
            })
        })
    }

    /// The queen of the board (lowest row first) on `line` through `(row, col)`.
    fn attacker_on(&self, row: usize, col: usize, line: Line) -> Option<Square> {
        let (row, col) = (row as i64, col as i64);
        self.board.iter().enumerate().find_map(|(r, c)| {
            let (r64, c64) = (r as i64, (*c)? as i64);
            if r64 == row {
                return None;
            }
            let on = match line {
                Line::Column => c64 == col,
                Line::Diagonal => r64 - c64 == row - col,
                Line::AntiDiagonal => r64 + c64 == row + col,
            };
            on.then_some(Square {
                row: r,
                col: c64 as usize,
            })
        })
    }
}
