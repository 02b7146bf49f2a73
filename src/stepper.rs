//! The reversible step machine behind the animation and the narration.

use crate::board::{Line, Square};
use crate::{check_size, Error};

/// One event of the search: what happened to one square, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// No queen attacks `(row, col)`: a queen is put down there.
    Place {
        /// Row of the new queen.
        row: usize,
        /// Column of the new queen.
        col: usize,
    },
    /// `(row, col)` is attacked, so the search prunes it (剪枝).
    Reject {
        /// Row of the square tried.
        row: usize,
        /// Column of the square tried.
        col: usize,
        /// The queen that attacks it: the one the seeds' `isValid` scan
        /// finds first (lowest row).
        attacker: Square,
        /// The line along which it attacks.
        line: Line,
    },
    /// Backtracking (回溯) lifts the queen at `(row, col)`: the rows below
    /// it are exhausted, or a solution has just been reported.
    Remove {
        /// Row of the queen lifted.
        row: usize,
        /// Column of the queen lifted.
        col: usize,
    },
    /// The placement just before completed the board.
    Solution {
        /// 0-based number of this solution in search order.
        index: u64,
        /// The solution's column vector.
        queens: Vec<u8>,
    },
    /// The whole solution space (解空间) has been searched.
    Done,
}

/// An event without the solution's columns: what the hot loops pass around.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Move {
    Place(usize, usize),
    Reject(usize, usize, Square, Line),
    Remove(usize, usize),
    Solution(u64),
    Done,
}

/// Running totals of the events applied so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StepCounts {
    /// `Place` events.
    pub places: u64,
    /// `Reject` events.
    pub rejects: u64,
    /// `Remove` events (backtracks).
    pub removes: u64,
    /// `Solution` events.
    pub solutions: u64,
}

/// The seeds' depth-first search, one event per square tried, forwards and
/// backwards.
///
/// Every square tried yields exactly one [`Event`]: `Place` or `Reject`.
/// Backtracking yields `Remove`, a completed board `Solution`, and the end
/// `Done`. [`Stepper::back`] undoes the last event in O(1) — the machine can
/// tell from its state alone which event led to it — so stepping backwards
/// costs the same at step 10 as at step 10⁹. Memory is O(n).
///
/// ```
/// use nqueens_lab::{Event, Line, Square, Stepper};
/// let mut s = Stepper::new(4)?;
/// assert_eq!(s.step(), Some(Event::Place { row: 0, col: 0 }));
/// // Queen 2 fails on column 1: attacked along the column by queen 1.
/// assert_eq!(
///     s.step(),
///     Some(Event::Reject {
///         row: 1,
///         col: 0,
///         attacker: Square { row: 0, col: 0 },
///         line: Line::Column
///     })
/// );
/// assert_eq!(s.back(), Some(Event::Reject {
///     row: 1, col: 0, attacker: Square { row: 0, col: 0 }, line: Line::Column
/// }));
/// assert_eq!(s.position(), 1);
/// assert_eq!(s.queens(), [0]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Stepper {
    n: usize,
    /// Rows filled; the queens are `queens[..depth]`.
    depth: usize,
    /// Next column to try in row `depth`. When `depth == n` the board is
    /// full and this is 0 before the `Solution` event and 1 after it.
    next_col: usize,
    queens: [u8; 32],
    used_cols: u32,
    /// Bit `row - col + n - 1` set when a queen stands on that diagonal.
    used_diags: u64,
    /// Bit `row + col` set when a queen stands on that anti-diagonal.
    used_antis: u64,
    /// Which row's queen holds each line (valid only where the bit is set).
    row_on_col: [u8; 32],
    row_on_diag: [u8; 64],
    row_on_anti: [u8; 64],
    done: bool,
    position: u64,
    counts: StepCounts,
}

impl Stepper {
    /// A machine at position 0 (empty board) for an `n`×`n` board, `1 <= n <= 32`.
    pub fn new(n: usize) -> Result<Self, Error> {
        Ok(Self::empty(check_size(n)?))
    }

    /// A machine at position 0 for a size already checked.
    fn empty(n: usize) -> Self {
        Stepper {
            n,
            depth: 0,
            next_col: 0,
            queens: [0; 32],
            used_cols: 0,
            used_diags: 0,
            used_antis: 0,
            row_on_col: [0; 32],
            row_on_diag: [0; 64],
            row_on_anti: [0; 64],
            done: false,
            position: 0,
            counts: StepCounts::default(),
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Number of events applied so far.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// The columns of the queens on the board, row by row from the top.
    pub fn queens(&self) -> &[u8] {
        &self.queens[..self.depth]
    }

    /// Running totals of the events applied.
    pub fn counts(&self) -> StepCounts {
        self.counts
    }

    /// Whether the `Done` event has been applied.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Applies the next event and returns it; `None` once `Done` has been applied.
    pub fn step(&mut self) -> Option<Event> {
        let mv = self.forward()?;
        Some(self.event_of(mv))
    }

    /// Undoes the last event and returns it; `None` at position 0.
    pub fn back(&mut self) -> Option<Event> {
        let mv = self.backward()?;
        Some(self.event_of(mv))
    }

    /// The event [`step`](Self::step) would return, without applying it.
    #[must_use]
    pub fn peek(&self) -> Option<Event> {
        self.clone().step()
    }

    /// Applies up to `count` events without building them; returns how many
    /// were applied (fewer only when the search ends).
    pub fn advance(&mut self, count: u64) -> u64 {
        let mut applied = 0;
        while applied < count {
            // A run of rejected squares changes nothing but the column to
            // try next and the counters: apply it in one go, up to the next
            // safe square of the row (or the row's end). The event after
            // the run (a placement, or the backtrack at the row's end) goes
            // through `forward` as usual.
            if self.depth < self.n && !self.done {
                let run = self.rejects_ahead().min(count - applied);
                if run > 0 {
                    self.next_col += run as usize;
                    self.counts.rejects += run;
                    self.position += run;
                    applied += run;
                    continue;
                }
            }
            if self.forward().is_none() {
                break;
            }
            applied += 1;
        }
        applied
    }

    /// How many squares of row `depth`, from `next_col` on, are attacked
    /// before the first safe one (or the row's end).
    fn rejects_ahead(&self) -> u64 {
        let (row, n) = (self.depth, self.n);
        if self.next_col >= n {
            return 0;
        }
        // Column c is on diagonal row - c + n - 1 and anti-diagonal row + c.
        let diags = ((self.used_diags >> row).reverse_bits() >> (64 - n)) as u32;
        let antis = (self.used_antis >> row) as u32;
        let attacked = self.used_cols | diags | antis;
        let ahead = !attacked & crate::solutions::full_mask(n) & (u32::MAX << self.next_col);
        let stop = if ahead == 0 {
            n
        } else {
            ahead.trailing_zeros() as usize
        };
        (stop - self.next_col) as u64
    }

    /// Steps until the next `Solution` event and returns it, or `None` when
    /// the search ends first.
    pub fn next_solution(&mut self) -> Option<Event> {
        loop {
            match self.forward()? {
                mv @ Move::Solution(_) => return Some(self.event_of(mv)),
                Move::Done => return None,
                _ => {}
            }
        }
    }

    /// Goes to position `target`, forwards or backwards, and returns the
    /// position reached: `target`, or the last position if the search ends
    /// before it.
    pub fn seek(&mut self, target: u64) -> u64 {
        if target >= self.position {
            self.advance(target - self.position);
        } else if target < self.position - target {
            // Nearer to the start: replaying forwards is cheaper than undoing.
            self.reset();
            self.advance(target);
        } else {
            while self.position > target && self.backward().is_some() {}
        }
        self.position
    }

    /// Back to position 0, the empty board.
    pub fn reset(&mut self) {
        *self = Stepper::empty(self.n);
    }

    /// Columns tried in a row: `n`, except the virtual row under a full
    /// board, whose one "square" is reporting the solution.
    fn width(&self, depth: usize) -> usize {
        if depth == self.n {
            1
        } else {
            self.n
        }
    }

    fn forward(&mut self) -> Option<Move> {
        if self.done {
            return None;
        }
        let mv = if self.next_col < self.width(self.depth) {
            if self.depth == self.n {
                self.next_col = 1;
                self.counts.solutions += 1;
                Move::Solution(self.counts.solutions - 1)
            } else {
                let (row, col) = (self.depth, self.next_col);
                if let Some((attacker, line)) = self.attacker(row, col) {
                    self.next_col += 1;
                    self.counts.rejects += 1;
                    Move::Reject(row, col, attacker, line)
                } else {
                    self.put(row, col);
                    self.depth += 1;
                    self.next_col = 0;
                    self.counts.places += 1;
                    Move::Place(row, col)
                }
            }
        } else if self.depth == 0 {
            self.done = true;
            Move::Done
        } else {
            let row = self.depth - 1;
            let col = self.queens[row] as usize;
            self.lift(row, col);
            self.depth = row;
            self.next_col = col + 1;
            self.counts.removes += 1;
            Move::Remove(row, col)
        };
        self.position += 1;
        Some(mv)
    }

    fn backward(&mut self) -> Option<Move> {
        if self.position == 0 {
            return None;
        }
        self.position -= 1;
        let mv = if self.done {
            self.done = false;
            Move::Done
        } else if self.depth == self.n && self.next_col == 1 {
            self.next_col = 0;
            self.counts.solutions -= 1;
            Move::Solution(self.counts.solutions)
        } else if self.next_col == 0 {
            // Nothing tried in this row yet: the last event put down the queen above.
            let row = self.depth - 1;
            let col = self.queens[row] as usize;
            self.lift(row, col);
            self.depth = row;
            self.next_col = col;
            self.counts.places -= 1;
            Move::Place(row, col)
        } else {
            let (row, col) = (self.depth, self.next_col - 1);
            self.next_col = col;
            // The square just left behind was either rejected (then it is
            // still attacked) or held a queen that backtracking lifted (then
            // it was, and still is, safe).
            if let Some((attacker, line)) = self.attacker(row, col) {
                self.counts.rejects -= 1;
                Move::Reject(row, col, attacker, line)
            } else {
                self.put(row, col);
                self.depth = row + 1;
                self.next_col = self.width(row + 1);
                self.counts.removes -= 1;
                Move::Remove(row, col)
            }
        };
        Some(mv)
    }

    /// The queen attacking `(row, col)` that the seeds' `isValid` reports
    /// first (lowest row; a queen attacks a square along one line at most).
    fn attacker(&self, row: usize, col: usize) -> Option<(Square, Line)> {
        let diag = row + self.n - 1 - col;
        let anti = row + col;
        let mut best: Option<(usize, Line)> = None;
        let mut consider = |attacking: bool, by_row: u8, line: Line| {
            let by_row = by_row as usize;
            if attacking && best.is_none_or(|(r, _)| by_row < r) {
                best = Some((by_row, line));
            }
        };
        consider(
            self.used_cols & (1 << col) != 0,
            self.row_on_col[col],
            Line::Column,
        );
        consider(
            self.used_diags & (1 << diag) != 0,
            self.row_on_diag[diag],
            Line::Diagonal,
        );
        consider(
            self.used_antis & (1 << anti) != 0,
            self.row_on_anti[anti],
            Line::AntiDiagonal,
        );
        best.map(|(r, line)| {
            (
                Square {
                    row: r,
                    col: self.queens[r] as usize,
                },
                line,
            )
        })
    }

    fn put(&mut self, row: usize, col: usize) {
        let diag = row + self.n - 1 - col;
        let anti = row + col;
        self.queens[row] = col as u8;
        self.used_cols |= 1 << col;
        self.used_diags |= 1 << diag;
        self.used_antis |= 1 << anti;
        self.row_on_col[col] = row as u8;
        self.row_on_diag[diag] = row as u8;
        self.row_on_anti[anti] = row as u8;
    }

    fn lift(&mut self, row: usize, col: usize) {
        self.used_cols &= !(1 << col);
        self.used_diags &= !(1 << (row + self.n - 1 - col));
        self.used_antis &= !(1 << (row + col));
    }

    fn event_of(&self, mv: Move) -> Event {
        match mv {
            Move::Place(row, col) => Event::Place { row, col },
            Move::Reject(row, col, attacker, line) => Event::Reject {
                row,
                col,
                attacker,
                line,
            },
            Move::Remove(row, col) => Event::Remove { row, col },
            Move::Solution(index) => Event::Solution {
                index,
                queens: self.queens[..self.n].to_vec(),
            },
            Move::Done => Event::Done,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Stepper;

    /// Everything a machine exposes, to compare two of them.
    fn state(s: &Stepper) -> (u64, Vec<u8>, super::StepCounts, bool, usize, usize) {
        (
            s.position(),
            s.queens().to_vec(),
            s.counts(),
            s.is_done(),
            s.depth,
            s.next_col,
        )
    }

    #[test]
    fn advance_in_runs_matches_single_steps() {
        for n in 1..=9 {
            for chunk in [1u64, 2, 3, 7, 64, 1000] {
                let mut one = Stepper::new(n).unwrap();
                let mut runs = Stepper::new(n).unwrap();
                loop {
                    let mut stepped = 0;
                    while stepped < chunk && one.step().is_some() {
                        stepped += 1;
                    }
                    assert_eq!(runs.advance(chunk), stepped, "n={n} chunk={chunk}");
                    assert_eq!(state(&runs), state(&one), "n={n} chunk={chunk}");
                    if stepped < chunk {
                        break;
                    }
                }
                assert!(runs.is_done());
            }
        }
    }

    #[test]
    fn advance_handles_the_widest_board() {
        let mut fast = Stepper::new(32).unwrap();
        let mut slow = Stepper::new(32).unwrap();
        for _ in 0..5_000 {
            slow.step();
        }
        assert_eq!(fast.advance(5_000), 5_000);
        assert_eq!(state(&fast), state(&slow));
        // And stepping on from a position reached in runs agrees too.
        assert_eq!(fast.step(), slow.step());
        assert_eq!(fast.back(), slow.back());
    }
}
