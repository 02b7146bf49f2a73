//! Why a call would fail, asked before making it: the core's message as a
//! string, or `undefined` when the call will succeed.
//!
//! `www/nqueens.js` asks these before the calls whose arguments only the
//! core can judge (is this board a solution, do these queens attack each
//! other, does this strategy run that large), and throws the `RangeError`
//! itself. The raw exports build that error in Rust, by calling the page's
//! `RangeError`, while their frames are live: one replaced by a function
//! that throws would unwind through them, and what they own (the message,
//! the copied arguments) would never be freed (issue #27: 270 bytes a
//! call). A string returned here is read by the glue after Rust has
//! returned, and freed even if reading it throws.

use super::boards::solve_size_problem;
use crate::{Error, Square};
use wasm_bindgen::prelude::*;

fn message<T>(result: Result<T, Error>) -> Option<String> {
    result.err().map(|error| error.to_string())
}

/// `isCanonical`: a board that is not a solution.
#[wasm_bindgen(js_name = canonicalProblem)]
pub fn canonical_problem(cols: &[u8]) -> Option<String> {
    message(crate::is_canonical(cols))
}

/// `solutionRank`: a board that is not a solution (no search: a budget of 0).
#[wasm_bindgen(js_name = rankProblem)]
pub fn rank_problem(cols: &[u8]) -> Option<String> {
    message(crate::solution_rank(cols, 0))
}

/// `stepOfQueens`: queens that do not fit the board or attack each other.
#[wasm_bindgen(js_name = stepOfQueensProblem)]
pub fn step_of_queens_problem(n: usize, cols: &[u8]) -> Option<String> {
    message(crate::step_of_queens(n, cols, 0))
}

/// `hintFor`: queens that do not fit the board.
#[wasm_bindgen(js_name = hintProblem)]
pub fn hint_problem(n: usize, cols: &[u8]) -> Option<String> {
    message(crate::hint(n, cols, 0))
}

/// `attackedBy`: a queen off the board, or two on one square
/// (`squares` is `[row, col, row, col, …]`).
#[wasm_bindgen(js_name = attackedByProblem)]
pub fn attacked_by_problem(n: usize, squares: &[u8]) -> Option<String> {
    let queens: Vec<Square> = squares
        .chunks_exact(2)
        .map(|pair| Square {
            row: pair[0].into(),
            col: pair[1].into(),
        })
        .collect();
    message(crate::attacked_by(n, &queens))
}

/// `solveNQueens`: a size whose list of boards is too long.
#[wasm_bindgen(js_name = solveProblem)]
pub fn solve_problem(n: usize) -> Option<String> {
    solve_size_problem(n)
}

/// `runStrategy`: a size past what the strategy runs (`name` is one of
/// the strategy names, checked by the caller).
#[cfg(feature = "counters")]
#[wasm_bindgen(js_name = strategyProblem)]
pub fn strategy_problem(name: &str, n: usize) -> Option<String> {
    match crate::Strategy::from_name(name) {
        Ok(strategy) if n > strategy.max_n() => Some(
            Error::TooLargeForStrategy {
                strategy: strategy.name(),
                n,
                max: strategy.max_n(),
            }
            .to_string(),
        ),
        Ok(_) => None,
        Err(error) => Some(error.to_string()),
    }
}
