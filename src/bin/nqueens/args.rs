//! The command line, parsed into a [`Command`] before anything runs.
//!
//! The rules, also in [`USAGE`]: a command, then its board size `N` and
//! options in any order (`--name value` or `--name=value`); `-h`/`--help`
//! anywhere asks for the usage. Numbers are written with the digits 0–9
//! only, like the page's `?n=` parameter: `08` is 8, while `+8`, `-8`,
//! `8.0`, `1e3` and ` 8` are not numbers. Arguments must be UTF-8 text.
//! Messages quote at most [`QUOTED_CHARS`] characters of a bad argument.

use nqueens_lab::{Format, FORMAT_NAMES, MAX_N};
use std::ffi::OsString;

pub const USAGE: &str = "\
nqueens: the N-Queens puzzle from the command line

USAGE:
    nqueens count N [--threads T] [--quiet]
        Count every solution of the N×N board (1 <= N <= 32) and the unique
        ones (up to rotation and reflection) on T threads (default: all
        cores). Prints `total <count>` and `unique <count>` to stdout and
        progress to stderr (--quiet: none).
    nqueens solve N [--format leetcode|one-based|grid] [--limit K]
        Print the solutions in the search order, one per line (grid: one
        board per paragraph). Default format one-based, no limit
        (--limit 0: no limit either).
    nqueens steps N [--limit K]
        Print the events of the step-by-step search, numbered from 1, with
        1-based rows and columns like the lecture notes. Default limit 1000
        (--limit 0: all of them).
    nqueens --help | --version

    Options go before or after N, as `--name value` or `--name=value`.
    Numbers are written with the digits 0-9 only: 08 is 8, while +8, 8.0
    and 1e3 are not numbers.

EXIT STATUS:
    0 success (also when whoever reads the output stops early),
    1 output error, 2 bad arguments.
";

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Print [`USAGE`].
    Help,
    /// Print the version.
    Version,
    /// Count the solutions of an `n`×`n` board.
    Count {
        n: usize,
        /// `None`: every core.
        threads: Option<usize>,
        quiet: bool,
    },
    /// Print the solutions.
    Solve {
        n: usize,
        format: Format,
        /// `None`: all of them.
        limit: Option<u64>,
    },
    /// Print the events of the search.
    Steps {
        n: usize,
        /// `None`: all of them.
        limit: Option<u64>,
    },
}

/// A bad command line: what is wrong, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageError(pub String);

fn usage_error<T>(message: impl Into<String>) -> Result<T, UsageError> {
    Err(UsageError(message.into()))
}

/// How much of a bad argument a message quotes.
pub const QUOTED_CHARS: usize = 32;

/// An argument in quotes, cut after [`QUOTED_CHARS`] characters.
pub fn quoted(text: &str) -> String {
    let length = text.chars().count();
    if length <= QUOTED_CHARS {
        return format!("{text:?}");
    }
    let start: String = text.chars().take(QUOTED_CHARS).collect();
    format!("{:?} ({length} characters)", format!("{start}…"))
}

/// Parses the arguments after the program's name.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, UsageError> {
    let args = args
        .into_iter()
        .map(|arg| {
            arg.into_string().or_else(|arg| {
                usage_error(format!(
                    "arguments must be UTF-8 text, got {}",
                    quoted(&arg.to_string_lossy())
                ))
            })
        })
        .collect::<Result<Vec<String>, UsageError>>()?;
    let Some((command, rest)) = args.split_first() else {
        return usage_error("missing command (count, solve or steps)");
    };
    match command.as_str() {
        "-h" | "--help" | "help" => return Ok(Command::Help),
        "-V" | "--version" => return Ok(Command::Version),
        _ if rest.iter().any(|a| a == "-h" || a == "--help") => return Ok(Command::Help),
        _ => {}
    }
    match command.as_str() {
        "count" => {
            let opts = Options::parse(rest, &["--threads"], &["--quiet"])?;
            Ok(Command::Count {
                n: opts.n,
                threads: opts.number("--threads", 1, 1024)?.map(|t| t as usize),
                quiet: opts.flag("--quiet"),
            })
        }
        "solve" => {
            let opts = Options::parse(rest, &["--format", "--limit"], &[])?;
            let format = match opts.value("--format") {
                None => Format::OneBased,
                Some(name) => Format::from_name(name).or_else(|_| {
                    usage_error(format!(
                        "--format must be one of {}, got {}",
                        FORMAT_NAMES.join(", "),
                        quoted(name)
                    ))
                })?,
            };
            Ok(Command::Solve {
                n: opts.n,
                format,
                limit: opts.number("--limit", 0, u64::MAX)?.filter(|&k| k > 0),
            })
        }
        "steps" => {
            let opts = Options::parse(rest, &["--limit"], &[])?;
            let limit = opts.number("--limit", 0, u64::MAX)?.unwrap_or(1000);
            Ok(Command::Steps {
                n: opts.n,
                limit: (limit > 0).then_some(limit),
            })
        }
        other => usage_error(format!(
            "unknown command {}; expected count, solve or steps",
            quoted(other)
        )),
    }
}

/// A command's arguments: one board size, options with values, and flags.
struct Options {
    n: usize,
    values: Vec<(String, String)>,
    flags: Vec<String>,
}

impl Options {
    fn parse(args: &[String], with_value: &[&str], flags: &[&str]) -> Result<Options, UsageError> {
        let mut n = None;
        let mut values = Vec::new();
        let mut set_flags = Vec::new();
        let mut rest = args.iter();
        while let Some(arg) = rest.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value)),
                _ => (arg.as_str(), None),
            };
            if with_value.contains(&name) {
                let Some(value) = inline.or_else(|| rest.next().map(String::as_str)) else {
                    return usage_error(format!("{name} needs a value"));
                };
                values.push((name.to_string(), value.to_string()));
            } else if flags.contains(&name) && inline.is_none() {
                set_flags.push(name.to_string());
            } else if name.starts_with('-') && !name[1..].starts_with(|c: char| c.is_ascii_digit())
            {
                return usage_error(format!("unknown option {}", quoted(arg)));
            } else if n.is_none() {
                n = Some(whole_number(arg, "board size N", 1, MAX_N as u64)? as usize);
            } else {
                return usage_error(format!("unexpected argument {}", quoted(arg)));
            }
        }
        let Some(n) = n else {
            return usage_error(format!(
                "missing the board size N (a whole number from 1 to {MAX_N})"
            ));
        };
        Ok(Options {
            n,
            values,
            flags: set_flags,
        })
    }

    /// The last value given for an option.
    fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// A whole-number option from `min` to `max`.
    fn number(&self, name: &str, min: u64, max: u64) -> Result<Option<u64>, UsageError> {
        self.value(name)
            .map(|v| whole_number(v, name, min, max))
            .transpose()
    }
}

/// A whole number from `min` to `max` written with the digits 0–9 only.
/// All digits but too large for a u64 is out of range like any other
/// (never taken for `max`: `--limit` past u64::MAX is refused).
pub fn whole_number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, UsageError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match text.parse::<u64>() {
        Ok(value) if digits && (min..=max).contains(&value) => Ok(value),
        _ => usage_error(format!(
            "{what} must be a whole number from {min} to {max}, got {}",
            quoted(text)
        )),
    }
}

// Native only: proptest is a native dev-dependency (wasm-pack test builds
// every test target for wasm32).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse_strs(args: &[&str]) -> Result<Command, UsageError> {
        parse(args.iter().map(OsString::from))
    }

    #[test]
    fn numbers_are_digits_only() {
        let count = |n| Command::Count {
            n,
            threads: None,
            quiet: false,
        };
        assert_eq!(parse_strs(&["count", "8"]), Ok(count(8)));
        assert_eq!(parse_strs(&["count", "08"]), Ok(count(8)));
        assert_eq!(parse_strs(&["count", "0032"]), Ok(count(32)));
        for bad in ["+8", "-8", "8.0", "1e1", " 8", "8 ", "", "٨", "0x8", "８"] {
            let Err(UsageError(message)) = parse_strs(&["count", bad]) else {
                panic!("{bad:?} was taken for a number");
            };
            assert!(message.starts_with("board size N must be a whole number from 1 to 32, got"));
        }
    }

    #[cfg(unix)]
    #[test]
    fn non_utf8_arguments_are_a_usage_error() {
        use std::os::unix::ffi::OsStringExt;
        let args = [OsString::from("count"), OsString::from_vec(vec![0xff])];
        assert_eq!(
            parse(args),
            Err(UsageError(
                "arguments must be UTF-8 text, got \"\u{fffd}\"".into()
            ))
        );
    }

    #[test]
    fn messages_quote_a_short_prefix() {
        let long = "9".repeat(100_000);
        let Err(UsageError(message)) = parse_strs(&["count", &long]) else {
            panic!("accepted");
        };
        assert_eq!(
            message,
            format!(
                "board size N must be a whole number from 1 to 32, got \"{}…\" (100000 characters)",
                "9".repeat(32)
            )
        );
    }

    /// How a command can be written: N and each option in some order,
    /// values inline (`--x=v`) or apart, options repeated (the last wins).
    fn spellings(command: &Command) -> impl Strategy<Value = Vec<String>> {
        let (name, n, options): (&str, usize, Vec<(&str, Option<String>)>) = match command {
            Command::Count { n, threads, quiet } => (
                "count",
                *n,
                threads
                    .map(|t| ("--threads", Some(t.to_string())))
                    .into_iter()
                    .chain(quiet.then_some(("--quiet", None)))
                    .collect(),
            ),
            Command::Solve { n, format, limit } => (
                "solve",
                *n,
                vec![
                    ("--format", Some(format.name().to_string())),
                    ("--limit", Some(limit.unwrap_or(0).to_string())),
                ],
            ),
            Command::Steps { n, limit } => (
                "steps",
                *n,
                vec![("--limit", Some(limit.unwrap_or(0).to_string()))],
            ),
            Command::Help | Command::Version => unreachable!("not generated"),
        };
        let parts = options.len() + 1;
        (
            Just(options),
            proptest::collection::vec(any::<bool>(), parts),
            0..parts,
            0usize..3,
        )
            .prop_map(move |(options, inline, at, zeros)| {
                let mut words: Vec<Vec<String>> = options
                    .into_iter()
                    .zip(&inline)
                    .map(|((name, value), &inline)| match value {
                        None => vec![name.to_string()],
                        Some(v) if inline => vec![format!("{name}={v}")],
                        Some(v) => vec![name.to_string(), v],
                    })
                    .collect();
                words.insert(at, vec![format!("{}{n}", "0".repeat(zeros))]);
                std::iter::once(name.to_string())
                    .chain(words.into_iter().flatten())
                    .collect()
            })
    }

    fn commands() -> impl Strategy<Value = Command> {
        let n = 1..=MAX_N;
        prop_oneof![
            (
                n.clone(),
                proptest::option::of(1usize..=1024),
                any::<bool>()
            )
                .prop_map(|(n, threads, quiet)| Command::Count { n, threads, quiet }),
            (
                n.clone(),
                proptest::sample::select(Format::ALL.to_vec()),
                proptest::option::of(1u64..)
            )
                .prop_map(|(n, format, limit)| Command::Solve { n, format, limit }),
            (n, proptest::option::of(1u64..)).prop_map(|(n, limit)| Command::Steps { n, limit }),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]

        /// Whatever the command line, parsing returns; an error is one
        /// short line (bad arguments are quoted short).
        #[test]
        fn any_command_line_parses_or_says_why_briefly(
            args in proptest::collection::vec(
                prop_oneof![
                    "\\PC{0,200}",
                    "(count|solve|steps|--threads|--limit|--format|--quiet|-h|[0-9]{1,25}|[+-][0-9]{1,3})",
                    "--(threads|limit|format)=\\PC{0,40}",
                ],
                0..6,
            )
        ) {
            match parse(args.iter().map(OsString::from)) {
                Ok(_) => {}
                Err(UsageError(message)) => {
                    prop_assert!(!message.is_empty() && !message.contains('\n'));
                    prop_assert!(message.chars().count() < 400, "{}", message);
                }
            }
        }

        /// Every way of writing a command reads back as that command.
        #[test]
        fn every_spelling_of_a_command_parses_back(
            (command, args) in commands().prop_flat_map(|c| (Just(c.clone()), spellings(&c)))
        ) {
            prop_assert_eq!(parse(args.iter().map(OsString::from)), Ok(command));
        }

        /// Past u64::MAX, however many digits, is out of range (issue #27).
        #[test]
        fn numbers_past_u64_max_are_refused(text in "[1-9][0-9]{20,60}|1844674407370955161[6-9]|18446744073709551[7-9][0-9]{2}") {
            let Err(UsageError(message)) = whole_number(&text, "--limit", 0, u64::MAX) else {
                panic!("{text} was taken");
            };
            prop_assert!(message.starts_with("--limit must be a whole number from 0 to 18446744073709551615, got"), "{}", message);
        }

        /// A number is exactly the digits 0-9: in range it is that value,
        /// anything with another character is refused.
        #[test]
        fn numbers_are_exactly_decimal_digits(text in "\\PC{0,12}") {
            let expected = text.parse::<u64>().ok().filter(|_| text.bytes().all(|b| b.is_ascii_digit()));
            match whole_number(&text, "--limit", 0, u64::MAX) {
                Ok(value) => prop_assert_eq!(Some(value), expected),
                Err(_) => prop_assert_eq!(expected, None),
            }
        }
    }
}
