//! `solve` and `steps`: solutions and search events to stdout.

use nqueens_lab::{Event, Format, Solutions, Stepper};
use std::io::{self, BufWriter, Write};

/// Writes the solutions of an `n`×`n` board in `format` to `out`, up to `limit`.
pub fn solve(out: impl Write, n: usize, format: Format, limit: Option<u64>) -> io::Result<()> {
    let mut out = BufWriter::new(out);
    let mut cols = vec![0u8; n];
    let mut solutions = Solutions::new(n).expect("args checked the size");
    let mut written = 0u64;
    while limit.is_none_or(|k| written < k) && solutions.next_into(&mut cols) {
        let text = format.write(&cols).expect("a solution is a valid board");
        if format == Format::Grid && written > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{text}")?;
        written += 1;
    }
    out.flush()
}

/// Writes the events of the search on an `n`×`n` board to `out`, up to `limit`.
pub fn steps(out: impl Write, n: usize, limit: Option<u64>) -> io::Result<()> {
    let mut out = BufWriter::new(out);
    let mut stepper = Stepper::new(n).expect("args checked the size");
    while limit.is_none_or(|k| stepper.position() < k) {
        let Some(event) = stepper.step() else { break };
        writeln!(out, "{} {}", stepper.position(), describe(&event))?;
    }
    out.flush()
}

/// An event in words, rows and columns 1-based.
fn describe(event: &Event) -> String {
    match event {
        Event::Place { row, col } => {
            format!("place queen {} at ({}, {})", row + 1, row + 1, col + 1)
        }
        Event::Reject {
            row,
            col,
            attacker,
            line,
        } => format!(
            "reject ({}, {}): attacked by the queen at ({}, {}) along its {}",
            row + 1,
            col + 1,
            attacker.row + 1,
            attacker.col + 1,
            line.name()
        ),
        Event::Remove { row, col } => {
            format!("remove queen {} from ({}, {})", row + 1, row + 1, col + 1)
        }
        Event::Solution { index, queens } => format!(
            "solution {}: {}",
            index + 1,
            Format::OneBased
                .write(queens)
                .expect("a solution is a valid board")
        ),
        Event::Done => "done: the whole solution space has been searched".to_string(),
    }
}
