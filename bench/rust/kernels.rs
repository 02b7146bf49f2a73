//! `bench-kernels KERNEL N [--reps R]`: times one kernel of the core on one
//! thread and prints one JSON line per repetition, which `make bench`
//! (bench/run.mjs) reads. Built by scripts/bench.sh with
//! `cargo build --release --example bench-kernels`.
//!
//! The kernels are the [`Kernel`] enum: one list for the names, the help
//! and the code.

use nqueens_lab::programs::ProgramRun;
use nqueens_lab::{CountPlan, Solutions, Stepper};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

/// What one timing runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kernel {
    Count,
    Total,
    Mirror,
    Plain,
    Iterate,
    Steps,
    Seek,
    Program,
    ProgramSeek,
}

impl Kernel {
    const ALL: [Kernel; 9] = [
        Kernel::Count,
        Kernel::Total,
        Kernel::Mirror,
        Kernel::Plain,
        Kernel::Iterate,
        Kernel::Steps,
        Kernel::Seek,
        Kernel::Program,
        Kernel::ProgramSeek,
    ];

    fn name(self) -> &'static str {
        match self {
            Kernel::Count => "count",
            Kernel::Total => "total",
            Kernel::Mirror => "mirror",
            Kernel::Plain => "plain",
            Kernel::Iterate => "iterate",
            Kernel::Steps => "steps",
            Kernel::Seek => "seek",
            Kernel::Program => "program",
            Kernel::ProgramSeek => "programseek",
        }
    }

    fn about(self) -> &'static str {
        match self {
            Kernel::Count => "the join counter, piece by piece, total and unique (CountPlan)",
            Kernel::Total => "the join counter, the total only (CountPlan::count_total)",
            Kernel::Mirror => "the bitmask counter with mirror halving (count_mirror)",
            Kernel::Plain => "the bitmask counter without symmetry (count_plain)",
            Kernel::Iterate => "every solution through Solutions::next_batch",
            Kernel::Steps => "Stepper::advance over 10^7 events (N used as the board)",
            Kernel::Seek => "Stepper::seek(10^7), then back() 10^6 times",
            Kernel::Program => {
                "the interpreter: the recursive view's program run to its end (line steps)"
            }
            Kernel::ProgramSeek => {
                "the interpreter: seek_line(10^7) from 0, then back to the half, then back_line()"
            }
        }
    }

    fn from_name(name: &str) -> Option<Kernel> {
        Kernel::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Runs the kernel; its result (a count) and extra JSON fields.
    fn run(self, n: usize) -> (u64, String) {
        match self {
            Kernel::Count => {
                let sum = CountPlan::new(n).expect("checked").count_all();
                (sum.total(), format!(",\"unique\":{}", sum.unique()))
            }
            Kernel::Total => (
                CountPlan::new(n).expect("checked").count_total(),
                String::new(),
            ),
            Kernel::Mirror => (
                nqueens_lab::count_mirror(n).expect("checked"),
                String::new(),
            ),
            Kernel::Plain => (nqueens_lab::count_plain(n).expect("checked"), String::new()),
            Kernel::Iterate => {
                let mut it = Solutions::new(n).expect("checked");
                let mut buf = vec![0u8; 4096 * n];
                let (mut total, mut check) = (0u64, 0u64);
                loop {
                    let k = it.next_batch(&mut buf);
                    if k == 0 {
                        break;
                    }
                    total += k as u64;
                    check = check.wrapping_add(buf[..k * n].iter().map(|&b| b as u64).sum());
                }
                (total, format!(",\"checksum\":{check}"))
            }
            Kernel::Steps => {
                let mut s = Stepper::new(n).expect("checked");
                let applied = s.advance(10_000_000);
                (applied, format!(",\"solutions\":{}", s.counts().solutions))
            }
            Kernel::Program => {
                let mut run = ProgramRun::new("recursive", n).expect("checked");
                run.run_to_end().expect("the built-in program runs");
                (
                    run.counts().solutions,
                    format!(",\"lines\":{}", run.line_step()),
                )
            }
            Kernel::ProgramSeek => {
                let mut run = ProgramRun::new("recursive", n).expect("checked");
                let ms = |t: Instant| t.elapsed().as_secs_f64() * 1e3;
                let t = Instant::now();
                let at = run.seek_line(10_000_000).expect("runs");
                let seek_ms = ms(t);
                let t = Instant::now();
                run.seek_line(at / 2).expect("runs");
                let half_ms = ms(t);
                let t = Instant::now();
                run.back_line().expect("runs");
                let back_ms = ms(t);
                (
                    at,
                    format!(",\"seek_ms\":{seek_ms:.3},\"half_ms\":{half_ms:.3},\"back_ms\":{back_ms:.3}"),
                )
            }
            Kernel::Seek => {
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
}

fn usage() -> String {
    let mut text = String::from("usage: bench-kernels KERNEL N [--reps R] (1 <= N <= 32, 1 <= R <= 1000)\nKERNEL is one of:\n");
    for kernel in Kernel::ALL {
        text += &format!("  {:<8} {}\n", kernel.name(), kernel.about());
    }
    text
}

/// `KERNEL N [--reps R]`.
fn parse(args: &[String]) -> Result<(Kernel, usize, u32), String> {
    let [kernel, n, rest @ ..] = args else {
        return Err("needs a KERNEL and N".into());
    };
    let kernel = Kernel::from_name(kernel).ok_or(format!("unknown kernel {kernel:?}"))?;
    let n = n
        .parse()
        .ok()
        .filter(|n| (1..=nqueens_lab::MAX_N).contains(n))
        .ok_or(format!("N must be a whole number from 1 to 32, got {n:?}"))?;
    let reps = match rest {
        [] => 1,
        [flag, reps] if flag == "--reps" => reps
            .parse()
            .ok()
            .filter(|r| (1..=1000).contains(r))
            .ok_or(format!("--reps must be from 1 to 1000, got {reps:?}"))?,
        _ => return Err(format!("unexpected arguments {rest:?}")),
    };
    Ok((kernel, n, reps))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (kernel, n, reps) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprint!("bench-kernels: {message}\n{}", usage());
            return ExitCode::from(2);
        }
    };
    let mut out = io::stdout().lock();
    for _ in 0..reps {
        let cpu0 = thread_cpu_ns();
        let t0 = Instant::now();
        let (work, extra) = kernel.run(n);
        let ms = t0.elapsed().as_secs_f64() * 1e3;
        let cpu_ms = match (cpu0, thread_cpu_ns()) {
            (Some(a), Some(b)) => format!("{:.3}", (b - a) as f64 / 1e6),
            _ => "null".into(),
        };
        let line = format!(
            "{{\"impl\":\"rust-native\",\"kernel\":\"{}\",\"n\":{n},\"result\":{work},\"ms\":{ms:.3},\"cpu_ms\":{cpu_ms}{extra}}}",
            kernel.name()
        );
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            return ExitCode::from(1);
        }
    }
    ExitCode::SUCCESS
}

/// CPU time of this thread in nanoseconds (Linux: /proc/thread-self/schedstat).
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kernel_has_one_name_and_counts_right() {
        for kernel in Kernel::ALL {
            assert_eq!(Kernel::from_name(kernel.name()), Some(kernel));
            assert!(usage().contains(kernel.name()));
        }
        assert_eq!(Kernel::from_name("warp"), None);
        for kernel in [
            Kernel::Count,
            Kernel::Mirror,
            Kernel::Plain,
            Kernel::Iterate,
        ] {
            assert_eq!(kernel.run(8).0, 92, "{kernel:?}");
        }
        assert_eq!(Kernel::Program.run(6).0, 4);
        assert_eq!(
            Kernel::ProgramSeek.run(4).0,
            Kernel::Program.run(4).1[9..].parse::<u64>().unwrap()
        );
        // n = 4 has far fewer than 10^7 events: both stepping kernels go to
        // the end of the search, and seek then undoes all of it.
        let (applied, extra) = Kernel::Steps.run(4);
        assert_eq!(extra, ",\"solutions\":2");
        assert_eq!(
            Kernel::Seek.run(4),
            (applied, format!(",\"back\":{applied}"))
        );
    }

    #[test]
    fn arguments() {
        let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(parse(&args(&["count", "8"])), Ok((Kernel::Count, 8, 1)));
        assert_eq!(
            parse(&args(&["seek", "32", "--reps", "3"])),
            Ok((Kernel::Seek, 32, 3))
        );
        for bad in [
            &["warp", "8"][..],
            &["count"],
            &["count", "33"],
            &["count", "8", "--reps", "0"],
        ] {
            assert!(parse(&args(bad)).is_err(), "{bad:?}");
        }
    }
}
