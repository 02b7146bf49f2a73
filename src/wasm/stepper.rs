//! The step machine behind an opaque handle; events as codes.

use super::args::{board_size, to_js, whole_number};
use super::event_code::{encode_option, NONE};
use wasm_bindgen::prelude::*;

/// The reversible step machine.
#[wasm_bindgen]
pub struct Stepper(crate::Stepper);

#[wasm_bindgen]
impl Stepper {
    /// A machine at position 0 for an `n`×`n` board.
    #[wasm_bindgen(constructor)]
    pub fn new(n: JsValue) -> Result<Stepper, JsValue> {
        let n = board_size(&n)?;
        crate::Stepper::new(n).map(Stepper).map_err(to_js)
    }

    /// The board size.
    #[wasm_bindgen(getter)]
    pub fn n(&self) -> usize {
        self.0.n()
    }

    /// Applies the next event; its code, or `NONE` after `done`.
    #[wasm_bindgen(js_name = stepCode)]
    pub fn step_code(&mut self) -> u32 {
        encode_option(self.0.step())
    }

    /// Undoes the last event; its code, or `NONE` at position 0.
    #[wasm_bindgen(js_name = backCode)]
    pub fn back_code(&mut self) -> u32 {
        encode_option(self.0.back())
    }

    /// The code of the event `stepCode` would apply.
    #[wasm_bindgen(js_name = peekCode)]
    pub fn peek_code(&self) -> u32 {
        encode_option(self.0.peek())
    }

    /// Steps to the next solution event; its code, or `NONE` if the search ended.
    #[wasm_bindgen(js_name = nextSolutionCode)]
    pub fn next_solution_code(&mut self) -> u32 {
        encode_option(self.0.next_solution())
    }

    /// Applies up to `max` (a whole number >= 1) events and returns their codes.
    #[wasm_bindgen(js_name = stepBatch)]
    pub fn step_batch(&mut self, max: JsValue) -> Result<Vec<u32>, JsValue> {
        // Capped so that one call grows wasm memory by 256 KiB at most (its
        // high-water mark is never given back): `www/nqueens.js` gathers
        // larger batches from several calls.
        let max = whole_number(&max, "max", 1, None)?.min(1 << 16) as usize;
        let mut codes = Vec::with_capacity(max);
        while codes.len() < max {
            match self.0.step() {
                Some(event) => codes.push(super::event_code::encode(&event)),
                None => break,
            }
        }
        Ok(codes)
    }

    /// Applies up to `count` events without returning them; how many were applied.
    pub fn advance(&mut self, count: JsValue) -> Result<f64, JsValue> {
        let count = whole_number(&count, "count", 0, None)?;
        Ok(self.0.advance(count) as f64)
    }

    /// Goes to position `target` (clamped to the end); the position reached.
    pub fn seek(&mut self, target: JsValue) -> Result<f64, JsValue> {
        let target = whole_number(&target, "step", 0, None)?;
        Ok(self.0.seek(target) as f64)
    }

    /// Back to the empty board.
    pub fn reset(&mut self) {
        self.0.reset();
    }

    /// Events applied so far.
    #[wasm_bindgen(getter)]
    pub fn position(&self) -> f64 {
        self.0.position() as f64
    }

    /// Columns of the queens of the rows filled so far.
    #[wasm_bindgen(getter)]
    pub fn queens(&self) -> Vec<u8> {
        self.0.queens().to_vec()
    }

    /// `[places, rejects, removes, solutions]` so far.
    #[wasm_bindgen(getter, js_name = countsArray)]
    pub fn counts_array(&self) -> Vec<f64> {
        let c = self.0.counts();
        vec![
            c.places as f64,
            c.rejects as f64,
            c.removes as f64,
            c.solutions as f64,
        ]
    }

    /// Whether the `done` event has been applied.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.0.is_done()
    }
}

/// The code meaning "no event".
#[wasm_bindgen(js_name = noEventCode)]
pub fn no_event_code() -> u32 {
    NONE
}
