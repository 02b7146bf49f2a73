//! # nqueens
//!
//! Learn backtracking (回溯) through the N-Queens puzzle: place `n` queens on
//! an `n`×`n` board so that no two share a row, a column or a diagonal.
//!
//! The search follows the seeds' lecture notes: define the solution space
//! (one queen a row, so a board is the column of each row's queen), search it
//! depth first, prune (剪枝) every square a queen already attacks, and undo
//! on return. This crate is the pure core of the project: no WebAssembly or
//! JavaScript in it (the `wasm` module, built only for `wasm32`, converts).
//!
//! - [`Solutions`]: a lazy, resumable iterator over every solution, O(n) memory.
//! - [`Stepper`]: the same search one [`Event`] at a time, forwards and
//!   backwards in O(1), each event saying what happened and why.
//! - [`count`], [`count_unique`], [`count_solutions`]: fast counting by
//!   building the board's halves from its quadrants and matching them with
//!   bitsets; [`CountPlan`] cuts a count into pieces for threads.
//! - [`Strategy`]: the seeds' strategies from brute force to bitmasks, with
//!   honest counters, and [`search_spaces`], the sizes the seeds quote.
//! - [`Format`], [`solve_n_queens`], [`validate`], [`is_canonical`]: boards in
//!   and out.
//! - [`step_of_queens`], [`hint`], [`solution_rank`], [`attacked_by`]: what
//!   the search does from a learner's own queens (quiz and free play).
//!
//! Every size `n` must be in `1..=32` ([`MAX_N`]); anything else is an
//! [`Error`], never a panic. Coordinates are 0-based.
//!
//! ```
//! use nqueens_lab::{count, Solutions};
//! assert_eq!(Solutions::new(8)?.count(), 92);
//! assert_eq!(count(12)?, 14_200);
//! # Ok::<(), nqueens_lab::Error>(())
//! ```

#![warn(missing_docs)]

mod board;
mod count;
mod error;
mod format;
mod partial;
pub mod programs;
mod solutions;
mod stepper;
mod strategies;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use board::{attack_line, is_canonical, symmetries, validate, Conflict, Line, Square};
pub use count::{
    count, count_classes, count_mirror, count_plain, count_solutions, count_unique, ClassCounts,
    CountPlan, Piece, PieceCounts, SolutionCounts, MAX_COUNT_N,
};
/// Not part of the API: the join's wasm `simd128` sum of the bits one
/// bitset shares with each of one to four others (`common_bits_with`, the
/// join's partners counted together) and its scalar oracle, for the
/// property tests in tests/web.rs (the join's internals are private, and
/// that suite runs only in wasm).
#[doc(hidden)]
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub fn common_bits_with_simd128_and_scalar(a: &[u64], b: &[&[u64]]) -> (u64, u64) {
    count::common_bits_with_both(a, b)
}
pub use error::{check_size, Error};
pub use format::{leetcode_rows, solve_n_queens, Format, FORMAT_NAMES};
pub use partial::{attacked_by, hint, solution_rank, step_of_queens, Hint, SolutionRank};
pub use solutions::{is_last_queen_column, Solutions};
pub use stepper::{Event, StepCounts, Stepper};
pub use strategies::{search_spaces, Report, SearchSpaces, Strategy, STRATEGY_NAMES};

/// The largest board size: boards are bitmasks of 32 columns.
pub const MAX_N: usize = 32;
