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
//! message; output nobody reads any more (a closed pipe) is not an error,
//! and stderr is best effort: a closed or full stderr never stops the work.
//! The timing kernels of `make bench` are in `bench/rust/kernels.rs`.

mod args;
mod commands;
mod count;

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
    match command {
        Command::Help => write_out(USAGE),
        Command::Version => write_out(&format!("nqueens {}\n", env!("CARGO_PKG_VERSION"))),
        Command::Count { n, threads, quiet } => count::run(n, threads, quiet),
        Command::Solve { n, format, limit } => commands::solve(n, format, limit),
        Command::Steps { n, limit } => commands::steps(n, limit),
    }
}

fn write_out(text: &str) -> io::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// Writes to stderr, ignoring failure: a message or progress line that
/// cannot be shown (stderr closed, or a full disk) must not stop the work.
/// `eprint!` would panic there.
pub fn note(text: std::fmt::Arguments) {
    let _ = io::stderr().write_fmt(text);
}
