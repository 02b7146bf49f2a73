//! `count`: the pieces of a [`CountPlan`] handed out to threads through one
//! atomic counter, the same dynamic hand-out the web page does with Web
//! Workers; progress on stderr (best effort, see [`note`]).

use crate::note;
use nqueens::{CountPlan, PieceCounts};
use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

/// Counts the `n`×`n` board on `threads` threads (`None`: every core).
pub fn run(n: usize, threads: Option<usize>, quiet: bool) -> io::Result<()> {
    let cores = thread::available_parallelism().map_or(1, |c| c.get());
    let started = Instant::now();
    let plan = CountPlan::new(n).expect("args checked the size");
    // No more threads than pieces.
    let threads = threads.unwrap_or(cores).clamp(1, plan.len().max(1));
    let progress = Progress::new(quiet, n, plan.len(), threads);
    let classes = count_in_threads(&plan, threads, |done| progress.update(done, started));
    progress.finish(started);
    let mut out = io::stdout().lock();
    writeln!(out, "total {}", classes.total())?;
    writeln!(out, "unique {}", classes.unique())?;
    out.flush()
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
            note(format_args!(
                "counting n={n}: {pieces} piece{} on {threads} thread{}\n",
                if pieces == 1 { "" } else { "s" },
                if threads == 1 { "" } else { "s" }
            ));
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
        let mut last = self.last.lock().unwrap_or_else(PoisonError::into_inner);
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
            note(format_args!("\r{line}\x1b[K"));
        } else {
            note(format_args!("{line}\n"));
        }
    }

    fn finish(&self, started: Instant) {
        if self.quiet {
            return;
        }
        if self.terminal {
            note(format_args!("\r\x1b[K"));
        }
        note(format_args!(
            "n={}: counted in {:.3} s\n",
            self.n,
            started.elapsed().as_secs_f64()
        ));
    }
}
