//! The learner's own boards (quiz, free play): the step of a set of
//! queens, hints, a solution's rank, and the squares queens attack.

use super::args::{board_size, to_js};
use crate::{Hint, Square};
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;

/// Search nodes one call may walk: under 0.2 s in wasm (Node 20: 20 million
/// took 0.87 s), so a click never freezes the page; past it the answer is
/// "unknown" (`null`). Every board up to n = 12 fits (its whole search
/// tree is 0.86 million nodes).
const MAX_NODES: u64 = 4_000_000;

fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a fresh plain object's own data property cannot fail.
    let _ = Reflect::set(object, &key.into(), &value.into());
}

/// The step at which the search has exactly the queens `cols` (the columns
/// of the top rows), or `null` when that is too far to find quickly.
#[wasm_bindgen(js_name = stepOfQueens)]
pub fn step_of_queens(n: JsValue, cols: &[u8]) -> Result<Option<f64>, JsValue> {
    let n = board_size(&n)?;
    crate::step_of_queens(n, cols, MAX_NODES)
        .map(|step| step.map(|s| s as f64))
        .map_err(to_js)
}

/// `{ kind: 'place', row, col }`, or `{ kind }` with `'solved'`,
/// `'cannot-complete'` or `'unknown'`.
#[wasm_bindgen(js_name = hintFor)]
pub fn hint_for(n: JsValue, cols: &[u8]) -> Result<Object, JsValue> {
    let n = board_size(&n)?;
    let result = Object::new();
    match crate::hint(n, cols, MAX_NODES).map_err(to_js)? {
        Hint::Place(Square { row, col }) => {
            set(&result, "kind", "place");
            set(&result, "row", row as f64);
            set(&result, "col", col as f64);
        }
        Hint::Solved => set(&result, "kind", "solved"),
        Hint::CannotComplete => set(&result, "kind", "cannot-complete"),
        Hint::Unknown => set(&result, "kind", "unknown"),
    }
    Ok(result)
}

/// `{ index, classFirst, classSize }` of a solution, or `null` when too far
/// in the search to count quickly.
#[wasm_bindgen(js_name = solutionRank)]
pub fn solution_rank(cols: &[u8]) -> Result<Option<Object>, JsValue> {
    let rank = crate::solution_rank(cols, MAX_NODES).map_err(to_js)?;
    Ok(rank.map(|rank| {
        let result = Object::new();
        set(&result, "index", rank.index as f64);
        set(&result, "classFirst", rank.class_first as f64);
        set(&result, "classSize", rank.class_size as f64);
        result
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
