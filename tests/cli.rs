//! The `nqueens` command-line tool: results on stdout, progress on stderr,
//! exit code 2 and a clear message for bad arguments.

// Native only: the tool is a native binary.
#![cfg(not(target_arch = "wasm32"))]

use std::process::{Command, Output, Stdio};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .output()
        .expect("the nqueens binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

#[test]
fn count_prints_total_and_unique_on_every_thread_count() {
    for threads in ["1", "2", "3", "7"] {
        let out = run(&["count", "10", "--threads", threads]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(stdout(&out), "total 724\nunique 92\n", "threads={threads}");
        assert!(stderr(&out).contains("counting n=10"), "{}", stderr(&out));
    }
}

#[test]
fn count_uses_all_cores_by_default_and_can_be_quiet() {
    let out = run(&["count", "12", "--quiet"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "total 14200\nunique 1787\n");
    assert_eq!(stderr(&out), "");
    let out = run(&["count", "--threads=2", "1"]);
    assert_eq!(stdout(&out), "total 1\nunique 1\n");
}

#[test]
fn count_matches_oeis_for_small_boards() {
    let totals = [1, 0, 0, 2, 10, 4, 40, 92, 352];
    for (i, total) in totals.iter().enumerate() {
        let n = (i + 1).to_string();
        let out = run(&["count", &n, "--quiet"]);
        let text = stdout(&out);
        assert!(
            text.starts_with(&format!("total {total}\n")),
            "n={n}: {text}"
        );
    }
}

#[test]
fn solve_prints_boards_in_each_format() {
    let out = run(&["solve", "4"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "2 4 1 3\n3 1 4 2\n");

    let out = run(&["solve", "4", "--format", "leetcode", "--limit", "1"]);
    assert_eq!(stdout(&out), "[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]\n");

    let out = run(&["solve", "4", "--format=grid"]);
    assert_eq!(
        stdout(&out),
        "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n\n0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n"
    );

    // No limit, and --limit 0 means no limit too (as for `steps`).
    for args in [&["solve", "8"][..], &["solve", "8", "--limit", "0"]] {
        assert_eq!(stdout(&run(args)).lines().count(), 92, "{args:?}");
    }
}

#[test]
fn steps_tell_the_search_one_based() {
    let out = run(&["steps", "4", "--limit", "3"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "1 place queen 1 at (1, 1)\n\
         2 reject (2, 1): attacked by the queen at (1, 1) along its column\n\
         3 reject (2, 2): attacked by the queen at (1, 1) along its diagonal\n"
    );
    let all = run(&["steps", "4", "--limit", "0"]);
    let text = stdout(&all);
    assert!(text.contains("solution 1: 2 4 1 3"), "{text}");
    assert!(text.contains("solution 2: 3 1 4 2"), "{text}");
    assert!(text
        .trim_end()
        .ends_with("done: the whole solution space has been searched"));
}

#[test]
fn help_and_version() {
    let out = run(&["--help"]);
    assert!(out.status.success());
    assert!(stdout(&out).contains("nqueens count N"));
    let out = run(&["count", "--help"]);
    assert!(out.status.success());
    let out = run(&["--version"]);
    assert!(stdout(&out).starts_with("nqueens "));
}

#[test]
fn output_into_a_closed_pipe_is_not_an_error() {
    // Like `nqueens --help | true`: nobody reads what is written.
    for args in [
        &["--help"][..],
        &["count", "--help"],
        &["--version"],
        &["solve", "10"],
    ] {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let status = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(args)
            .stdout(writer)
            .status()
            .expect("the nqueens binary runs");
        assert!(status.success(), "{args:?}: {status}");
    }
}

#[test]
fn count_uses_no_more_threads_than_pieces() {
    let out = run(&["count", "1", "--threads", "8"]);
    assert_eq!(stdout(&out), "total 1\nunique 1\n");
    assert!(
        stderr(&out).contains("1 piece on 1 thread"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bad_arguments_exit_with_code_2_and_say_why() {
    let cases: &[(&[&str], &str)] = &[
        (&[], "missing command"),
        (&["frobnicate"], "unknown command \"frobnicate\""),
        (&["count"], "missing the board size N"),
        (
            &["count", "0"],
            "board size N must be a whole number from 1 to 32, got \"0\"",
        ),
        (&["count", "33"], "from 1 to 32, got \"33\""),
        (&["count", "eight"], "got \"eight\""),
        (&["count", "8", "9"], "unexpected argument \"9\""),
        (&["count", "8", "--threads"], "--threads needs a value"),
        (
            &["count", "8", "--threads", "0"],
            "--threads must be a whole number from 1 to 1024, got \"0\"",
        ),
        (
            &["count", "8", "--threads", "99999999999999999999"],
            "--threads must be a whole number from 1 to 1024",
        ),
        (
            &["count", "-5"],
            "board size N must be a whole number from 1 to 32, got \"-5\"",
        ),
        (&["count", "8", "--fast"], "unknown option \"--fast\""),
        (
            &["solve", "8", "--format", "ascii"],
            "--format must be one of leetcode, one-based, grid",
        ),
        (
            &["solve", "8", "--limit", "-1"],
            "--limit must be a whole number from 0 to 18446744073709551615, got \"-1\"",
        ),
        // Past u64::MAX is out of range, like --threads past 1024 (issue #27).
        (
            &["solve", "8", "--limit", "18446744073709551616"],
            "--limit must be a whole number from 0 to 18446744073709551615, got \"18446744073709551616\"",
        ),
        (
            &["steps", "8", "--limit=18446744073709551616"],
            "--limit must be a whole number from 0 to 18446744073709551615, got \"18446744073709551616\"",
        ),
        (
            &["steps", "8", "--threads", "2"],
            "unknown option \"--threads\"",
        ),
        // Numbers are digits only, like the page's ?n= (08 is 8, see below).
        (
            &["count", "+8"],
            "board size N must be a whole number from 1 to 32, got \"+8\"",
        ),
        (&["count", "8", "--threads", "+2"], "got \"+2\""),
        (&["solve", "4", "--limit", "1e3"], "got \"1e3\""),
        (&["count", " 8"], "got \" 8\""),
        // The timing kernels moved to the bench tooling (bench/rust/).
        (&["bench", "count", "8"], "unknown command \"bench\""),
    ];
    for (args, message) in cases {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(err.contains("--help"), "{args:?}: {err}");
        assert_eq!(stdout(&out), "", "{args:?}");
    }
}

/// Every numeric option refuses what is out of its range with the same
/// message, whatever the spelling: too small, too large, past u64::MAX,
/// 100,000 digits, signed, not decimal (issue #27).
#[test]
fn every_numeric_option_says_its_range_the_same_way() {
    let huge = "9".repeat(100_000);
    let options: &[(&[&str], &str, &str, &str)] = &[
        (&["count"], "board size N", "1", "32"),
        (&["solve"], "board size N", "1", "32"),
        (&["steps"], "board size N", "1", "32"),
        (&["count", "8", "--threads"], "--threads", "1", "1024"),
        (
            &["solve", "8", "--limit"],
            "--limit",
            "0",
            "18446744073709551615",
        ),
        (
            &["steps", "8", "--limit"],
            "--limit",
            "0",
            "18446744073709551615",
        ),
    ];
    for (prefix, what, min, max) in options {
        let below = if *min == "0" {
            "-1".to_string()
        } else {
            "0".to_string()
        };
        let above = if max.len() > 10 {
            "18446744073709551616".to_string()
        } else {
            (max.parse::<u64>().unwrap() + 1).to_string()
        };
        for value in [
            below.as_str(),
            above.as_str(),
            "99999999999999999999999",
            &huge,
            "+3",
            "0x10",
            "3.0",
            "",
        ] {
            let mut args = prefix.to_vec();
            args.push(value);
            let out = run(&args);
            assert_eq!(out.status.code(), Some(2), "{prefix:?} {value:.20}");
            let err = stderr(&out);
            let first = err.lines().next().unwrap_or_default();
            assert!(
                first.starts_with(&format!(
                    "nqueens: {what} must be a whole number from {min} to {max}, got \""
                )),
                "{prefix:?} {value:.20}: {first:.200}"
            );
            assert!(first.len() < 200, "{prefix:?}: {first:.200}");
        }
    }
}

/// `--limit 999…9` (100,000 digits) was taken for "no limit" (issue #27).
#[test]
fn a_huge_limit_is_refused_quoted_short() {
    let nines = "9".repeat(100_000);
    for command in ["solve", "steps"] {
        let out = run(&[command, "8", "--limit", &nines]);
        assert_eq!(out.status.code(), Some(2), "{command}");
        let err = stderr(&out);
        let quoted = format!("\"{}…\" (100000 characters)", "9".repeat(32));
        assert!(
            err.starts_with(&format!(
                "nqueens: --limit must be a whole number from 0 to 18446744073709551615, got {quoted}\n"
            )),
            "{command}: {err}"
        );
        assert_eq!(stdout(&out), "", "{command}");
    }
    // The largest limit is still a limit.
    let out = run(&["solve", "4", "--limit", "18446744073709551615"]);
    assert_eq!(stdout(&out), "2 4 1 3\n3 1 4 2\n");
}

#[test]
fn leading_zeros_are_allowed() {
    assert_eq!(
        stdout(&run(&["count", "08", "--quiet"])),
        "total 92\nunique 12\n"
    );
    assert_eq!(stdout(&run(&["solve", "004", "--limit=01"])), "2 4 1 3\n");
}

#[cfg(unix)]
#[test]
fn a_non_utf8_argument_is_a_usage_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .arg("count")
        .arg(std::ffi::OsStr::from_bytes(b"\xff"))
        .output()
        .expect("the nqueens binary runs");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr_lossy(&out);
    assert!(err.contains("arguments must be UTF-8 text"), "{err}");
    assert!(err.contains("--help"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

fn stderr_lossy(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn a_long_bad_argument_is_quoted_short() {
    let long = "x".repeat(100_000);
    let out = run(&["count", &long]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.len() < 200, "{err}");
    assert!(err.contains("(100000 characters)"), "{err}");
}

/// `nqueens count 15 2>&1 | head -1`: the reader leaves after one line, and
/// both progress (stderr) and the result (stdout) then go to a closed pipe:
/// the conventional silent exit, code 0, as for stdout alone.
#[test]
fn a_closed_pipe_on_stderr_is_silent() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "11", "--threads", "2"])
        .stdout(Stdio::piped())
        .stderr(writer)
        .output()
        .expect("the nqueens binary runs");
    assert!(out.status.success(), "{:?}", out.status);
    assert_eq!(stdout(&out), "total 2680\nunique 341\n");

    // Both streams into one closed pipe.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let status = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "11"])
        .stdout(writer.try_clone().expect("a second handle"))
        .stderr(writer)
        .status()
        .expect("the nqueens binary runs");
    assert_eq!(status.code(), Some(0));

    // A usage error still exits 2 when the message cannot be written.
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let status = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "99"])
        .stderr(writer)
        .status()
        .expect("the nqueens binary runs");
    assert_eq!(status.code(), Some(2));
}

/// `2>/dev/full`: every write to stderr fails with "no space left". The
/// progress is lost, so the exit code is 1 (issue #27); the result is
/// still written to stdout.
#[cfg(target_os = "linux")]
#[test]
fn a_full_stderr_is_an_error() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(["count", "10"])
        .stderr(full)
        .output()
        .expect("the nqueens binary runs");
    assert_eq!(out.status.code(), Some(1), "{:?}", out.status);
    assert_eq!(stdout(&out), "total 724\nunique 92\n");
}

/// `2>&-` and `2</dev/null` (issue #27): std reopens a closed stderr on
/// /dev/null and takes EBADF for success, so the progress would vanish
/// with exit code 0. The result still goes to stdout, with exit code 1;
/// a command that writes nothing to stderr loses nothing and exits 0.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_or_read_only_stderr_is_an_error() {
    for redirect in ["2>&-", "2</dev/null"] {
        let out = run_redirected(&["count", "10"], redirect);
        assert_eq!(out.status.code(), Some(1), "{redirect}: {:?}", out.status);
        assert_eq!(stdout(&out), "total 724\nunique 92\n", "{redirect}");
        let out = run_redirected(&["solve", "4"], redirect);
        assert_eq!(out.status.code(), Some(0), "{redirect}: {:?}", out.status);
        assert_eq!(stdout(&out), "2 4 1 3\n3 1 4 2\n", "{redirect}");
        // A usage error is still exit code 2.
        let out = run_redirected(&["count", "99"], redirect);
        assert_eq!(out.status.code(), Some(2), "{redirect}: {:?}", out.status);
    }
    // Both closed: the output's failure decides, exit code 1.
    let out = run_redirected(&["solve", "4"], ">&- 2>&-");
    assert_eq!(out.status.code(), Some(1), "{:?}", out.status);
}

/// Runs nqueens from `sh` with its stdout redirected by `redirect`
/// (`>&-` closes it; Rust's `Command` cannot start a child without one).
#[cfg(unix)]
fn run_redirected(args: &[&str], redirect: &str) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg(format!("exec \"$0\" \"$@\" {redirect}"))
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("sh runs the nqueens binary")
}

/// Every command that writes to stdout, quickly.
const WRITERS: &[&[&str]] = &[
    &["count", "8", "--quiet"],
    &["count", "10"],
    &["solve", "10"],
    &["solve", "6", "--format", "grid"],
    &["steps", "4"],
    &["--help"],
    &["--version"],
];

/// A write failure: exit code 1 and one line saying why, nothing else.
fn assert_write_failure(out: &Output, args: &[&str], why: &str) {
    assert_eq!(out.status.code(), Some(1), "{args:?}: {:?}", out.status);
    let err = stderr(out);
    let last = err.lines().last().unwrap_or_default();
    assert_eq!(
        last,
        format!("nqueens: cannot write output: {why}"),
        "{args:?}: {err}"
    );
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

/// `nqueens solve 10 >&-` (issue #27): std reopens a closed stdout on
/// /dev/null before main, so the output would vanish with exit code 0.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_stdout_is_an_error() {
    for args in WRITERS {
        let out = run_redirected(args, ">&-");
        assert_write_failure(&out, args, "standard output is closed");
    }
    // Said before the work: a count does not run first.
    let out = run_redirected(&["count", "8"], ">&-");
    assert!(!stderr(&out).contains("counting"), "{}", stderr(&out));
}

/// `nqueens count 8 1</dev/null`: stdout open for reading only, every
/// write fails with EBADF (which std's stdout treats as success).
#[cfg(target_os = "linux")]
#[test]
fn a_read_only_stdout_is_an_error() {
    for args in WRITERS {
        let out = run_redirected(args, "1</dev/null");
        assert_write_failure(&out, args, "Bad file descriptor (os error 9)");
    }
}

/// `nqueens solve 10 >/dev/full`: no space left.
#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_is_an_error() {
    for args in WRITERS {
        let out = run_redirected(args, ">/dev/full");
        assert_write_failure(&out, args, "No space left on device (os error 28)");
    }
}

/// `nqueens solve 12 | head -1`: the reader leaving early is the one
/// failure that stays silent, with exit code 0.
#[test]
fn a_reader_leaving_early_is_silent() {
    for args in WRITERS {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(*args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .expect("the nqueens binary runs");
        assert!(out.status.success(), "{args:?}: {:?}", out.status);
        assert!(
            !stderr(&out).contains("cannot write"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
}
