//! `count`: the pieces of a [`CountPlan`] handed out to threads, the same
//! dynamic hand-out the web page does with Web Workers (each thread starts
//! on its own span of the pieces and takes the back half of the largest
//! span left when its own is done); progress on stderr (best effort, see [`note`]).

use crate::note;
use nqueens_lab::{CountPlan, PieceCounts};
use std::io::{self, IsTerminal, Write};
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

/// Counts the `n`×`n` board on `threads` threads (`None`: every core) and
/// writes the result to `out`.
pub fn run(mut out: impl Write, n: usize, threads: Option<usize>, quiet: bool) -> io::Result<()> {
    let cores = thread::available_parallelism().map_or(1, |c| c.get());
    let started = Instant::now();
    let plan = CountPlan::new(n).expect("args checked the size");
    // No more threads than pieces.
    let threads = threads.unwrap_or(cores).clamp(1, plan.len().max(1));
    let progress = Progress::new(quiet, n, plan.len(), threads);
    let classes = count_in_threads(&plan, threads, |done| progress.update(done, started));
    progress.finish(started);
    writeln!(out, "total {}", classes.total())?;
    writeln!(out, "unique {}", classes.unique())?;
    out.flush()
}

/// Counts every piece of `plan` on `threads` threads, each taking its next
/// piece from [`Spans`] when it has finished the last. `report` is called
/// on this thread every so often with the number of pieces done.
fn count_in_threads(plan: &CountPlan, threads: usize, report: impl Fn(usize)) -> PieceCounts {
    let spans = Spans::new(plan.len(), threads);
    let done = AtomicUsize::new(0);
    let sum = Mutex::new(PieceCounts::default());
    let reporter = thread::current();
    thread::scope(|scope| {
        for thread in 0..threads {
            let (spans, done, sum, reporter) = (&spans, &done, &sum, &reporter);
            scope.spawn(move || {
                let mut mine = PieceCounts::default();
                while let Some(piece) = spans.next(thread).and_then(|i| plan.count_piece(i)) {
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

/// The pieces not yet handed out, one span per thread: thread `k` starts
/// on the `k`-th of equal spans, so that it builds the join tables of only
/// about its share of the cases (consecutive pieces share a case's tables,
/// about 7 ms to build each at n = 17), and takes the back half of the
/// largest span left when its own is empty.
struct Spans(Mutex<Vec<Range<usize>>>);

impl Spans {
    fn new(pieces: usize, threads: usize) -> Spans {
        let bound = |k: usize| k * pieces / threads;
        Spans(Mutex::new(
            (0..threads).map(|k| bound(k)..bound(k + 1)).collect(),
        ))
    }

    /// The next piece for thread `thread`; `None` when all are handed out.
    fn next(&self, thread: usize) -> Option<usize> {
        let mut spans = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if spans[thread].is_empty() {
            let largest = (0..spans.len()).max_by_key(|&k| spans[k].len())?;
            let Range { start, end } = spans[largest].clone();
            if start == end {
                return None;
            }
            let middle = start + (end - start) / 2;
            spans[largest].end = middle;
            spans[thread] = middle..end;
        }
        spans[thread].next()
    }
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

#[cfg(test)]
mod tests {
    use super::Spans;

    #[test]
    fn each_thread_starts_on_its_share_and_every_piece_comes_once() {
        for (pieces, threads) in [(0, 1), (1, 3), (10, 3), (257, 2), (3841, 2), (1000, 7)] {
            let spans = Spans::new(pieces, threads);
            let mut seen = vec![0u32; pieces];
            let mut idle = vec![false; threads];
            let mut turn = 0usize;
            while idle.iter().any(|done| !done) {
                // A fixed, uneven order of requests: thread 0 asks most often.
                turn += 1;
                let thread = if turn % 3 == 0 { turn % threads } else { 0 };
                match spans.next(thread) {
                    Some(i) => seen[i] += 1,
                    None => idle[thread] = true,
                }
                if idle[0] {
                    for (k, done) in idle.iter_mut().enumerate() {
                        *done = *done || spans.next(k).map(|i| seen[i] += 1).is_none();
                    }
                }
            }
            assert!(
                seen.iter().all(|&c| c == 1),
                "{pieces} pieces, {threads} threads"
            );
        }
        let spans = Spans::new(100, 2);
        assert_eq!(spans.next(1), Some(50));
        assert_eq!(spans.next(0), Some(0));
    }

    #[test]
    fn an_idle_thread_takes_the_back_half_of_the_largest_span() {
        let spans = Spans::new(4, 2);
        assert_eq!(spans.next(0), Some(0));
        assert_eq!(spans.next(0), Some(1));
        // Thread 0's span is empty: it takes piece 3 of thread 1's 2..4.
        assert_eq!(spans.next(0), Some(3));
        assert_eq!(spans.next(1), Some(2));
        assert_eq!(spans.next(1), None);
        assert_eq!(spans.next(0), None);
    }
}
