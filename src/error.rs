//! The one error type of the crate.

use std::fmt;

/// Everything that can go wrong when calling into the core.
///
/// Every fallible function returns this instead of panicking, because a
/// panic inside WebAssembly poisons the instance for the whole page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The board size is outside `1..=MAX_N`.
    SizeOutOfRange {
        /// The size that was asked for (`i64::MAX` for anything larger).
        n: i64,
    },
    /// A strategy was asked for a board too large for it to finish.
    TooLargeForStrategy {
        /// The strategy's name.
        strategy: &'static str,
        /// The size that was asked for.
        n: usize,
        /// The largest size the strategy accepts.
        max: usize,
    },
    /// A board given by the caller is malformed (wrong length, column out of range).
    InvalidBoard(String),
    /// A strategy or format name that does not exist.
    UnknownName {
        /// What kind of name it was ("strategy", "format").
        kind: &'static str,
        /// The name given.
        name: String,
        /// The names that are allowed.
        allowed: &'static [&'static str],
    },
    /// A program of a code view could not be parsed or stopped with an
    /// error (see [`crate::programs::ProgramError`]).
    Program(crate::programs::ProgramError),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::SizeOutOfRange { n } => write!(
                f,
                "board size n must be a whole number from 1 to {}, got {n}",
                crate::MAX_N
            ),
            Error::TooLargeForStrategy { strategy, n, max } => write!(
                f,
                "the {strategy} strategy only runs for n from 1 to {max}, got {n}"
            ),
            Error::InvalidBoard(why) => write!(f, "invalid board: {why}"),
            Error::UnknownName {
                kind,
                name,
                allowed,
            } => write!(
                f,
                "unknown {kind} \"{name}\"; allowed: {}",
                allowed.join(", ")
            ),
            Error::Program(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for Error {}

/// Checks that `n` is an allowed board size, `1..=MAX_N`.
///
/// ```
/// assert!(nqueens_lab::check_size(8).is_ok());
/// assert_eq!(
///     nqueens_lab::check_size(33).unwrap_err().to_string(),
///     "board size n must be a whole number from 1 to 32, got 33"
/// );
/// ```
pub fn check_size(n: usize) -> Result<usize, Error> {
    if (1..=crate::MAX_N).contains(&n) {
        Ok(n)
    } else {
        Err(Error::SizeOutOfRange {
            n: i64::try_from(n).unwrap_or(i64::MAX),
        })
    }
}
