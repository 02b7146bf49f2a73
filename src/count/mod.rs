//! Counting solutions without listing them.
//!
//! - [`count`] / [`count_unique`] / [`count_solutions`]: the fast path, the
//!   join counter (`join`): the board's halves are built from its quadrants
//!   and matched with bitsets, column set by column set, with the unique
//!   count from the boards the turns fix (`turns`, Burnside).
//! - [`CountPlan`]: that count cut into independent pieces for Web Workers
//!   or threads.
//! - [`count_classes`]: the backtracking counter that searches one board of
//!   every symmetry class (the fast path before the join), and
//!   [`count_mirror`] / [`count_plain`]: the classic bitmask counters. They
//!   are the tests' independent oracles and the benchmarks' baselines.

mod bitmask;
mod join;
mod plan;
mod symmetric;
mod turns;

pub use bitmask::{count_mirror, count_plain};
pub use plan::{CountPlan, Piece, PieceCounts};
pub use symmetric::{count_classes, ClassCounts};

use crate::Error;

/// The wasm `simd128` sum of one bitset's common bits with one to four
/// others and its scalar oracle.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(crate) fn common_bits_with_both(a: &[u64], b: &[&[u64]]) -> (u64, u64) {
    join::common_bits_with_both(a, b)
}

/// The largest board the page's Count mode offers: n = 21 has
/// 314,666,222,712 solutions, counted by the join in pieces that stay far
/// below 1 GB of wasm memory (docs/performance.md); n = 22 would take days
/// in a browser.
pub const MAX_COUNT_N: usize = 21;

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
/// let c = nqueens_lab::count_solutions(8)?;
/// assert_eq!((c.total, c.unique), (92, 12));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_solutions(n: usize) -> Result<SolutionCounts, Error> {
    let counts = CountPlan::new(n)?.count_all();
    Ok(SolutionCounts {
        total: counts.total(),
        unique: counts.unique(),
    })
}

/// The number of solutions of the n-queens puzzle (LeetCode 52).
///
/// ```
/// assert_eq!(nqueens_lab::count(8)?, 92);
/// assert_eq!(nqueens_lab::count(33).unwrap_err().to_string(),
///            "board size n must be a whole number from 1 to 32, got 33");
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count(n: usize) -> Result<u64, Error> {
    Ok(CountPlan::new(n)?.count_total())
}

/// The number of solutions up to rotation and reflection.
///
/// ```
/// assert_eq!(nqueens_lab::count_unique(8)?, 12);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_unique(n: usize) -> Result<u64, Error> {
    Ok(count_solutions(n)?.unique)
}
