//! `nqueens`: the crate's command-line tool.
//!
//! ```text
//! nqueens count N [--threads T] [--quiet]
//! nqueens solve N [--format leetcode|one-based|grid] [--limit K]
//! nqueens steps N [--limit K]
//! nqueens bench KERNEL N [--reps R]
//! ```
//!
//! `count` cuts the count into the pieces of a [`CountPlan`] and hands them
//! out to `T` threads (default: every core) through one atomic counter, the
//! same dynamic hand-out the web page does with Web Workers. Progress goes to
//! stderr, results to stdout. Bad arguments exit with code 2.

use nqueens::{CountPlan, Event, Format, PieceCounts, Solutions, Stepper, FORMAT_NAMES};
use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

const USAGE: &str = "\
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
    nqueens bench KERNEL N [--reps R]
        Time one kernel on one thread and print one JSON line per repetition
        (what `make bench` reads). KERNEL is one of:
          count    the full-symmetry counter, piece by piece (CountPlan)
          mirror   the bitmask counter with mirror halving (count_mirror)
          plain    the bitmask counter without symmetry (count_plain)
          iterate  every solution through Solutions::next_batch
          steps    Stepper::advance over 10^7 events (N used as the board)
          seek     Stepper::seek(10^7), then back() 10^6 times
    nqueens --help | --version

EXIT STATUS:
    0 success, 2 bad arguments, 1 output error.
";

/// A command-line error: the message, and whether to print the usage hint.
struct UsageError(String);

fn usage_error<T>(message: impl Into<String>) -> Result<T, UsageError> {
    Err(UsageError(message.into()))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(UsageError(message))) => {
            eprintln!("nqueens: {message}");
            eprintln!("Try `nqueens --help` for usage.");
            ExitCode::from(2)
        }
        Err(Failure::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(error)) => {
            eprintln!("nqueens: cannot write output: {error}");
            ExitCode::from(1)
        }
    }
}

enum Failure {
    Usage(UsageError),
    Io(io::Error),
}

impl From<UsageError> for Failure {
    fn from(e: UsageError) -> Self {
        Failure::Usage(e)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Self {
        Failure::Io(e)
    }
}

fn run(args: &[String]) -> Result<(), Failure> {
    let Some(command) = args.first() else {
        return Err(UsageError("missing command (count, solve, steps or bench)".into()).into());
    };
    let rest = &args[1..];
    match command.as_str() {
        "-h" | "--help" | "help" => print_usage(),
        "-V" | "--version" => {
            let mut out = io::stdout().lock();
            writeln!(out, "nqueens {}", env!("CARGO_PKG_VERSION"))?;
            Ok(out.flush()?)
        }
        _ if rest.iter().any(|a| a == "-h" || a == "--help") => print_usage(),
        "count" => cmd_count(&Options::parse(rest, &["--threads"], &["--quiet"])?),
        "solve" => cmd_solve(&Options::parse(rest, &["--format", "--limit"], &[])?),
        "steps" => cmd_steps(&Options::parse(rest, &["--limit"], &[])?),
        "bench" => cmd_bench(rest),
        other => Err(UsageError(format!(
            "unknown command {other:?}; expected count, solve, steps or bench"
        ))
        .into()),
    }
}

fn print_usage() -> Result<(), Failure> {
    let mut out = io::stdout().lock();
    out.write_all(USAGE.as_bytes())?;
    Ok(out.flush()?)
}

/// The parsed arguments of a command: one board size, options with values,
/// and flags.
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
        let mut i = 0;
        while i < args.len() {
            let arg = &args[i];
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
                _ => (arg.as_str(), None),
            };
            if with_value.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        match args.get(i) {
                            Some(v) => v.clone(),
                            None => return usage_error(format!("{name} needs a value")),
                        }
                    }
                };
                values.push((name.to_string(), value));
            } else if flags.contains(&name) && inline.is_none() {
                set_flags.push(name.to_string());
            } else if name.starts_with('-') && !name[1..].starts_with(|c: char| c.is_ascii_digit())
            {
                return usage_error(format!("unknown option {arg:?}"));
            } else if n.is_none() {
                n = Some(board_size(arg)?);
            } else {
                return usage_error(format!("unexpected argument {arg:?}"));
            }
            i += 1;
        }
        let Some(n) = n else {
            return usage_error("missing the board size N (a whole number from 1 to 32)");
        };
        Ok(Options {
            n,
            values,
            flags: set_flags,
        })
    }

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
        match self.value(name) {
            None => Ok(None),
            Some(v) => match v.parse::<u64>() {
                Ok(k) if (min..=max).contains(&k) => Ok(Some(k)),
                _ if max == u64::MAX => {
                    usage_error(format!("{name} must be a whole number >= {min}, got {v:?}"))
                }
                _ => usage_error(format!(
                    "{name} must be a whole number from {min} to {max}, got {v:?}"
                )),
            },
        }
    }
}

fn board_size(arg: &str) -> Result<usize, UsageError> {
    match arg.parse::<usize>() {
        Ok(n) if (1..=nqueens::MAX_N).contains(&n) => Ok(n),
        _ => usage_error(format!(
            "board size N must be a whole number from 1 to {}, got {arg:?}",
            nqueens::MAX_N
        )),
    }
}

// ---- count ------------------------------------------------------------------

fn cmd_count(opts: &Options) -> Result<(), Failure> {
    let cores = thread::available_parallelism().map_or(1, |c| c.get());
    let threads = opts
        .number("--threads", 1, 1024)?
        .map_or(cores, |t| t as usize);
    let quiet = opts.flag("--quiet");
    let started = Instant::now();
    let plan = CountPlan::new(opts.n).expect("the size was checked");
    // No more threads than pieces.
    let threads = threads.clamp(1, plan.len().max(1));
    let progress = Progress::new(quiet, opts.n, plan.len(), threads);
    let classes = count_in_threads(&plan, threads, |done| progress.update(done, started));
    progress.finish(started);
    let mut out = io::stdout().lock();
    writeln!(out, "total {}", classes.total())?;
    writeln!(out, "unique {}", classes.unique())?;
    out.flush()?;
    Ok(())
}

/// Counts every piece of `plan` on `threads` threads, each taking the next
/// piece from a shared counter when it has finished the last. `report` is
/// called on this thread every so often with the number of pieces done.
fn count_in_threads(plan: &CountPlan, threads: usize, report: impl Fn(usize)) -> PieceCounts {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let sum = Mutex::new(PieceCounts::default());
    let reporter = thread::current();
    thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                let mut mine = PieceCounts::default();
                while let Some(piece) = plan.count_piece(next.fetch_add(1, Ordering::Relaxed)) {
                    mine += piece;
                    if done.fetch_add(1, Ordering::Relaxed) + 1 == plan.len() {
                        reporter.unpark(); // the last piece: no need to wait for the next report
                    }
                }
                let mut sum = sum.lock().unwrap_or_else(PoisonError::into_inner);
                *sum += mine;
            });
        }
        loop {
            let finished = done.load(Ordering::Relaxed);
            report(finished);
            if finished >= plan.len() {
                break;
            }
            thread::park_timeout(Duration::from_millis(50));
        }
    });
    sum.into_inner().unwrap_or_else(PoisonError::into_inner)
}

/// Progress on stderr: a line rewritten in place on a terminal, a line per
/// tenth of the pieces otherwise.
struct Progress {
    quiet: bool,
    terminal: bool,
    n: usize,
    pieces: usize,
    last: Mutex<(Instant, usize)>,
}

impl Progress {
    fn new(quiet: bool, n: usize, pieces: usize, threads: usize) -> Progress {
        let terminal = io::stderr().is_terminal();
        if !quiet {
            eprintln!(
                "counting n={n}: {pieces} piece{} on {threads} thread{}",
                if pieces == 1 { "" } else { "s" },
                if threads == 1 { "" } else { "s" }
            );
        }
        Progress {
            quiet,
            terminal,
            n,
            pieces,
            last: Mutex::new((Instant::now(), 0)),
        }
    }

    fn update(&self, done: usize, started: Instant) {
        if self.quiet || done >= self.pieces {
            return;
        }
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let tenth = done * 10 / self.pieces.max(1);
        let due = if self.terminal {
            last.0.elapsed() >= Duration::from_millis(200)
        } else {
            tenth > last.1
        };
        if !due {
            return;
        }
        *last = (Instant::now(), tenth);
        let line = format!(
            "n={}: {done}/{} pieces ({}%), {:.1} s",
            self.n,
            self.pieces,
            done * 100 / self.pieces.max(1),
            started.elapsed().as_secs_f64()
        );
        if self.terminal {
            eprint!("\r{line}\x1b[K");
        } else {
            eprintln!("{line}");
        }
    }

    fn finish(&self, started: Instant) {
        if self.quiet {
            return;
        }
        if self.terminal {
            eprint!("\r\x1b[K");
        }
        eprintln!(
            "n={}: counted in {:.3} s",
            self.n,
            started.elapsed().as_secs_f64()
        );
    }
}

// ---- solve ------------------------------------------------------------------

fn cmd_solve(opts: &Options) -> Result<(), Failure> {
    let format = match opts.value("--format") {
        None => Format::OneBased,
        Some(name) => Format::from_name(name).map_err(|_| {
            UsageError(format!(
                "--format must be one of {}, got {name:?}",
                FORMAT_NAMES.join(", ")
            ))
        })?,
    };
    let limit = opts.number("--limit", 0, u64::MAX)?.filter(|&k| k > 0);
    let mut out = BufWriter::new(io::stdout().lock());
    let mut cols = vec![0u8; opts.n];
    let mut solutions = Solutions::new(opts.n).expect("the size was checked");
    let mut written = 0u64;
    while limit.is_none_or(|k| written < k) && solutions.next_into(&mut cols) {
        let text = format.write(&cols).expect("a solution is a valid board");
        if format == Format::Grid && written > 0 {
            writeln!(out)?;
        }
        writeln!(out, "{text}")?;
        written += 1;
    }
    out.flush()?;
    Ok(())
}

// ---- steps ------------------------------------------------------------------

fn cmd_steps(opts: &Options) -> Result<(), Failure> {
    let limit = opts.number("--limit", 0, u64::MAX)?.unwrap_or(1000);
    let mut out = BufWriter::new(io::stdout().lock());
    let mut stepper = Stepper::new(opts.n).expect("the size was checked");
    while limit == 0 || stepper.position() < limit {
        let Some(event) = stepper.step() else { break };
        writeln!(out, "{} {}", stepper.position(), describe(&event))?;
    }
    out.flush()?;
    Ok(())
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

// ---- bench ------------------------------------------------------------------

fn cmd_bench(args: &[String]) -> Result<(), Failure> {
    let Some(kernel) = args.first() else {
        return Err(UsageError("bench needs a KERNEL and N (see --help)".into()).into());
    };
    const KERNELS: [&str; 6] = ["count", "mirror", "plain", "iterate", "steps", "seek"];
    if !KERNELS.contains(&kernel.as_str()) {
        return Err(UsageError(format!(
            "unknown bench kernel {kernel:?}; expected one of {}",
            KERNELS.join(", ")
        ))
        .into());
    }
    let opts = Options::parse(&args[1..], &["--reps"], &[])?;
    let reps = opts.number("--reps", 1, 1000)?.unwrap_or(1);
    let n = opts.n;
    let mut out = io::stdout().lock();
    for _ in 0..reps {
        let cpu0 = thread_cpu_ns();
        let t0 = Instant::now();
        let (work, extra) = run_kernel(kernel, n);
        let ms = t0.elapsed().as_secs_f64() * 1e3;
        let cpu_ms = match (cpu0, thread_cpu_ns()) {
            (Some(a), Some(b)) => format!("{:.3}", (b - a) as f64 / 1e6),
            _ => "null".into(),
        };
        writeln!(
            out,
            "{{\"impl\":\"rust-native\",\"kernel\":\"{kernel}\",\"n\":{n},\"result\":{work},\"ms\":{ms:.3},\"cpu_ms\":{cpu_ms}{extra}}}"
        )?;
        out.flush()?;
    }
    Ok(())
}

/// Runs one kernel; returns its result (a count) and extra JSON fields.
fn run_kernel(kernel: &str, n: usize) -> (u64, String) {
    match kernel {
        "count" => {
            let sum = CountPlan::new(n).expect("checked").count_all();
            (sum.total(), format!(",\"unique\":{}", sum.unique()))
        }
        "mirror" => (nqueens::count_mirror(n).expect("checked"), String::new()),
        "plain" => (nqueens::count_plain(n).expect("checked"), String::new()),
        "iterate" => {
            let mut it = Solutions::new(n).expect("checked");
            let mut buf = vec![0u8; 4096 * n];
            let mut total = 0u64;
            let mut check = 0u64;
            loop {
                let k = it.next_batch(&mut buf);
                if k == 0 {
                    break;
                }
                total += k as u64;
                check = check.wrapping_add(buf[..k * n].iter().map(|&b| b as u64).sum::<u64>());
            }
            (total, format!(",\"checksum\":{check}"))
        }
        "steps" => {
            let mut s = Stepper::new(n).expect("checked");
            let applied = s.advance(10_000_000);
            (applied, format!(",\"solutions\":{}", s.counts().solutions))
        }
        _ => {
            // seek: forwards to 10^7, then one million single steps back.
            let mut s = Stepper::new(n).expect("checked");
            let at = s.seek(10_000_000);
            let mut undone = 0u64;
            while undone < 1_000_000 && s.back().is_some() {
                undone += 1;
            }
            (at, format!(",\"back\":{undone}"))
        }
    }
}

/// CPU time of this thread in nanoseconds (Linux: /proc/thread-self/schedstat).
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}
