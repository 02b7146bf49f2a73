//! Counting, whole or in pieces for Web Workers (feature `counters`).
//!
//! Counts cross as `[total, unique]` numbers, not objects built from Rust
//! (see `boards.rs`).

use super::args::{board_size, to_js, whole_number};
use crate::PieceCounts;
use wasm_bindgen::prelude::*;

/// `[total, unique]`; `unique` is `share` of the unique count (a piece's
/// share is a multiple of 1/8, exact in a double; a whole plan's is whole).
fn counts_pair(total: u64, unique: f64) -> Vec<f64> {
    vec![total as f64, unique]
}

fn plan_counts(n: &JsValue) -> Result<PieceCounts, JsValue> {
    let plan = crate::CountPlan::new(board_size(n)?).map_err(to_js)?;
    Ok(plan.count_all())
}

/// LeetCode 52: the number of solutions. Blocks until done; count large
/// boards with `CountPlan` in Web Workers.
#[wasm_bindgen(js_name = totalNQueens)]
pub fn total_n_queens(n: JsValue) -> Result<f64, JsValue> {
    let plan = crate::CountPlan::new(board_size(&n)?).map_err(to_js)?;
    Ok(plan.count_total() as f64)
}

/// The number of solutions up to rotation and reflection.
#[wasm_bindgen(js_name = uniqueNQueens)]
pub fn unique_n_queens(n: JsValue) -> Result<f64, JsValue> {
    Ok(plan_counts(&n)?.unique() as f64)
}

/// `[total, unique]` in one search.
#[wasm_bindgen(js_name = countSolutions)]
pub fn count_solutions(n: JsValue) -> Result<Vec<f64>, JsValue> {
    let counts = plan_counts(&n)?;
    Ok(counts_pair(counts.total(), counts.unique() as f64))
}

/// The count of one board cut into independent pieces, the same in every
/// worker that builds it.
#[wasm_bindgen]
pub struct CountPlan(crate::CountPlan);

#[wasm_bindgen]
impl CountPlan {
    /// Cuts the count of an `n`×`n` board into pieces.
    #[wasm_bindgen(constructor)]
    pub fn new(n: JsValue) -> Result<CountPlan, JsValue> {
        crate::CountPlan::new(board_size(&n)?)
            .map(CountPlan)
            .map_err(to_js)
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn n(&self) -> usize {
        self.0.n()
    }

    /// The number of pieces.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> usize {
        self.0.len()
    }

    /// How many sets of tables a worker builds to count every piece in
    /// order (the join's cases; 0 when the pieces need none): the count's
    /// estimate adds their building.
    #[wasm_bindgen(getter, js_name = tableSets)]
    pub fn table_sets(&self) -> usize {
        self.0.table_sets()
    }

    /// `[total, unique]` of piece `index`, a whole number below `length`:
    /// the piece's solutions and its share of the unique count (a multiple
    /// of 1/8; the shares of all pieces add up to the whole number).
    #[wasm_bindgen(js_name = countPiece)]
    pub fn count_piece(&self, index: JsValue) -> Result<Vec<f64>, JsValue> {
        let last = self.0.len().saturating_sub(1) as u64;
        let index = whole_number(&index, "piece index", 0, Some(last))?;
        // In range: whole_number checked it against the last index.
        let counts = self.0.count_piece(index as usize).unwrap_or_default();
        Ok(counts_pair(counts.total(), counts.unique_share()))
    }

    /// Builds the tables piece `index` (a whole number below `length`)
    /// needs, so that counting it next times the counting alone (the
    /// estimate before a count does this).
    #[wasm_bindgen(js_name = preparePiece)]
    pub fn prepare_piece(&self, index: JsValue) -> Result<(), JsValue> {
        let last = self.0.len().saturating_sub(1) as u64;
        let index = whole_number(&index, "piece index", 0, Some(last))?;
        self.0.prepare_piece(index as usize);
        Ok(())
    }

    /// `[total, unique]` of pieces `start` to `end - 1` added up: one run of
    /// pieces for a worker (`start ≤ end ≤ length`, whole numbers), so the
    /// sum over a plan's pieces is written once, here.
    #[wasm_bindgen(js_name = countRange)]
    pub fn count_range(&self, start: JsValue, end: JsValue) -> Result<Vec<f64>, JsValue> {
        let end = whole_number(&end, "range end", 0, Some(self.0.len() as u64))?;
        let start = whole_number(&start, "range start", 0, Some(end))?;
        // In range: every index is below end ≤ length.
        let counts: PieceCounts = (start..end)
            .filter_map(|index| self.0.count_piece(index as usize))
            .sum();
        Ok(counts_pair(counts.total(), counts.unique_share()))
    }
}
