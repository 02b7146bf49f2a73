//! Boards in and out: LeetCode lists, formats, validation, symmetry, and
//! the seeds' strategies.

use super::args::{board_size, to_js};
use crate::{Format, Strategy, MAX_N};
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

/// `solveNQueens` lists every board at once, so it is kept to sizes whose
/// list fits comfortably in memory (14,200 boards for n = 12).
const SOLVE_MAX_N: usize = 12;

fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a fresh plain object's own data property cannot fail.
    let _ = Reflect::set(object, &key.into(), &value.into());
}

fn square(row: usize, col: usize) -> Object {
    let object = Object::new();
    set(&object, "row", row as f64);
    set(&object, "col", col as f64);
    object
}

/// LeetCode 51: every solution as rows of `Q` and `.`.
#[wasm_bindgen(js_name = solveNQueens)]
pub fn solve_n_queens(n: JsValue) -> Result<Array, JsValue> {
    let n = board_size(&n)?;
    if n > SOLVE_MAX_N {
        return Err(js_sys::RangeError::new(&format!(
            "solveNQueens lists every board, so n must be from 1 to {SOLVE_MAX_N}, got {n}; \
             iterate larger boards lazily with Solutions"
        ))
        .into());
    }
    let boards = Array::new();
    for cols in crate::Solutions::new(n).map_err(to_js)? {
        let rows: Array = crate::leetcode_rows(&cols)
            .into_iter()
            .map(JsValue::from)
            .collect();
        boards.push(&rows);
    }
    Ok(boards)
}

/// The largest board size.
#[wasm_bindgen(js_name = maxN)]
pub fn max_n() -> usize {
    MAX_N
}

/// Writes a board: `format` is `"leetcode"`, `"one-based"` or `"grid"`.
#[wasm_bindgen(js_name = formatBoard)]
pub fn format_board(cols: &[u8], format: &str) -> Result<String, JsValue> {
    Format::from_name(format)
        .and_then(|f| f.write(cols))
        .map_err(to_js)
}

/// Whether a solution is the first of its symmetry class. Like the core's
/// `is_canonical`, it is only defined for solutions: any other board is a
/// `RangeError` (`validateBoard` says what is wrong with it).
#[wasm_bindgen(js_name = isCanonical)]
pub fn is_canonical(cols: &[u8]) -> Result<bool, JsValue> {
    crate::is_canonical(cols).map_err(to_js)
}

/// `{ valid, conflicts: [{ a: {row, col}, b: {row, col}, line }] }`.
#[wasm_bindgen(js_name = validateBoard)]
pub fn validate_board(cols: &[u8]) -> Result<Object, JsValue> {
    let conflicts = crate::validate(cols).map_err(to_js)?;
    let result = Object::new();
    set(&result, "valid", conflicts.is_empty());
    let list = Array::new();
    for c in conflicts {
        let conflict = Object::new();
        set(&conflict, "a", square(c.a.row, c.a.col));
        set(&conflict, "b", square(c.b.row, c.b.col));
        set(&conflict, "line", c.line.name());
        list.push(&conflict);
    }
    set(&result, "conflicts", list);
    Ok(result)
}

/// The names of the strategies, slowest first.
#[wasm_bindgen(js_name = strategyNames)]
pub fn strategy_names() -> Array {
    crate::STRATEGY_NAMES
        .iter()
        .map(|s| JsValue::from(*s))
        .collect()
}

/// The largest board a strategy accepts.
#[wasm_bindgen(js_name = strategyMaxN)]
pub fn strategy_max_n(name: &str) -> Result<usize, JsValue> {
    Ok(Strategy::from_name(name).map_err(to_js)?.max_n())
}

/// Runs a strategy: `{ strategy, n, solutions, nodes, checks }`.
#[wasm_bindgen(js_name = runStrategy)]
pub fn run_strategy(name: &str, n: JsValue) -> Result<Object, JsValue> {
    let strategy = Strategy::from_name(name).map_err(to_js)?;
    let report = strategy.run(board_size(&n)?).map_err(to_js)?;
    let result = Object::new();
    set(&result, "strategy", report.strategy.name());
    set(&result, "n", report.n as f64);
    set(&result, "solutions", report.solutions as f64);
    set(&result, "nodes", report.nodes as f64);
    set(&result, "checks", report.checks as f64);
    Ok(result)
}

/// `{ anySquares, onePerRow }`: C(n², n) and nⁿ as decimal strings.
#[wasm_bindgen(js_name = searchSpaces)]
pub fn search_spaces(n: JsValue) -> Result<Object, JsValue> {
    let spaces = crate::search_spaces(board_size(&n)?).map_err(to_js)?;
    let result = Object::new();
    set(&result, "anySquares", spaces.any_squares);
    set(&result, "onePerRow", spaces.one_per_row);
    Ok(result)
}
