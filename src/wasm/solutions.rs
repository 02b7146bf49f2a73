//! The solution iterator behind an opaque handle.

use super::args::{board_size, to_js, whole_number};
use wasm_bindgen::prelude::*;

/// Every solution, lazily, in the seeds' depth-first order.
#[wasm_bindgen]
pub struct Solutions(crate::Solutions);

#[wasm_bindgen]
impl Solutions {
    /// Starts the search on an `n`×`n` board.
    #[wasm_bindgen(constructor)]
    pub fn new(n: JsValue) -> Result<Solutions, JsValue> {
        let n = board_size(&n)?;
        crate::Solutions::new(n).map(Solutions).map_err(to_js)
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn n(&self) -> usize {
        self.0.n()
    }

    /// Solutions yielded so far.
    #[wasm_bindgen(getter)]
    pub fn yielded(&self) -> f64 {
        self.0.yielded() as f64
    }

    /// The next solution's columns, or `undefined` at the end.
    #[wasm_bindgen(js_name = nextColumns)]
    pub fn next_columns(&mut self) -> Option<Vec<u8>> {
        self.0.next()
    }

    /// Up to `max` (a whole number >= 1) solutions, `n` bytes each, in one
    /// array; empty at the end.
    #[wasm_bindgen(js_name = nextBatch)]
    pub fn next_batch(&mut self, max: JsValue) -> Result<Vec<u8>, JsValue> {
        let max = whole_number(&max, "max", 1, None)?;
        // Capped so that one call grows wasm memory by 256 KiB at most (its
        // high-water mark is never given back): `www/nqueens.js` gathers
        // larger batches from several calls.
        let max = max.min(((1 << 18) / self.0.n()) as u64) as usize;
        let mut out = vec![0u8; max * self.0.n()];
        let written = self.0.next_batch(&mut out);
        out.truncate(written * self.0.n());
        Ok(out)
    }
}
