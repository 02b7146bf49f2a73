//! Counting solutions without listing them.
//!
//! - [`count`] / [`count_unique`] / [`count_solutions`]: the fast path, which
//!   searches only one board of every symmetry class and weights it by the
//!   size of its class (2, 4 or 8).
//! - [`count_mirror`]: the classic bitmask counter with mirror halving of the
//!   first row (Somers-style), and [`count_plain`]: bitmasks, no symmetry.
//!   Both are simple enough to trust, so the tests use them as oracles, and
//!   the benchmarks as baselines.
//! - [`CountPlan`]: the fast count cut into independent pieces for Web
//!   Workers or threads.

mod bitmask;
mod plan;
mod symmetric;

pub use bitmask::{count_mirror, count_plain};
pub use plan::{CountPlan, Piece};
pub use symmetric::ClassCounts;

use crate::{check_size, Error};

/// Total and unique (up to rotation and reflection) numbers of solutions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SolutionCounts {
    /// All solutions (OEIS A000170).
    pub total: u64,
    /// Solutions up to the eight symmetries of the board (OEIS A002562).
    pub unique: u64,
}

/// Counts the total and unique solutions in one search.
///
/// ```
/// let c = nqueens::count_solutions(8)?;
/// assert_eq!((c.total, c.unique), (92, 12));
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count_solutions(n: usize) -> Result<SolutionCounts, Error> {
    let classes = CountPlan::whole(n)?.count_all();
    Ok(SolutionCounts {
        total: classes.total(),
        unique: classes.unique(),
    })
}

/// The number of solutions of the n-queens puzzle (LeetCode 52).
///
/// ```
/// assert_eq!(nqueens::count(8)?, 92);
/// assert_eq!(nqueens::count(33).unwrap_err().to_string(),
///            "board size n must be a whole number from 1 to 32, got 33");
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count(n: usize) -> Result<u64, Error> {
    check_size(n)?;
    Ok(count_solutions(n)?.total)
}

/// The number of solutions up to rotation and reflection.
///
/// ```
/// assert_eq!(nqueens::count_unique(8)?, 12);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn count_unique(n: usize) -> Result<u64, Error> {
    Ok(count_solutions(n)?.unique)
}
