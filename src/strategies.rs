//! The seeds' strategies, slowest to fastest, each with honest counters.
//!
//! All of them search boards with one queen a row and count the solutions;
//! they differ in how much they look at before giving up on a board:
//!
//! | strategy | seed | nodes | checks |
//! |---|---|---|---|
//! | brute force | `004_…` 思路二: one queen a row, n^n boards, each checked | complete boards (n^n) | queen pairs compared |
//! | backtracking | `000_…`, `004_…` `isValid` | squares tried | queens compared in `isValid` |
//! | backtracking, iterative | `003_…` non-recursive `backdate` | squares tried | queens compared |
//! | flag arrays | `004_…` `cols`/`leftTop`/`rightTop` | squares tried | flags read |
//! | bitmask | `004_…` bit version, fixed | queens placed | free-square masks computed |

use crate::solutions::full_mask;
use crate::{check_size, Error};
use std::fmt;
use std::str::FromStr;

/// A way to search for solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// Every board with one queen a row, each checked when complete: the
    /// no-pruning baseline (004's 思路二, its 8^8 boards). Not 003's
    /// `queen1` (the `brute` code view), which calls `check` from its second
    /// loop on and so never goes below an attacked square.
    BruteForce,
    /// Recursive backtracking; each square is checked against every queen above.
    Backtracking,
    /// The same search with an explicit stack instead of recursion.
    BacktrackingIterative,
    /// Recursive backtracking with a flag per column and per diagonal.
    FlagArrays,
    /// Backtracking with the flags packed in bitmasks; free squares found by bit tricks.
    Bitmask,
}

/// The names of the strategies, slowest first, as used by [`Strategy::from_name`].
pub const STRATEGY_NAMES: &[&str] = &[
    "brute-force",
    "backtracking",
    "backtracking-iterative",
    "flag-arrays",
    "bitmask",
];

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Strategy {
    type Err = Error;
    fn from_str(name: &str) -> Result<Strategy, Error> {
        Strategy::from_name(name)
    }
}

impl Strategy {
    /// All strategies, slowest first.
    pub const ALL: [Strategy; 5] = [
        Strategy::BruteForce,
        Strategy::Backtracking,
        Strategy::BacktrackingIterative,
        Strategy::FlagArrays,
        Strategy::Bitmask,
    ];

    /// The strategy's name, e.g. `"flag-arrays"`; also its [`Display`](fmt::Display).
    pub fn name(self) -> &'static str {
        STRATEGY_NAMES[self as usize]
    }

    /// The strategy called `name`; also its [`FromStr`].
    ///
    /// ```
    /// use nqueens_lab::Strategy;
    /// assert_eq!(Strategy::from_name("bitmask")?, Strategy::Bitmask);
    /// assert_eq!("flag-arrays".parse::<Strategy>()?.to_string(), "flag-arrays");
    /// assert!(Strategy::from_name("magic").is_err());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn from_name(name: &str) -> Result<Strategy, Error> {
        Strategy::ALL
            .into_iter()
            .find(|s| s.name() == name)
            .ok_or_else(|| Error::UnknownName {
                kind: "strategy",
                name: name.to_string(),
                allowed: STRATEGY_NAMES,
            })
    }

    /// The largest board the strategy accepts, so that no call runs for
    /// minutes (brute force on 9×9 checks 387,420,489 boards).
    pub fn max_n(self) -> usize {
        match self {
            Strategy::BruteForce => 8,
            Strategy::Backtracking | Strategy::BacktrackingIterative => 14,
            Strategy::FlagArrays => 15,
            Strategy::Bitmask => 16,
        }
    }

    /// Runs the strategy on an `n`×`n` board.
    ///
    /// # Errors
    /// [`Error::SizeOutOfRange`] when `n` is not in `1..=MAX_N`;
    /// [`Error::TooLargeForStrategy`] when `n` is above the strategy's
    /// [`max_n`](Strategy::max_n), past which it would run for minutes.
    ///
    /// ```
    /// use nqueens_lab::Strategy;
    /// let r = Strategy::Backtracking.run(4)?;
    /// assert_eq!(r.solutions, 2);
    /// assert_eq!(r.nodes, 60); // squares tried in the 4-queens walkthrough
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn run(self, n: usize) -> Result<Report, Error> {
        let n = check_size(n)?;
        if n > self.max_n() {
            return Err(Error::TooLargeForStrategy {
                strategy: self.name(),
                n,
                max: self.max_n(),
            });
        }
        let mut report = Report {
            strategy: self,
            n,
            solutions: 0,
            nodes: 0,
            checks: 0,
        };
        match self {
            Strategy::BruteForce => brute_force(&mut report),
            Strategy::Backtracking => {
                let mut queens = vec![0usize; n];
                backtrack(&mut report, &mut queens, 0);
            }
            Strategy::BacktrackingIterative => backtrack_iterative(&mut report),
            Strategy::FlagArrays => {
                let mut flags = Flags {
                    cols: vec![false; n],
                    left_top: vec![false; 2 * n - 1],
                    right_top: vec![false; 2 * n - 1],
                };
                flag_arrays(&mut report, &mut flags, 0);
            }
            Strategy::Bitmask => {
                bitmask(&mut report, full_mask(n), 0, 0, 0);
            }
        }
        Ok(report)
    }
}

/// What a strategy found and how much work it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Report {
    /// The strategy that ran.
    pub strategy: Strategy,
    /// The board size.
    pub n: usize,
    /// Solutions found.
    pub solutions: u64,
    /// Nodes visited (see the module table for what a node is per strategy).
    pub nodes: u64,
    /// Elementary checks made (see the module table).
    pub checks: u64,
}

/// The seeds' `check`: does any pair among the first `rows` queens attack?
fn pairs_ok(report: &mut Report, queens: &[usize]) -> bool {
    for i in 1..queens.len() {
        for j in 0..i {
            report.checks += 1;
            if queens[i] == queens[j] || queens[i].abs_diff(queens[j]) == i - j {
                return false;
            }
        }
    }
    true
}

fn brute_force(report: &mut Report) {
    let n = report.n;
    let mut queens = vec![0usize; n];
    loop {
        report.nodes += 1;
        if pairs_ok(report, &queens) {
            report.solutions += 1;
        }
        // Next board, like an odometer: the last row turns fastest.
        let mut row = n;
        loop {
            if row == 0 {
                return;
            }
            row -= 1;
            queens[row] += 1;
            if queens[row] < n {
                break;
            }
            queens[row] = 0;
        }
    }
}

/// The seeds' `isValid(row, col)`: the queens above, one by one.
fn is_valid(report: &mut Report, queens: &[usize], row: usize, col: usize) -> bool {
    for (i, &q) in queens[..row].iter().enumerate() {
        report.checks += 1;
        if q == col || row - i == col.abs_diff(q) {
            return false;
        }
    }
    true
}

fn backtrack(report: &mut Report, queens: &mut [usize], row: usize) {
    let n = queens.len();
    if row == n {
        report.solutions += 1;
        return;
    }
    for col in 0..n {
        report.nodes += 1;
        if is_valid(report, queens, row, col) {
            queens[row] = col;
            backtrack(report, queens, row + 1);
        }
    }
}

/// `003_…`'s `backdate`: `a[k]` walks along row `k`; past the end, back up.
fn backtrack_iterative(report: &mut Report) {
    let n = report.n;
    // next[k]: the next column to try in row k.
    let mut queens = vec![0usize; n];
    let mut next = vec![0usize; n + 1];
    let mut row = 0usize;
    loop {
        if row == n {
            report.solutions += 1;
            row -= 1;
            continue;
        }
        let mut col = next[row];
        while col < n {
            report.nodes += 1;
            if is_valid(report, &queens, row, col) {
                break;
            }
            col += 1;
        }
        if col < n {
            queens[row] = col;
            next[row] = col + 1;
            row += 1;
            next[row] = 0;
        } else if row == 0 {
            return;
        } else {
            row -= 1;
        }
    }
}

struct Flags {
    cols: Vec<bool>,
    left_top: Vec<bool>,
    right_top: Vec<bool>,
}

fn flag_arrays(report: &mut Report, flags: &mut Flags, row: usize) {
    let n = flags.cols.len();
    if row == n {
        report.solutions += 1;
        return;
    }
    for col in 0..n {
        report.nodes += 1;
        report.checks += 1;
        if flags.cols[col] {
            continue;
        }
        let lt = row + n - 1 - col;
        report.checks += 1;
        if flags.left_top[lt] {
            continue;
        }
        let rt = row + col;
        report.checks += 1;
        if flags.right_top[rt] {
            continue;
        }
        flags.cols[col] = true;
        flags.left_top[lt] = true;
        flags.right_top[rt] = true;
        flag_arrays(report, flags, row + 1);
        flags.cols[col] = false;
        flags.left_top[lt] = false;
        flags.right_top[rt] = false;
    }
}

fn bitmask(report: &mut Report, full: u32, cols: u32, diag: u32, anti: u32) {
    if cols == full {
        report.solutions += 1;
        return;
    }
    report.checks += 1;
    let mut free = full & !(cols | diag | anti);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        report.nodes += 1;
        bitmask(
            report,
            full,
            cols | bit,
            (diag | bit) << 1,
            (anti | bit) >> 1,
        );
    }
}

/// The sizes of the brute-force spaces the seeds quote, exactly, as
/// decimal strings (they outgrow every integer type: C(1024, 32) has 61 digits).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchSpaces {
    /// Ways to choose n of the n² squares: C(n², n).
    pub any_squares: String,
    /// Boards with one queen a row: n^n.
    pub one_per_row: String,
}

/// The brute-force search spaces for an `n`×`n` board.
///
/// ```
/// let s = nqueens_lab::search_spaces(8)?;
/// assert_eq!(s.any_squares, "4426165368");
/// assert_eq!(s.one_per_row, "16777216");
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn search_spaces(n: usize) -> Result<SearchSpaces, Error> {
    let n = check_size(n)? as u32;
    let squares = n * n;
    let mut binomial = BigNat::one();
    for i in 1..=n {
        // C(s, i) = C(s, i-1) * (s - i + 1) / i, exact at every step.
        binomial.mul_small(squares - n + i);
        binomial.div_small(i);
    }
    let mut power = BigNat::one();
    for _ in 0..n {
        power.mul_small(n);
    }
    Ok(SearchSpaces {
        any_squares: binomial.to_string(),
        one_per_row: power.to_string(),
    })
}

/// Just enough of a big natural number for the search-space sizes:
/// base 10⁹ limbs, least significant first.
struct BigNat(Vec<u32>);

const LIMB: u64 = 1_000_000_000;

impl BigNat {
    fn one() -> BigNat {
        BigNat(vec![1])
    }

    fn mul_small(&mut self, factor: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let v = *limb as u64 * factor as u64 + carry;
            *limb = (v % LIMB) as u32;
            carry = v / LIMB;
        }
        while carry > 0 {
            self.0.push((carry % LIMB) as u32);
            carry /= LIMB;
        }
    }

    fn div_small(&mut self, divisor: u32) {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let v = rem * LIMB + *limb as u64;
            *limb = (v / divisor as u64) as u32;
            rem = v % divisor as u64;
        }
        while self.0.len() > 1 && self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
}

impl std::fmt::Display for BigNat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut limbs = self.0.iter().rev();
        write!(f, "{}", limbs.next().unwrap_or(&0))?;
        limbs.try_for_each(|limb| write!(f, "{limb:09}"))
    }
}
