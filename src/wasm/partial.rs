//! The learner's own boards (quiz, free play): the step of a set of
//! queens, hints, a solution's rank, and the squares queens attack.

use super::args::{board_size, to_js};
use crate::{Hint, Square};
use wasm_bindgen::prelude::*;

/// Search nodes one call may walk: under 0.2 s in wasm (Node 20: 20 million
/// took 0.87 s), so a click never freezes the page; past it the answer is
/// "unknown" (`null`). Every board up to n = 12 fits (its whole search
/// tree is 0.86 million nodes).
const MAX_NODES: u64 = 4_000_000;

/// The step at which the search has exactly the queens `cols` (the columns
/// of the top rows), or `null` when that is too far to find quickly.
#[wasm_bindgen(js_name = stepOfQueens)]
pub fn step_of_queens(n: JsValue, cols: &[u8]) -> Result<Option<f64>, JsValue> {
    let n = board_size(&n)?;
    crate::step_of_queens(n, cols, MAX_NODES)
        .map(|step| step.map(|s| s as f64))
        .map_err(to_js)
}

/// The hint as numbers, `[kind, row, col]` (`www/nqueens.js` builds the
/// object): kind 0 place (at `row`, `col`), 1 solved, 2 cannot complete,
/// 3 unknown (then row and col are -1). Numbers rather than an object
/// built here: see `problems.rs`.
#[wasm_bindgen(js_name = hintFor)]
pub fn hint_for(n: JsValue, cols: &[u8]) -> Result<Vec<f64>, JsValue> {
    let n = board_size(&n)?;
    Ok(match crate::hint(n, cols, MAX_NODES).map_err(to_js)? {
        Hint::Place(Square { row, col }) => vec![0.0, row as f64, col as f64],
        Hint::Solved => vec![1.0, -1.0, -1.0],
        Hint::CannotComplete => vec![2.0, -1.0, -1.0],
        Hint::Unknown => vec![3.0, -1.0, -1.0],
    })
}

/// A solution's `[index, classFirst, classSize]`, or `undefined` when too
/// far in the search to count quickly.
#[wasm_bindgen(js_name = solutionRank)]
pub fn solution_rank(cols: &[u8]) -> Result<Option<Vec<f64>>, JsValue> {
    let rank = crate::solution_rank(cols, MAX_NODES).map_err(to_js)?;
    Ok(rank.map(|rank| {
        vec![
            rank.index as f64,
            rank.class_first as f64,
            rank.class_size as f64,
        ]
    }))
}

/// For each square (row by row), the position in the queen list of the
/// first queen attacking it, or -1. `squares` is `[row, col, row, col, …]`.
#[wasm_bindgen(js_name = attackedBy)]
pub fn attacked_by(n: JsValue, squares: &[u8]) -> Result<Vec<i32>, JsValue> {
    let n = board_size(&n)?;
    let queens: Vec<Square> = squares
        .chunks_exact(2)
        .map(|pair| Square {
            row: pair[0] as usize,
            col: pair[1] as usize,
        })
        .collect();
    let map = crate::attacked_by(n, &queens).map_err(to_js)?;
    Ok(map
        .into_iter()
        .map(|queen| queen.map_or(-1, |i| i as i32))
        .collect())
}
