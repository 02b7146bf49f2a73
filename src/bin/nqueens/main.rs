//! `nqueens`: the crate's command-line tool.
//!
//! ```text
//! nqueens count N [--threads T] [--quiet]
//! nqueens solve N [--format leetcode|one-based|grid] [--limit K]
//! nqueens steps N [--limit K]
//! ```
//!
//! [`args`] turns the command line into a [`Command`] (and is where its
//! rules live); [`commands`] and [`count`] run it. Results go to stdout,
//! progress and messages to stderr. Bad arguments exit with code 2 and a
//! message. Any failure to write the results (stdout closed, not writable,
//! a full disk) exits with code 1 and a one-line message ([`output`]),
//! except output nobody reads any more (a closed pipe, `| head`), which is
//! the conventional silent exit; stderr is best effort: a closed or full
//! stderr never stops the work.
//! The timing kernels of `make bench` are in `bench/rust/kernels.rs`.

mod args;
mod commands;
mod count;
mod output;

use args::{Command, UsageError, USAGE};
use std::io::{self, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let result = match args::parse(std::env::args_os().skip(1)) {
        Ok(command) => run(command),
        Err(UsageError(message)) => {
            note(format_args!(
                "nqueens: {message}\nTry `nqueens --help` for usage.\n"
            ));
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            note(format_args!("nqueens: cannot write output: {error}\n"));
            ExitCode::from(1)
        }
    }
}

fn run(command: Command) -> io::Result<()> {
    // Before any work: a count whose result cannot be written does not run.
    let out = output::stdout()?;
    match command {
        Command::Help => write_out(out, USAGE),
        Command::Version => write_out(out, &format!("nqueens {}\n", env!("CARGO_PKG_VERSION"))),
        Command::Count { n, threads, quiet } => count::run(out, n, threads, quiet),
        Command::Solve { n, format, limit } => commands::solve(out, n, format, limit),
        Command::Steps { n, limit } => commands::steps(out, n, limit),
    }
}

fn write_out(mut out: impl Write, text: &str) -> io::Result<()> {
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// Writes to stderr, ignoring failure: a message or progress line that
/// cannot be shown (stderr closed, or a full disk) must not stop the work.
/// `eprint!` would panic there.
pub fn note(text: std::fmt::Arguments) {
    let _ = io::stderr().write_fmt(text);
}
