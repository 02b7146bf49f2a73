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
//! the conventional silent exit. A message or progress line that cannot be
//! written to stderr (closed, not writable, full) does not stop the work,
//! whose results still go to stdout, but the exit code is then 1 (a
//! closed pipe, `2>&1 | head`, is again the silent exception).
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
        // Some progress or message was lost: said where it can be (nowhere,
        // if stderr itself is what failed, but the exit code tells).
        Ok(()) | Err(_) if output::stderr_failed() => {
            note(format_args!(
                "nqueens: cannot write messages: standard error failed\n"
            ));
            ExitCode::from(1)
        }
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

/// Writes to stderr; a failure is remembered for the exit code, never a
/// panic (`eprint!` would panic there): see [`output::note`].
pub fn note(text: std::fmt::Arguments) {
    output::note(text);
}
