//! Boards in and out: LeetCode lists, formats, validation, symmetry, and
//! the seeds' strategies.
//!
//! Results cross as numbers, strings and typed arrays, never as JavaScript
//! objects built from Rust: building one calls JavaScript (`Array.prototype
//! .push`, `Reflect.set`) while Rust frames are live, and anything thrown
//! there would unwind through them (see `www/js/api/base.js`, "calls into
//! wasm"). `www/nqueens.js` builds the objects.

#[cfg(any(feature = "boards", feature = "counters"))]
use super::args::{board_size, name, to_js};
#[cfg(feature = "boards")]
use crate::Format;
#[cfg(any(feature = "boards", feature = "counters"))]
use crate::Strategy;
use crate::{FORMAT_NAMES, MAX_N, STRATEGY_NAMES};
use wasm_bindgen::prelude::*;

/// `solveNQueens` lists every board at once, so it is kept to sizes whose
/// list fits comfortably in memory (14,200 boards for n = 12).
#[cfg(feature = "boards")]
const SOLVE_MAX_N: usize = 12;

/// LeetCode 51: every solution's rows of `Q` and `.`, all concatenated
/// (`n`×`n` characters a board).
#[cfg(feature = "boards")]
#[wasm_bindgen(js_name = solveNQueens)]
pub fn solve_n_queens(n: JsValue) -> Result<String, JsValue> {
    let n = board_size(&n)?;
    if let Some(problem) = solve_size_problem(n) {
        return Err(js_sys::RangeError::new(&problem).into());
    }
    let mut text = String::new();
    for cols in crate::Solutions::new(n).map_err(to_js)? {
        text.extend(crate::leetcode_rows(&cols));
    }
    Ok(text)
}

/// Why `solveNQueens(n)` is refused: its list of boards would be too long.
#[cfg(feature = "boards")]
pub(crate) fn solve_size_problem(n: usize) -> Option<String> {
    (n > SOLVE_MAX_N).then(|| {
        format!(
            "solveNQueens lists every board, so n must be from 1 to {SOLVE_MAX_N}, got {n}; \
             iterate larger boards lazily with Solutions"
        )
    })
}

/// The largest board size.
#[wasm_bindgen(js_name = maxN)]
pub fn max_n() -> usize {
    MAX_N
}

/// Writes a board: `format` is `"leetcode"`, `"one-based"` or `"grid"`.
#[cfg(feature = "boards")]
#[wasm_bindgen(js_name = formatBoard)]
pub fn format_board(cols: &[u8], format: JsValue) -> Result<String, JsValue> {
    let format = name(&format, "format", FORMAT_NAMES)?;
    Format::from_name(&format)
        .and_then(|f| f.write(cols))
        .map_err(to_js)
}

/// The format names, comma-separated.
#[wasm_bindgen(js_name = formatNames)]
pub fn format_names() -> String {
    FORMAT_NAMES.join(",")
}

/// Whether a solution is the first of its symmetry class. Like the core's
/// `is_canonical`, it is only defined for solutions: any other board is a
/// `RangeError` (`validateBoard` says what is wrong with it).
#[cfg(feature = "boards")]
#[wasm_bindgen(js_name = isCanonical)]
pub fn is_canonical(cols: &[u8]) -> Result<bool, JsValue> {
    crate::is_canonical(cols).map_err(to_js)
}

/// The conflicts of a board, five bytes each: the two queens' rows and
/// columns (`a.row, a.col, b.row, b.col`) and the line (0 column,
/// 1 diagonal, 2 anti-diagonal); empty for a valid board.
#[cfg(feature = "boards")]
#[wasm_bindgen(js_name = validateBoard)]
pub fn validate_board(cols: &[u8]) -> Result<Vec<u8>, JsValue> {
    let conflicts = crate::validate(cols).map_err(to_js)?;
    let mut bytes = Vec::with_capacity(conflicts.len() * 5);
    for c in conflicts {
        // Squares of a board of at most MAX_N = 32 rows fit in a byte.
        bytes.extend([c.a.row, c.a.col, c.b.row, c.b.col].map(|x| x as u8));
        bytes.push(match c.line {
            crate::Line::Column => 0,
            crate::Line::Diagonal => 1,
            crate::Line::AntiDiagonal => 2,
        });
    }
    Ok(bytes)
}

/// The largest n the page's Count mode counts (the core's `MAX_COUNT_N`).
/// Here, not in `counting.rs`: the page's main thread reads it from the
/// module without counters.
#[wasm_bindgen(js_name = maxCountN)]
pub fn max_count_n() -> usize {
    crate::MAX_COUNT_N
}

/// The names of the strategies, slowest first, comma-separated.
#[wasm_bindgen(js_name = strategyNames)]
pub fn strategy_names() -> String {
    STRATEGY_NAMES.join(",")
}

#[cfg(any(feature = "boards", feature = "counters"))]
fn strategy(value: &JsValue) -> Result<Strategy, JsValue> {
    Strategy::from_name(&name(value, "strategy", STRATEGY_NAMES)?).map_err(to_js)
}

/// The largest board a strategy accepts.
#[cfg(feature = "boards")]
#[wasm_bindgen(js_name = strategyMaxN)]
pub fn strategy_max_n(name: JsValue) -> Result<usize, JsValue> {
    Ok(strategy(&name)?.max_n())
}

/// Runs a strategy: `[solutions, nodes, checks]`. With the counters: it
/// brings in every strategy's search, and the page runs it in a worker.
#[cfg(feature = "counters")]
#[wasm_bindgen(js_name = runStrategy)]
pub fn run_strategy(name: JsValue, n: JsValue) -> Result<Vec<f64>, JsValue> {
    let strategy = strategy(&name)?;
    let report = strategy.run(board_size(&n)?).map_err(to_js)?;
    Ok(vec![
        report.solutions as f64,
        report.nodes as f64,
        report.checks as f64,
    ])
}

/// C(n², n) and nⁿ as decimal numbers, separated by a space.
#[cfg(feature = "boards")]
#[wasm_bindgen(js_name = searchSpaces)]
pub fn search_spaces(n: JsValue) -> Result<String, JsValue> {
    let spaces = crate::search_spaces(board_size(&n)?).map_err(to_js)?;
    Ok(format!("{} {}", spaces.any_squares, spaces.one_per_row))
}
