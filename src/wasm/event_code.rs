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
//! [`NONE`] means "no event" (nothing to step or to undo). Bits 25–31 are
//! always 0. [`is_event_code`] tells the codes a step machine can produce
//! from every other `u32`.

use crate::{attack_line, is_last_queen_column, Event, Line, Square, MAX_N};
use wasm_bindgen::prelude::*;

// Rows and columns are 5-bit fields: every board square must fit.
const _: () = assert!(MAX_N <= 32);

/// No event.
pub const NONE: u32 = u32::MAX;

/// The kinds' codes (bits 0–2).
pub(crate) const PLACE: u32 = 0;
pub(crate) const REJECT: u32 = 1;
pub(crate) const REMOVE: u32 = 2;
pub(crate) const SOLUTION: u32 = 3;
pub(crate) const DONE: u32 = 4;

/// A code's kind, row and column (bits 0–12): the whole code but for a
/// reject's attacker and line. (A program's events, `ProgramRun`'s
/// `stepEventCodes`, are coded with these bits alone.)
pub(crate) fn square_code(kind: u32, row: usize, col: usize) -> u32 {
    kind | (row as u32) << 3 | (col as u32) << 8
}

/// Packs an event.
pub fn encode(event: &Event) -> u32 {
    match event {
        Event::Place { row, col } => square_code(PLACE, *row, *col),
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
            square_code(REJECT, *row, *col)
                | (attacker.row as u32) << 13
                | (attacker.col as u32) << 18
                | line << 23
        }
        Event::Remove { row, col } => square_code(REMOVE, *row, *col),
        Event::Solution { queens, .. } => {
            let row = queens.len() - 1;
            square_code(SOLUTION, row, queens[row] as usize)
        }
        Event::Done => DONE,
    }
}

/// Packs an optional event.
pub fn encode_option(event: Option<Event>) -> u32 {
    event.as_ref().map_or(NONE, encode)
}

/// Whether `code` is [`NONE`] or a code that some step machine produces,
/// judged by the board's geometry rather than a list: a known kind with
/// no stray bits, and for a reject, an attacker on an earlier row (queens
/// are placed row by row) that really attacks the square along that line.
/// A solution's square is the last queen's, so its row is `n - 1` and its
/// column one where the last queen of some `n`-queens solution stands
/// ([`is_last_queen_column`]: no solution at rows 1 and 2, only column 0
/// at row 0). A place, remove or solution carries no attacker; done
/// carries nothing.
#[wasm_bindgen(js_name = isEventCode)]
pub fn is_event_code(code: u32) -> bool {
    if code == NONE {
        return true;
    }
    let field = |shift: u32, bits: u32| ((code >> shift) & ((1 << bits) - 1)) as usize;
    let square = Square {
        row: field(3, 5),
        col: field(8, 5),
    };
    let attacker_bits = code >> 13;
    match field(0, 3) {
        0..=3 if code >> 25 != 0 => false,
        0 | 2 => attacker_bits == 0,
        3 => attacker_bits == 0 && is_last_queen_column(square.row + 1, square.col),
        1 => {
            let attacker = Square {
                row: field(13, 5),
                col: field(18, 5),
            };
            let line = match field(23, 2) {
                0 => Line::Column,
                1 => Line::Diagonal,
                2 => Line::AntiDiagonal,
                _ => return false,
            };
            attacker.row < square.row && attack_line(attacker, square) == Some(line)
        }
        4 => code == 4,
        _ => false,
    }
}
