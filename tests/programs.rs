//! The notes' programs run by the core's interpreter (issue #23): counts,
//! traces against the independent oracle, events against the Stepper.

use nqueens::programs::{ProgramEvent, ProgramRun, View, VIEW_NAMES};
use nqueens::{Event, Stepper};

/// OEIS A000170.
const A000170: [u64; 11] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

fn finished(view: &str, n: usize) -> ProgramRun {
    let mut run = ProgramRun::new(view, n).unwrap();
    run.run_to_end()
        .unwrap_or_else(|e| panic!("{view} n={n}: {e}"));
    run
}

#[test]
fn every_correct_program_counts_a000170() {
    let max = if cfg!(debug_assertions) { 7 } else { 10 };
    for view in VIEW_NAMES.iter().filter(|v| **v != "bitmask-printed") {
        let v = View::from_name(view).unwrap();
        for n in 1..=max.min(v.max_n()) {
            let run = finished(view, n);
            assert_eq!(run.counts().solutions, A000170[n], "{view} n={n}");
        }
    }
}

#[test]
fn programs_own_counts_agree() {
    for n in 1..=6 {
        let expected = A000170[n];
        let run = finished("recursive", n);
        if n >= 1 {
            assert!(
                run.output()
                    .ends_with(&format!("{n}皇后一共有{expected}种摆法\n")),
                "{}",
                run.output()
            );
        }
        assert_eq!(finished("leetcode", n).result(), Some(expected.to_string()));
        let bm = finished("bitmask", n);
        assert!(bm
            .output()
            .ends_with(&format!("{n}皇后一共有{expected}种摆法\n")));
        let lines = finished("iterative", n).output().lines().count() as u64;
        assert_eq!(lines, expected);
    }
}

fn stepper_events(n: usize) -> Vec<ProgramEvent> {
    let mut s = Stepper::new(n).unwrap();
    let mut out = vec![];
    while let Some(e) = s.step() {
        out.push(match e {
            Event::Place { row, col } => ProgramEvent::Place { row, col },
            Event::Reject {
                row,
                col,
                attacker,
                line,
            } => ProgramEvent::Reject {
                row,
                col,
                line,
                check: nqueens::programs::Check::Queen,
                attacker: Some(attacker),
            },
            Event::Remove { row, col } => ProgramEvent::Remove { row, col },
            Event::Solution { index, queens } => ProgramEvent::Solution { index, queens },
            Event::Done => ProgramEvent::Done,
        });
    }
    out
}

#[test]
fn recursive_events_equal_the_steppers() {
    for n in 4..=7 {
        let mut run = ProgramRun::new("recursive", n).unwrap();
        let mut events = vec![];
        while let Some(e) = run.step_event().unwrap() {
            events.push(e);
        }
        let expected = stepper_events(n);
        for (k, (a, b)) in events.iter().zip(&expected).enumerate() {
            assert_eq!(a, b, "n={n} event {k}");
        }
        assert_eq!(events.len(), expected.len(), "n={n}");
    }
}

/// The canonical trace of a whole run, as the oracle writes it.
fn trace(view: &str, n: usize) -> String {
    let mut run = ProgramRun::new(view, n).unwrap();
    let mut out = String::new();
    while run.step_line().unwrap_or_else(|e| panic!("{view} n={n}: {e}")) {
        out.push_str(&run.step_text());
        out.push('\n');
    }
    out.push_str("OUTPUT ");
    out.push_str(&json(&run.output()));
    out.push('\n');
    out
}

fn json(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[test]
fn traces_equal_the_oracles() {
    let runs = include_str!("programs/oracle/expected_runs.txt");
    let mut checked = 0;
    let mut failures = vec![];
    for line in runs.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let mut parts = line.split_whitespace();
        let (view, n) = (parts.next().unwrap(), parts.next().unwrap().parse::<usize>().unwrap());
        let path = format!("{}/tests/programs/expected/{view}-n{n}.txt", env!("CARGO_MANIFEST_DIR"));
        let expected = std::fs::read_to_string(&path).unwrap();
        let actual = trace(view, n);
        checked += 1;
        if let Some((k, (a, e))) = actual.lines().zip(expected.lines()).enumerate().find(|(_, (a, e))| a != e) {
            failures.push(format!("{view} n={n} step {}:\n  interp: {a}\n  oracle: {e}", k + 1));
        } else if actual.lines().count() != expected.lines().count() {
            failures.push(format!("{view} n={n}: {} lines, oracle {}", actual.lines().count(), expected.lines().count()));
        }
    }
    assert!(checked >= 18, "only {checked} expected files");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
