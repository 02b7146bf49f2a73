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
//!   joining the board's top and bottom halves; [`CountPlan`] cuts a count
//!   into pieces for threads.
//! - [`Strategy`]: the seeds' strategies from brute force to bitmasks, with
//!   honest counters, and [`search_spaces`], the sizes the seeds quote.
//! - [`Format`], [`solve_n_queens`], [`validate`], [`is_canonical`]: boards in
//!   and out.
//!
//! Every size `n` must be in `1..=32` ([`MAX_N`]); anything else is an
//! [`Error`], never a panic. Coordinates are 0-based.
//!
//! ```
//! use nqueens::{count, Solutions};
//! assert_eq!(Solutions::new(8)?.count(), 92);
//! assert_eq!(count(12)?, 14_200);
//! # Ok::<(), nqueens::Error>(())
//! ```

#![warn(missing_docs)]

mod board;
mod count;
mod error;
mod format;
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
pub use error::{check_size, Error};
pub use format::{leetcode_rows, solve_n_queens, Format, FORMAT_NAMES};
pub use solutions::Solutions;
pub use stepper::{Event, StepCounts, Stepper};
pub use strategies::{search_spaces, Report, SearchSpaces, Strategy, STRATEGY_NAMES};

/// The largest board size: boards are bitmasks of 32 columns.
pub const MAX_N: usize = 32;
