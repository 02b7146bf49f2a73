//! Step events packed into one `u32`, so that a batch of them is one
//! `Uint32Array` and a single event needs no object built in wasm.
//! `www/nqueens.js` decodes them with the same layout:
//!
//! | bits  | field |
//! |-------|-------|
//! | 0–2   | kind: 0 place, 1 reject, 2 remove, 3 solution, 4 done |
//! | 3–7   | row (solution: the row of the queen that completed it) |
//! | 8–12  | column |
//! | 13–17 | attacker's row (reject only) |
//! | 18–22 | attacker's column (reject only) |
//! | 23–24 | line: 0 column, 1 diagonal, 2 anti-diagonal (reject only) |
//!
//! [`NONE`] means "no event" (nothing to step or to undo).

use crate::{Event, Line};

/// No event.
pub const NONE: u32 = u32::MAX;

/// Packs an event.
pub fn encode(event: &Event) -> u32 {
    let square = |kind: u32, row: usize, col: usize| kind | (row as u32) << 3 | (col as u32) << 8;
    match event {
        Event::Place { row, col } => square(0, *row, *col),
        Event::Reject {
            row,
            col,
            attacker,
            line,
        } => {
            let line = match line {
                Line::Column => 0,
                Line::Diagonal => 1,
                Line::AntiDiagonal => 2,
            };
            square(1, *row, *col)
                | (attacker.row as u32) << 13
                | (attacker.col as u32) << 18
                | line << 23
        }
        Event::Remove { row, col } => square(2, *row, *col),
        Event::Solution { queens, .. } => {
            let row = queens.len() - 1;
            square(3, row, queens[row] as usize)
        }
        Event::Done => 4,
    }
}

/// Packs an optional event.
pub fn encode_option(event: Option<Event>) -> u32 {
    event.as_ref().map_or(NONE, encode)
}
