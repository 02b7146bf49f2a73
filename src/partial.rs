//! Partial boards: what the search does from a learner's queens.
//!
//! The free-play and "continue the search" features ask questions about a
//! board the learner built by hand: which squares its queens attack, the
//! step at which the search has exactly these queens, the next square the
//! search keeps on its way to a solution, and where a solution stands in
//! the search's order. The answers come from the same depth-first search as
//! [`Stepper`](crate::Stepper) and [`Solutions`](crate::Solutions), walked
//! with bitmasks.
//!
//! Walking a subtree of the search can take very long for large `n`, so the
//! walks take a budget of search nodes and answer `None` (or
//! [`Hint::Unknown`]) when it runs out, instead of freezing the caller.

use crate::board::{attack_line, check_board, symmetries, validate, Square};
use crate::solutions::full_mask;
use crate::{check_size, Error};

/// Search nodes a walk may visit before giving up.
#[derive(Debug, Clone, Copy)]
struct Budget(u64);

impl Budget {
    /// Spends one node; `false` once none are left.
    fn spend(&mut self) -> bool {
        if self.0 == 0 {
            return false;
        }
        self.0 -= 1;
        true
    }
}

/// The squares attacked in the row below a set of queens, as bitmasks.
#[derive(Debug, Clone, Copy)]
struct Masks {
    cols: u32,
    /// Diagonal (`row - col` constant) attacks, shifted to the row below.
    diag: u32,
    /// Anti-diagonal (`row + col` constant) attacks, shifted to the row below.
    anti: u32,
}

impl Masks {
    const EMPTY: Masks = Masks {
        cols: 0,
        diag: 0,
        anti: 0,
    };

    fn free(self, full: u32) -> u32 {
        full & !(self.cols | self.diag | self.anti)
    }

    /// The masks for the row below after putting a queen on column `bit`.
    fn child(self, bit: u32, full: u32) -> Masks {
        Masks {
            cols: self.cols | bit,
            diag: ((self.diag | bit) << 1) & full,
            anti: (self.anti | bit) >> 1,
        }
    }
}

/// Checks that `prefix` places queens in the top rows of an `n`×`n` board
/// (one queen a row, `prefix[row]` its column), attacking each other or not.
fn check_prefix_shape(n: usize, prefix: &[u8]) -> Result<(), Error> {
    check_size(n)?;
    if prefix.len() > n {
        return Err(Error::InvalidBoard(format!(
            "{} queens do not fit one a row on a {n}×{n} board",
            prefix.len()
        )));
    }
    match prefix.iter().position(|&c| c as usize >= n) {
        Some(row) => Err(Error::InvalidBoard(format!(
            "row {row} has column {}, but columns run from 0 to {}",
            prefix[row],
            n - 1
        ))),
        None => Ok(()),
    }
}

/// Why the search never has all the queens of `prefix` at once: the first
/// two that attack each other, if any.
fn prefix_conflict(prefix: &[u8]) -> Option<String> {
    for (i, &a) in prefix.iter().enumerate() {
        for (j, &b) in prefix.iter().enumerate().skip(i + 1) {
            let from = Square {
                row: i,
                col: a as usize,
            };
            let to = Square {
                row: j,
                col: b as usize,
            };
            if let Some(line) = attack_line(from, to) {
                return Some(format!(
                    "the queens in rows {i} and {j} share a {line}, so the search never has them both"
                ));
            }
        }
    }
    None
}

/// Events [`Stepper`](crate::Stepper) applies below a queen just placed
/// (whose masks for the next row are `masks`, at row `row`), up to but not
/// including the `Remove` that lifts it again: one event per square tried
/// and, for each placement, the events below it and its removal; one
/// `Solution` event under a full board. `None` when the budget runs out.
fn events_below(n: usize, row: usize, masks: Masks, budget: &mut Budget) -> Option<u64> {
    if !budget.spend() {
        return None;
    }
    if row == n {
        return Some(1);
    }
    let full = full_mask(n);
    let mut free = masks.free(full);
    let mut events = (n - free.count_ones() as usize) as u64; // the rejects
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free &= free - 1;
        events += 2 + events_below(n, row + 1, masks.child(bit, full), budget)?;
    }
    Some(events)
}

/// Solutions below a queen just placed (see [`events_below`]).
fn solutions_below(n: usize, row: usize, masks: Masks, budget: &mut Budget) -> Option<u64> {
    if !budget.spend() {
        return None;
    }
    if row == n {
        return Some(1);
    }
    let full = full_mask(n);
    let mut free = masks.free(full);
    let mut solutions = 0;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free &= free - 1;
        solutions += solutions_below(n, row + 1, masks.child(bit, full), budget)?;
    }
    Some(solutions)
}

/// The first solution in search order below a queen just placed, written
/// into `cols[row..]`: `Some(true)` found, `Some(false)` none, `None` when
/// the budget ran out.
fn first_solution_below(
    n: usize,
    row: usize,
    masks: Masks,
    cols: &mut [u8],
    budget: &mut Budget,
) -> Option<bool> {
    if !budget.spend() {
        return None;
    }
    if row == n {
        return Some(true);
    }
    let full = full_mask(n);
    let mut free = masks.free(full);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free &= free - 1;
        cols[row] = bit.trailing_zeros() as u8;
        if first_solution_below(n, row + 1, masks.child(bit, full), cols, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

/// Sums `below` over every branch the search explores, in order, before it
/// reaches `prefix` (a checked prefix): for each row, the squares left of
/// the prefix's queen. `tried` counts what a square tried costs by itself
/// (1 for an event, 0 for a solution).
fn sum_before(
    n: usize,
    prefix: &[u8],
    max_nodes: u64,
    attacked_cost: u64,
    placed_cost: u64,
    below: fn(usize, usize, Masks, &mut Budget) -> Option<u64>,
) -> Option<u64> {
    let full = full_mask(n);
    let mut budget = Budget(max_nodes);
    let mut masks = Masks::EMPTY;
    let mut total = 0u64;
    for (row, &target) in prefix.iter().enumerate() {
        let free = masks.free(full);
        for col in 0..target as u32 {
            let bit = 1 << col;
            total += if free & bit == 0 {
                attacked_cost
            } else {
                placed_cost + below(n, row + 1, masks.child(bit, full), &mut budget)?
            };
        }
        masks = masks.child(1 << target, full);
    }
    Some(total)
}

/// The position at which [`Stepper`](crate::Stepper) has exactly the queens
/// `prefix` on an `n`×`n` board, right after placing the last of them (0
/// for no queens): what "continue the search from here" seeks to.
///
/// `prefix[row]` is the column of the queen in `row`, for the top rows.
/// Queens that attack each other are an [`Error::InvalidBoard`]: the search
/// never has them both. `Ok(None)` when the walk needs more than
/// `max_nodes` search nodes.
///
/// ```
/// use nqueens_lab::{step_of_queens, Stepper};
/// // The first solution of 4 queens is complete at step 30.
/// assert_eq!(step_of_queens(4, &[1, 3, 0, 2], u64::MAX)?, Some(30));
/// let mut s = Stepper::new(4)?;
/// s.seek(30);
/// assert_eq!(s.queens(), [1, 3, 0, 2]);
/// assert!(step_of_queens(4, &[0, 1], u64::MAX).is_err()); // same diagonal
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn step_of_queens(n: usize, prefix: &[u8], max_nodes: u64) -> Result<Option<u64>, Error> {
    check_prefix_shape(n, prefix)?;
    if let Some(why) = prefix_conflict(prefix) {
        return Err(Error::InvalidBoard(why));
    }
    // Before each queen of the prefix: one event per square left of it (a
    // reject, or a place + the events below + the remove), then its place.
    Ok(sum_before(n, prefix, max_nodes, 1, 2, events_below).map(|e| e + prefix.len() as u64))
}

/// What the search does next from a learner's queens in the top rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hint {
    /// The next queen the search keeps: the square in the next row of the
    /// first solution (in search order) that contains these queens.
    Place(Square),
    /// The queens already fill the board without attacking each other.
    Solved,
    /// No solution contains these queens: the search would backtrack out of them.
    CannotComplete,
    /// The walk needed more search nodes than allowed.
    Unknown,
}

/// The hint for the learner's queens `prefix` (columns of the top rows) on
/// an `n`×`n` board; queens that attack each other cannot be completed.
///
/// ```
/// use nqueens_lab::{hint, Hint, Square};
/// // From an empty 4×4 board, the first solution starts in column 1.
/// assert_eq!(hint(4, &[], u64::MAX)?, Hint::Place(Square { row: 0, col: 1 }));
/// // A queen in a corner of a 4×4 board is in no solution.
/// assert_eq!(hint(4, &[0], u64::MAX)?, Hint::CannotComplete);
/// assert_eq!(hint(4, &[0, 1], u64::MAX)?, Hint::CannotComplete);
/// assert_eq!(hint(4, &[1, 3, 0, 2], u64::MAX)?, Hint::Solved);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn hint(n: usize, prefix: &[u8], max_nodes: u64) -> Result<Hint, Error> {
    check_prefix_shape(n, prefix)?;
    if prefix_conflict(prefix).is_some() {
        return Ok(Hint::CannotComplete);
    }
    let row = prefix.len();
    if row == n {
        return Ok(Hint::Solved);
    }
    let full = full_mask(n);
    let masks = prefix
        .iter()
        .fold(Masks::EMPTY, |m, &c| m.child(1 << c, full));
    let mut cols = [0u8; 32];
    let mut budget = Budget(max_nodes);
    Ok(
        match first_solution_below(n, row, masks, &mut cols[..n], &mut budget) {
            Some(true) => Hint::Place(Square {
                row,
                col: cols[row] as usize,
            }),
            Some(false) => Hint::CannotComplete,
            None => Hint::Unknown,
        },
    )
}

/// Where a solution stands among the search's solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolutionRank {
    /// 0-based number of the solution in search order (as
    /// [`Solutions`](crate::Solutions) yields them).
    pub index: u64,
    /// 0-based number of the first solution of its symmetry class (its
    /// canonical representative).
    pub class_first: u64,
    /// Distinct boards in its symmetry class: 1, 2, 4 or 8.
    pub class_size: usize,
}

/// 0-based number of a (checked) solution in search order.
fn solution_index(cols: &[u8], max_nodes: u64) -> Option<u64> {
    sum_before(cols.len(), cols, max_nodes, 0, 0, solutions_below)
}

/// Where the solution `cols` stands in the search's order, and its symmetry
/// class. A board that is not a solution is an [`Error::InvalidBoard`];
/// `Ok(None)` when counting the solutions before it needs more than
/// `max_nodes` search nodes (for the board or for its class's first).
///
/// ```
/// use nqueens_lab::{solution_rank, SolutionRank};
/// assert_eq!(
///     solution_rank(&[2, 0, 3, 1], u64::MAX)?,
///     Some(SolutionRank { index: 1, class_first: 0, class_size: 2 })
/// );
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn solution_rank(cols: &[u8], max_nodes: u64) -> Result<Option<SolutionRank>, Error> {
    check_board(cols)?;
    if let Some(c) = validate(cols)?.first() {
        return Err(Error::InvalidBoard(format!(
            "not a solution: the queens in rows {} and {} share a {}",
            c.a.row, c.b.row, c.line
        )));
    }
    let mut images = symmetries(cols)?.to_vec();
    images.sort();
    images.dedup();
    let Some(index) = solution_index(cols, max_nodes) else {
        return Ok(None);
    };
    // The canonical image is the smallest: its index is the class's first.
    let Some(class_first) = solution_index(&images[0], max_nodes) else {
        return Ok(None);
    };
    Ok(Some(SolutionRank {
        index,
        class_first,
        class_size: images.len(),
    }))
}

/// For each square of an `n`×`n` board (row by row), the position in
/// `queens` of the first queen that attacks it along a row, column or
/// diagonal, not counting a queen on the square itself: so a queen's own
/// square names a queen it is in conflict with. `None` for squares no queen
/// attacks. Queens may stand anywhere (free play allows two in a row); a
/// square off the board, or two queens on one square, is an
/// [`Error::InvalidBoard`].
///
/// ```
/// use nqueens_lab::{attacked_by, Square};
/// let queens = [Square { row: 0, col: 0 }];
/// let map = attacked_by(2, &queens)?;
/// assert_eq!(map, [None, Some(0), Some(0), Some(0)]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn attacked_by(n: usize, queens: &[Square]) -> Result<Vec<Option<usize>>, Error> {
    check_size(n)?;
    let mut on_square = vec![false; n * n];
    for q in queens {
        if q.row >= n || q.col >= n {
            return Err(Error::InvalidBoard(format!(
                "the queen at row {}, column {} is off the {n}×{n} board",
                q.row, q.col
            )));
        }
        if std::mem::replace(&mut on_square[q.row * n + q.col], true) {
            return Err(Error::InvalidBoard(format!(
                "two queens stand on row {}, column {}",
                q.row, q.col
            )));
        }
    }
    let mut map = vec![None; n * n];
    for (i, q) in queens.iter().enumerate() {
        for row in 0..n {
            for col in 0..n {
                let slot = &mut map[row * n + col];
                let square = Square { row, col };
                if slot.is_none()
                    && square != *q
                    && (row == q.row || attack_line(*q, square).is_some())
                {
                    *slot = Some(i);
                }
            }
        }
    }
    Ok(map)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Event, Solutions, Stepper};

    #[test]
    fn step_of_queens_matches_every_placement_of_the_stepper() {
        for n in 1..=7 {
            let mut s = Stepper::new(n).unwrap();
            assert_eq!(step_of_queens(n, &[], u64::MAX).unwrap(), Some(0));
            while let Some(event) = s.step() {
                if let Event::Place { .. } = event {
                    let got = step_of_queens(n, s.queens(), u64::MAX).unwrap();
                    assert_eq!(got, Some(s.position()), "n={n} {:?}", s.queens());
                }
            }
        }
    }

    #[test]
    fn hint_is_the_next_row_of_the_first_solution_through_the_queens() {
        for n in 1..=8 {
            let solutions: Vec<Vec<u8>> = Solutions::new(n).unwrap().collect();
            let mut s = Stepper::new(n).unwrap();
            let mut prefixes = vec![vec![]];
            while let Some(event) = s.step() {
                if let Event::Place { .. } | Event::Reject { .. } = event {
                    prefixes.push(s.queens().to_vec());
                }
            }
            for prefix in prefixes {
                let expected = match solutions.iter().find(|sol| sol.starts_with(&prefix)) {
                    None => Hint::CannotComplete,
                    Some(_) if prefix.len() == n => Hint::Solved,
                    Some(sol) => Hint::Place(Square {
                        row: prefix.len(),
                        col: sol[prefix.len()] as usize,
                    }),
                };
                assert_eq!(
                    hint(n, &prefix, u64::MAX).unwrap(),
                    expected,
                    "n={n} {prefix:?}"
                );
            }
        }
        assert_eq!(hint(4, &[0, 0], u64::MAX).unwrap(), Hint::CannotComplete);
        assert!(hint(4, &[4], u64::MAX).is_err());
        assert!(hint(0, &[], u64::MAX).is_err());
    }

    #[test]
    fn solution_rank_numbers_every_solution_and_its_class() {
        for n in 1..=8 {
            let solutions: Vec<Vec<u8>> = Solutions::new(n).unwrap().collect();
            for (index, sol) in solutions.iter().enumerate() {
                let rank = solution_rank(sol, u64::MAX).unwrap().unwrap();
                assert_eq!(rank.index, index as u64);
                let class: Vec<usize> = symmetries(sol)
                    .unwrap()
                    .iter()
                    .map(|image| solutions.iter().position(|s| s == image).unwrap())
                    .collect();
                assert_eq!(rank.class_first, *class.iter().min().unwrap() as u64);
                let mut distinct = class.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(rank.class_size, distinct.len());
            }
        }
        assert!(solution_rank(&[0, 1, 2, 3], u64::MAX).is_err());
    }

    #[test]
    fn walks_give_up_when_the_budget_runs_out() {
        assert_eq!(step_of_queens(32, &[31], 1_000).unwrap(), None);
        assert_eq!(hint(32, &[0, 2], 0).unwrap(), Hint::Unknown);
        let first_of_12: Vec<u8> = Solutions::new(12).unwrap().next().unwrap();
        assert!(solution_rank(&first_of_12, 1_000_000).unwrap().is_some());
        // Its upside-down image comes far later in the search.
        let mut last = first_of_12.clone();
        last.reverse();
        assert_eq!(solution_rank(&last, 1_000).unwrap(), None);
    }

    #[test]
    fn attacked_by_names_the_first_queen_on_each_line() {
        let queens = [Square { row: 0, col: 0 }, Square { row: 0, col: 2 }];
        let map = attacked_by(3, &queens).unwrap();
        // Row 0: (0,1) by queen 0; each queen attacked by the other.
        assert_eq!(&map[..3], &[Some(1), Some(0), Some(0)]);
        // (1,1): diagonal of queen 0 (and anti-diagonal of queen 1).
        assert_eq!(map[4], Some(0));
        // (2,1) is attacked by nobody.
        assert_eq!(map[7], None);
        assert!(attacked_by(3, &[Square { row: 3, col: 0 }]).is_err());
        assert!(attacked_by(3, &[queens[0], queens[0]]).is_err());
    }
}
