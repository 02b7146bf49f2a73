//! The notes' programs run by the core's interpreter (issue #23): counts,
//! traces against the independent oracle, events against the Stepper.

#![allow(clippy::needless_range_loop)] // n is the board size, not an index

use nqueens_lab::programs::{EventFacts, ProgramEvent, ProgramRun, View, VIEW_NAMES};
use nqueens_lab::Line;
use nqueens_lab::{Event, Stepper};

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
        for view in ["booleans", "bitmask"] {
            assert_eq!(
                finished(view, n).output(),
                format!("{n}皇后一共有{expected}种摆法\n"),
                "{view}"
            );
        }
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
                check: nqueens_lab::programs::Check::Queen,
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

/// An event as tests/programs/oracle/crosscheck/notes_java_events.py logs
/// it from the notes' Java: `place R C`, `reject R C LINE AR AC`, `remove R
/// C`, `solution C0 C1 ...`, `done`.
fn java_log_line(e: &ProgramEvent) -> String {
    match e {
        ProgramEvent::Place { row, col } => format!("place {row} {col}"),
        ProgramEvent::Remove { row, col } => format!("remove {row} {col}"),
        ProgramEvent::Reject {
            row,
            col,
            line,
            attacker,
            ..
        } => {
            let line = match line {
                Line::Column => "column",
                Line::Diagonal => "diagonal",
                Line::AntiDiagonal => "anti-diagonal",
            };
            let by = attacker.map_or("- -".to_string(), |a| format!("{} {}", a.row, a.col));
            format!("reject {row} {col} {line} {by}")
        }
        ProgramEvent::Solution { queens, .. } => {
            let cols: Vec<String> = queens.iter().map(|c| format!(" {c}")).collect();
            format!("solution{}", cols.concat())
        }
        ProgramEvent::Done => "done".to_string(),
    }
}

fn events_of(view: &str, n: usize) -> Vec<ProgramEvent> {
    let mut run = ProgramRun::new(view, n).unwrap();
    let mut events = vec![];
    while let Some(e) = run.step_event().unwrap() {
        events.push(e);
    }
    events
}

/// The notes' own Java (004's boolean arrays, and 004's place/isValid), as
/// printed, compiled by javac and run, logged its events at n = 4..6
/// (tests/programs/oracle/crosscheck/notes_java_events.py, which wrote
/// tests/programs/expected/events/): the core's events of the `booleans` and
/// `recursive` views are the same, event for event, with the same lines and
/// attackers (the flags' attacker: the queen on that line).
#[test]
fn booleans_and_recursive_events_equal_the_notes_java() {
    for view in ["booleans", "recursive"] {
        for n in 4..=6 {
            let path = format!(
                "{}/tests/programs/expected/events/{view}-n{n}.txt",
                env!("CARGO_MANIFEST_DIR")
            );
            let java = std::fs::read_to_string(&path).unwrap();
            let events = events_of(view, n);
            let ours: Vec<String> = events.iter().map(java_log_line).collect();
            let java: Vec<&str> = java.lines().collect();
            for (k, (a, b)) in ours.iter().zip(&java).enumerate() {
                assert_eq!(a, b, "{view} n={n} event {}", k + 1);
            }
            assert_eq!(ours.len(), java.len(), "{view} n={n}");
            let check = if view == "booleans" {
                nqueens_lab::programs::Check::Flag
            } else {
                nqueens_lab::programs::Check::Queen
            };
            for e in &events {
                if let ProgramEvent::Reject { check: c, .. } = e {
                    assert_eq!(*c, check, "{view} n={n} {e:?}");
                }
            }
        }
    }
}

/// The boolean arrays search as the bit sets do, event for event (the same
/// tests in the same order: column, ↘, ↙), only their check is a flag, not
/// a mask; against `isValid` (recursive), the same places, removes and
/// solutions and the same squares rejected in the same order, but a square
/// attacked along two lines is named by the flags' first test that holds
/// (column, then ↘, then ↙), where `isValid` names the line of the topmost
/// queen: the notes' Java gives 9, 37 and 155 rejects named otherwise at
/// n = 4, 5, 6 (notes_java_events.py).
#[test]
fn booleans_search_as_the_bit_sets_and_reject_the_squares_isvalid_rejects() {
    use nqueens_lab::programs::Check;
    for n in 1..=8 {
        let booleans = events_of("booleans", n);
        let as_flags: Vec<ProgramEvent> = events_of("bitmask", n)
            .into_iter()
            .map(|e| match e {
                ProgramEvent::Reject {
                    row,
                    col,
                    line,
                    check: Check::Mask,
                    attacker,
                } => ProgramEvent::Reject {
                    row,
                    col,
                    line,
                    check: Check::Flag,
                    attacker,
                },
                e => e,
            })
            .collect();
        assert_eq!(booleans, as_flags, "n={n}");
        let recursive = events_of("recursive", n);
        assert_eq!(booleans.len(), recursive.len(), "n={n}");
        let mut named_otherwise = 0;
        for (b, r) in booleans.iter().zip(&recursive) {
            match (b, r) {
                (
                    ProgramEvent::Reject {
                        row, col, line: l1, ..
                    },
                    ProgramEvent::Reject {
                        row: r2,
                        col: c2,
                        line: l2,
                        ..
                    },
                ) => {
                    assert_eq!((row, col), (r2, c2), "n={n}");
                    // the flags name the first line with a queen in their order
                    // (column, ↘, ↙), isValid the topmost queen's: an earlier one
                    let order = |l: &Line| {
                        [Line::Column, Line::Diagonal, Line::AntiDiagonal]
                            .iter()
                            .position(|x| x == l)
                    };
                    assert!(order(l1) <= order(l2), "n={n} {b:?} {r:?}");
                    named_otherwise += usize::from(l1 != l2);
                }
                _ => assert_eq!(b, r, "n={n}"),
            }
        }
        let java = [(4, 9), (5, 37), (6, 155)];
        if let Some((_, k)) = java.iter().find(|(m, _)| *m == n) {
            assert_eq!(named_otherwise, *k, "n={n}");
        }
    }
}

/// By event, the booleans view lights the statement that raised it
/// (booleans.java): a place on line 36 (`… = true;`), a reject on line 29
/// (`if (cols[col]) continue;`), 32 (`leftTop`, ↘) or 35 (`rightTop`, ↙),
/// a remove on line 38 (`… = false;`), a solution on line 23 (`ways++;`),
/// each in `place(row)` with that row and col.
#[test]
fn booleans_events_are_raised_by_their_statements() {
    for n in 1..=6 {
        let mut run = ProgramRun::new("booleans", n).unwrap();
        while let Some(e) = run.step_event().unwrap() {
            let Some(at) = run.event_snapshot() else {
                assert_eq!(e, ProgramEvent::Done);
                continue;
            };
            let top = at.frames.last().unwrap();
            assert_eq!(top.name, "place", "n={n} {e:?}");
            // the innermost call's own variables (a solution's `place(n)` has no `col`)
            let int = |name: &str| {
                let v = top.vars.iter().find(|v| v.name == name)?;
                v.value.parse::<i64>().ok()
            };
            let (line, row, col) = match &e {
                ProgramEvent::Place { row, col } => (36, *row, Some(*col)),
                ProgramEvent::Remove { row, col } => (38, *row, Some(*col)),
                ProgramEvent::Reject { row, col, line, .. } => {
                    let at_line = match line {
                        Line::Column => 29,
                        Line::Diagonal => 32,
                        Line::AntiDiagonal => 35,
                    };
                    (at_line, *row, Some(*col))
                }
                ProgramEvent::Solution { .. } => (23, n, None),
                ProgramEvent::Done => unreachable!(),
            };
            assert_eq!(at.line, line, "n={n} {e:?}");
            assert_eq!(int("row"), Some(row as i64), "n={n} {e:?}");
            assert_eq!(int("col"), col.map(|c| c as i64), "n={n} {e:?}");
        }
    }
}

/// The canonical trace of a whole run, as the oracle writes it.
fn trace(view: &str, n: usize) -> String {
    let mut run = ProgramRun::new(view, n).unwrap();
    let mut out = String::new();
    while run
        .step_line()
        .unwrap_or_else(|e| panic!("{view} n={n}: {e}"))
    {
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
    for line in runs
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let mut parts = line.split_whitespace();
        let (view, n) = (
            parts.next().unwrap(),
            parts.next().unwrap().parse::<usize>().unwrap(),
        );
        let path = format!(
            "{}/tests/programs/expected/{view}-n{n}.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        let expected = std::fs::read_to_string(&path).unwrap();
        let actual = trace(view, n);
        checked += 1;
        if let Some((k, (a, e))) = actual
            .lines()
            .zip(expected.lines())
            .enumerate()
            .find(|(_, (a, e))| a != e)
        {
            failures.push(format!(
                "{view} n={n} step {}:\n  interp: {a}\n  oracle: {e}",
                k + 1
            ));
        } else if actual.lines().count() != expected.lines().count() {
            failures.push(format!(
                "{view} n={n}: {} lines, oracle {}",
                actual.lines().count(),
                expected.lines().count()
            ));
        }
    }
    assert!(checked >= 19, "only {checked} expected files");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What the printed Java of bitmask-printed really prints for n = 1..10
/// (javac, reported by tests/programs/oracle/crosscheck/crosscheck.py).
const BITMASK_PRINTED_JAVA: [u64; 10] = [1, 0, 1, 0, 1, 0, 1, 0, 0, 0];

#[test]
fn bitmask_printed_counts_what_the_printed_java_prints() {
    for n in 1..=10 {
        let run = finished("bitmask-printed", n);
        let expected = BITMASK_PRINTED_JAVA[n - 1];
        assert!(
            run.output()
                .ends_with(&format!("{n}皇后一共有{expected}种摆法\n")),
            "n={n}: {}",
            run.output()
        );
        assert_eq!(run.counts().solutions, expected, "n={n}");
    }
}

fn place(r: usize, c: usize) -> ProgramEvent {
    ProgramEvent::Place {
        row: r - 1,
        col: c - 1,
    }
}
fn remove(r: usize, c: usize) -> ProgramEvent {
    ProgramEvent::Remove {
        row: r - 1,
        col: c - 1,
    }
}

/// The seed's 4-queens story (tests/walkthrough.rs), told by each
/// backtracking program's own events.
#[test]
fn every_backtracking_program_tells_the_notes_walkthrough() {
    let story = [
        place(1, 1),
        place(2, 3),
        remove(2, 3),
        place(2, 4),
        place(3, 2),
        remove(3, 2),
        remove(2, 4),
        remove(1, 1),
        place(1, 2),
        place(2, 4),
        place(3, 1),
        place(4, 3),
    ];
    for view in [
        "recursive",
        "booleans",
        "list",
        "cpp",
        "iterative",
        "flags",
        "bitmask",
        "leetcode",
    ] {
        let mut run = ProgramRun::new(view, 4).unwrap();
        let mut told = vec![];
        while let Some(e) = run.step_event().unwrap() {
            match e {
                ProgramEvent::Reject { .. } => {}
                ProgramEvent::Solution { ref queens, .. } => {
                    assert_eq!(queens, &[1, 3, 0, 2], "{view}");
                    break;
                }
                e => told.push(e),
            }
        }
        assert_eq!(told, story, "{view}");
    }
}

#[test]
fn the_leetcode_program_never_rejects_and_the_bitmask_rejects_by_its_own_tests() {
    let mut run = ProgramRun::new("leetcode", 6).unwrap();
    run.run_to_end().unwrap();
    assert_eq!(run.counts().rejects, 0);
    assert!(run.counts().places > 0);
    // bitmask's first reject: (1,0) by the column mask (line 25), the
    // recursive view's first: the same square by queen 0's column (line 33)
    for (view, line) in [("bitmask", 25), ("recursive", 33), ("iterative", 40)] {
        let mut run = ProgramRun::new(view, 4).unwrap();
        let e = loop {
            match run.step_event().unwrap() {
                Some(e @ ProgramEvent::Reject { .. }) => break e,
                Some(_) => {}
                None => panic!("no reject"),
            }
        };
        let ProgramEvent::Reject {
            row, col, line: l, ..
        } = e
        else {
            unreachable!()
        };
        assert_eq!((row, col, l), (1, 0, nqueens_lab::Line::Column), "{view}");
        // the step is the one after the test line ran
        run.back_line().unwrap();
        let _ = line;
    }
}

/// Cells of an array in its canonical text, `[0, 2, ?]`.
fn cells(text: &str) -> Vec<String> {
    let inner = text.trim_start_matches('[').trim_end_matches(']');
    if inner.is_empty() {
        return vec![];
    }
    inner.split(", ").map(str::to_string).collect()
}

/// At every line step of every view for n = 1..6, the board the events
/// imply is the program's own data: each queen shown is where the
/// program's array, list or frames say, and the queens fill rows from the top.
#[test]
fn the_board_of_the_events_is_the_programs_data() {
    for view in View::ALL {
        for n in 1..=6.min(view.max_n()) {
            let mut run = ProgramRun::of_view(view, n).unwrap();
            while run.step_line().unwrap() {
                let s = run.snapshot();
                let queens: Vec<(usize, u8)> = s
                    .board
                    .iter()
                    .enumerate()
                    .filter_map(|(r, c)| c.map(|c| (r, c)))
                    .collect();
                // rows from the top, without holes
                for (k, (r, _)) in queens.iter().enumerate() {
                    assert_eq!(*r, k, "{view:?} n={n} step {}: {:?}", s.line_step, s.board);
                }
                let find = |name: &str| -> Option<String> {
                    s.frames
                        .iter()
                        .rev()
                        .flat_map(|f| f.vars.iter())
                        .chain(s.globals.iter())
                        .find(|v| v.name == name && v.value.starts_with('['))
                        .map(|v| v.value.clone())
                };
                match view.board_array() {
                    Some((name, offset)) => {
                        let Some(array) = find(name) else {
                            assert!(queens.is_empty(), "{view:?} n={n}: queens but no array");
                            continue;
                        };
                        let array = cells(&array);
                        for &(r, c) in &queens {
                            let want = (c as usize + offset).to_string();
                            assert_eq!(
                                array.get(r + offset),
                                Some(&want),
                                "{view:?} n={n} step {} row {r}",
                                s.line_step
                            );
                        }
                        if view == View::List {
                            assert_eq!(
                                array.len(),
                                queens.len(),
                                "{view:?} n={n} step {}",
                                s.line_step
                            );
                        }
                    }
                    None => {
                        // the bit views: a `place(row=r, col=c)` frame (or `bit`) for each queen
                        for &(r, c) in &queens {
                            let has = s.frames.iter().any(|f| {
                                let get = |k: &str| {
                                    f.vars.iter().find(|v| v.name == k).map(|v| v.value.clone())
                                };
                                get("row") == Some(r.to_string())
                                    && (get("col") == Some(c.to_string())
                                        || get("bit") == Some((1u64 << c).to_string()))
                            });
                            assert!(
                                has,
                                "{view:?} n={n} step {}: queen ({r},{c}) has no frame",
                                s.line_step
                            );
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn seek_and_back_reproduce_the_same_states() {
    let mut run = ProgramRun::new("cpp", 5).unwrap();
    let mut texts = vec![];
    while run.step_line().unwrap() {
        texts.push(run.step_text());
    }
    let total = texts.len() as u64;
    for k in [total, total / 2, 3, 1, total - 1, 1000, 7] {
        run.seek_line(k).unwrap();
        assert_eq!(run.line_step(), k);
        assert_eq!(run.step_text(), texts[k as usize - 1], "seek {k}");
    }
    run.seek_line(10).unwrap();
    run.back_line().unwrap();
    assert_eq!(run.step_text(), texts[8]);
    // events: forward then back
    let mut run = ProgramRun::new("flags", 5).unwrap();
    let mut events = vec![];
    while let Some(e) = run.step_event().unwrap() {
        events.push((e, run.snapshot().board));
    }
    for k in [events.len() as u64, 40, 1, 2, 100] {
        run.seek_event(k).unwrap();
        let s = run.snapshot();
        assert_eq!(
            s.event.as_ref(),
            Some(&events[k as usize - 1].0),
            "event {k}"
        );
        assert_eq!(s.board, events[k as usize - 1].1, "event {k}");
        assert_eq!(s.event_step, k);
    }
    assert!(run.back_event().unwrap());
    assert_eq!(run.event_step(), 99);
}

fn run_error(view: &str, source: &str, n: usize) -> nqueens_lab::programs::ProgramError {
    let mut run = match ProgramRun::with_source(view, source, n) {
        Ok(run) => run,
        Err(nqueens_lab::Error::Program(e)) => return e,
        Err(e) => panic!("{e}"),
    };
    match run.run_to_end() {
        Err(nqueens_lab::Error::Program(e)) => e,
        other => panic!("expected a program error, got {other:?}"),
    }
}

fn edited(view: &str, from: &str, to: &str) -> String {
    let src = View::from_name(view).unwrap().source("en").unwrap();
    assert!(src.contains(from), "{from}");
    src.replacen(from, to, 1)
}

#[test]
fn parse_errors_name_line_column_and_what_was_expected() {
    use nqueens_lab::programs::ProgramErrorKind::*;
    let e = run_error(
        "recursive",
        &edited(
            "recursive",
            "if (isValid(row, col)) {",
            "if (isValid(row, col) {",
        ),
        4,
    );
    // right after the `)` of the call, where the missing `)` belongs
    assert_eq!((e.kind, e.line, e.column), (Parse, 22, 30), "{e}");
    assert_eq!(e.message, "expected `)`, found `{`");
    let e = run_error(
        "recursive",
        &edited("recursive", "ways++;", "switch (ways) {}"),
        4,
    );
    assert_eq!((e.kind, e.line), (Parse, 17));
    assert!(e.message.contains("`switch` is not supported"), "{e}");
    let e = run_error("recursive", &"int x;\n".repeat(20_000), 4);
    assert!(e.message.contains("at most"), "{e}");
    let e = run_error("recursive", &edited("recursive", "ways++;", "wayz++;"), 4);
    assert_eq!((e.kind, e.line), (Parse, 17));
    assert_eq!(e.message, "unknown variable `wayz`");
}

#[test]
fn runtime_errors_stop_at_their_line_with_the_values() {
    use nqueens_lab::programs::ProgramErrorKind::*;
    // index out of range: `queens[row + 1] = col`
    let e = run_error(
        "recursive",
        &edited("recursive", "queens[row] = col;", "queens[row + 1] = col;"),
        4,
    );
    assert_eq!((e.kind, e.line), (Runtime, 23));
    assert_eq!(
        e.message,
        "array index 4 is out of range: the length is 4 (indices 0 to 3)"
    );
    let e = run_error(
        "iterative",
        &edited("iterative", "a[k] = a[k] + 1;", "a[k] = a[k] / (k - 1);"),
        4,
    );
    assert_eq!((e.kind, e.line), (Runtime, 17));
    assert_eq!(e.message, "division by zero: 0 / 0");
    // recursion for ever
    let e = run_error(
        "recursive",
        &edited("recursive", "place(row + 1);", "place(row);"),
        4,
    );
    // (the call that goes one too deep is `isValid`'s, on line 22)
    assert_eq!((e.kind, e.line), (Runtime, 22));
    assert!(
        e.message
            .starts_with("call too deep: more than 2000 calls are active (calling `isValid`)"),
        "{e}"
    );
    // an endless loop meets the step budget
    let mut run = ProgramRun::with_source(
        "recursive",
        &edited("recursive", "if (n < 1) return;", "while (true) {}"),
        4,
    )
    .unwrap();
    run.set_step_budget(100_000);
    let Err(nqueens_lab::Error::Program(e)) = run.run_to_end() else {
        panic!("no budget error")
    };
    assert_eq!((e.kind, e.line), (StepBudget, 8));
    assert!(e.message.contains("100000 line steps"), "{e}");
    // C++'s uninitialised cells are refused when read
    let e = run_error(
        "cpp",
        &edited("cpp", "tmpcol = a[tmprow];", "tmpcol = a[tmprow + 1];"),
        4,
    );
    assert_eq!((e.kind, e.line), (Runtime, 11));
    assert_eq!(
        e.message,
        "cell [1] is read before it was ever assigned (uninitialised)"
    );
}

#[test]
fn an_edited_program_runs_as_written() {
    // the recursive view without its diagonal test: every permutation
    let src = edited(
        "recursive",
        "if (row - i == Math.abs(col - queens[i])) return false;",
        "",
    );
    let mut run = ProgramRun::with_source("recursive", &src, 4).unwrap();
    run.run_to_end().unwrap();
    assert!(
        run.output().ends_with("4皇后一共有24种摆法\n"),
        "{}",
        run.output()
    );
    // the printed bit-set code with both bugs fixed counts correctly
    let fixed = edited("bitmask-printed", "cols ^= col;", "cols ^= colV;")
        .replacen(
            "        place(row + 1);",
            "        rightTop |= rtV; place(row + 1);",
            1,
        )
        .replace("byte cols", "int cols")
        .replace("short ", "int ");
    for n in 1..=8 {
        let mut run = ProgramRun::with_source("bitmask-printed", &fixed, n).unwrap();
        run.run_to_end().unwrap();
        assert!(
            run.output()
                .ends_with(&format!("{n}皇后一共有{}种摆法\n", A000170[n])),
            "n={n}: {}",
            run.output()
        );
    }
}

/// Interpreter throughput, native: `cargo test --release --test programs
/// throughput -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn throughput() {
    for (view, n) in [
        ("recursive", 10),
        ("bitmask", 10),
        ("list", 9),
        ("iterative", 10),
        ("cpp", 10),
    ] {
        let start = std::time::Instant::now();
        let mut run = ProgramRun::new(view, n).unwrap();
        run.run_to_end().unwrap();
        let secs = start.elapsed().as_secs_f64();
        let lines = run.line_step();
        println!(
            "{view} n={n}: {lines} line steps in {secs:.3} s = {:.1} M lines/s",
            lines as f64 / secs / 1e6
        );
    }
}

/// Mutated programs (characters and lines deleted, duplicated, swapped)
/// never panic: each parses and runs to an end, a clear error, or its budget.
#[test]
fn mutated_programs_never_panic() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let pieces = [
        "(",
        ")",
        "{",
        "}",
        ";",
        "[",
        "]",
        "0",
        "-1",
        "<<",
        "/",
        "%",
        "n",
        "i",
        "return",
        "while (true)",
        "'Q'",
        "\"",
        "int ",
        "=",
        "++",
        "new int[-1]",
    ];
    let rounds = if cfg!(debug_assertions) { 600 } else { 4000 };
    for round in 0..rounds {
        let view = View::ALL[round % View::ALL.len()];
        let src = view.source("en").unwrap();
        let mut chars: Vec<char> = src.chars().collect();
        for _ in 0..1 + next(4) {
            let at = next(chars.len());
            match next(4) {
                0 => {
                    let end = (at + 1 + next(12)).min(chars.len());
                    chars.drain(at..end);
                }
                1 => {
                    let piece = pieces[next(pieces.len())];
                    chars.splice(at..at, piece.chars());
                }
                2 => {
                    let other = next(chars.len());
                    chars.swap(at, other);
                }
                _ => {
                    let end = (at + next(40)).min(chars.len());
                    let copy: Vec<char> = chars[at..end].to_vec();
                    chars.splice(at..at, copy);
                }
            }
        }
        let text: String = chars.into_iter().collect();
        let n = 1 + next(view.max_n().min(6));
        match ProgramRun::with_source(view.name(), &text, n) {
            Ok(mut run) => {
                run.set_step_budget(20_000);
                let _ = run.run_to_end();
                let _ = run.snapshot();
                let _ = run.seek_line(run.line_step() / 2);
            }
            Err(nqueens_lab::Error::Program(e)) => {
                assert!(!e.message.is_empty() && e.line >= 1, "{e:?}")
            }
            Err(e) => panic!("{e}"),
        }
    }
}

#[test]
fn peek_shows_the_next_event_without_taking_it_and_checkpoints_stay_bounded() {
    let mut run = ProgramRun::new("recursive", 5).unwrap();
    for _ in 0..10 {
        let peeked = run.peek_event().unwrap();
        let (line, event) = (run.line_step(), run.event_step());
        assert_eq!((run.line_step(), run.event_step()), (line, event));
        assert_eq!(run.step_event().unwrap(), peeked);
    }
    // the list view piles up its boards: it still runs to the end and seeks back
    let mut run = ProgramRun::new("list", 8).unwrap();
    run.run_to_end().unwrap();
    assert_eq!(run.counts().solutions, 92);
    let end = run.line_step();
    run.seek_line(end / 3).unwrap();
    assert_eq!(run.line_step(), end / 3);
}

#[test]
fn a_line_step_shows_the_event_it_raised() {
    let mut run = ProgramRun::new("recursive", 4).unwrap();
    let mut seen = vec![];
    while run.step_line().unwrap() {
        if let Some(e) = run.snapshot().event {
            seen.push(e);
        }
    }
    // every event but the final Done is the event of one line step
    let mut by_events = ProgramRun::new("recursive", 4).unwrap();
    let mut events = vec![];
    while let Some(e) = by_events.step_event().unwrap() {
        events.push(e);
    }
    assert_eq!(events.last(), Some(&ProgramEvent::Done));
    assert_eq!(seen, events[..events.len() - 1]);
    assert_eq!(run.event_step(), events.len() as u64);
}

#[test]
fn variables_carry_their_declared_types() {
    let mut run = ProgramRun::new("bitmask-printed", 4).unwrap();
    run.step_line().unwrap();
    let s = run.snapshot();
    let types: Vec<(&str, &str)> = s
        .globals
        .iter()
        .map(|v| (v.name.as_str(), v.ty.as_str()))
        .collect();
    assert_eq!(
        types,
        [
            ("n", "int"),
            ("ways", "int"),
            ("cols", "byte"),
            ("leftTop", "short"),
            ("rightTop", "short")
        ]
    );
    let mut run = ProgramRun::new("cpp", 4).unwrap();
    run.seek_line(3).unwrap();
    let s = run.snapshot();
    let a = s
        .frames
        .iter()
        .flat_map(|f| &f.vars)
        .find(|v| v.name == "a")
        .unwrap();
    assert_eq!((a.ty.as_str(), a.value.as_str()), ("int[]", "[?, ?, ?, ?]"));
    assert_eq!(a.stale, [true; 4]);
}

#[test]
fn deep_seeks_back_and_forth_reproduce_the_same_states() {
    // n = 9 recursive: about a million line steps, so the spread
    // checkpoints have thinned out and the near ones serve the steps back.
    let mut total = 0u64;
    let mut run = ProgramRun::new("recursive", 9).unwrap();
    while run.step_line().unwrap() {
        total += 1;
    }
    assert!(total > 512 * 1024, "{total} line steps");
    // The positions looked at: runs of steps back from the end and the
    // middle, and scrambled jumps near and far.
    let mut backs = vec![];
    for start in [total, total / 2 + 17] {
        backs.push((start, (start - 200..start).rev().collect::<Vec<u64>>()));
    }
    let mut jumps = vec![];
    let mut k = 1u64;
    for _ in 0..30 {
        k = (k * 7919 + 104_729) % total + 1;
        jumps.extend([k, k.saturating_sub(5).max(1), (k + 1500).min(total)]);
    }
    // Their texts, from one plain forward run.
    let mut wanted: Vec<u64> = jumps.clone();
    for (start, steps) in &backs {
        wanted.push(*start);
        wanted.extend(steps);
    }
    wanted.sort_unstable();
    wanted.dedup();
    let mut texts = std::collections::HashMap::new();
    let mut forward = ProgramRun::new("recursive", 9).unwrap();
    for &at in &wanted {
        forward.seek_line(at).unwrap();
        texts.insert(at, forward.step_text());
    }
    for (start, steps) in &backs {
        run.seek_line(*start).unwrap();
        for &k in steps {
            assert!(run.back_line().unwrap());
            assert_eq!(run.line_step(), k);
            assert_eq!(run.step_text(), texts[&k], "back to {k}");
        }
    }
    for at in jumps {
        run.seek_line(at).unwrap();
        assert_eq!(run.step_text(), texts[&at], "seek {at}");
    }
    // events: the same event after jumps back and forth
    let mut run = ProgramRun::new("bitmask", 7).unwrap();
    let mut events = vec![];
    while let Some(e) = run.step_event().unwrap() {
        events.push((e, run.line_step()));
    }
    let count = events.len() as u64;
    for k in [count, count - 1, 5, count / 2, count / 2 - 3, count - 2, 1] {
        run.seek_event(k).unwrap();
        let s = run.snapshot();
        assert_eq!(
            s.event.as_ref(),
            Some(&events[k as usize - 1].0),
            "event {k}"
        );
        assert_eq!(
            run.line_step(),
            events[k as usize - 1].1,
            "event {k}'s line step"
        );
    }
}

/// Every event of a whole run with its facts, and the board (row → column)
/// just before it, from the snapshots.
fn events_with_boards(view: View, n: usize) -> Vec<(ProgramEvent, EventFacts, Vec<Option<u8>>)> {
    let mut run = ProgramRun::of_view(view, n).unwrap();
    let mut before = vec![None; n];
    let mut out = vec![];
    while let Some((e, facts)) = run.step_event_with_facts().unwrap() {
        assert_eq!(run.facts(), Some(&facts), "{view:?} n={n}");
        assert_eq!(
            run.snapshot().facts.as_ref(),
            Some(&facts),
            "{view:?} n={n}"
        );
        out.push((e, facts, before.clone()));
        before = run.snapshot().board;
    }
    out
}

/// The independent truth: the topmost queen of `board` (another row) that
/// attacks `(row, col)`, by comparing coordinates, and along which line.
fn truly_attacked_by(board: &[Option<u8>], row: usize, col: usize) -> Option<(usize, usize, Line)> {
    board.iter().enumerate().find_map(|(r, c)| {
        let c = usize::from((*c)?);
        if r == row {
            return None;
        }
        let line = if c == col {
            Line::Column
        } else if r.abs_diff(row) == c.abs_diff(col) {
            if (r < row) == (c < col) {
                Line::Diagonal
            } else {
                Line::AntiDiagonal
            }
        } else {
            return None;
        };
        Some((r, c, line))
    })
}

fn program_views_and_sizes() -> impl Iterator<Item = (View, usize)> {
    View::ALL
        .into_iter()
        .flat_map(|view| (1..=6.min(view.max_n())).map(move |n| (view, n)))
}

/// A place's `attacked_by` is the queen that really attacks the square
/// (checked by coordinates): none in the programs that test correctly
/// before placing (the brute force too: `check(a, i)` runs before row i's
/// queen counts as placed), some in the printed bit-set program (its
/// `rightTop` is never set).
#[test]
fn place_facts_name_the_queen_that_really_attacks_the_square() {
    for (view, n) in program_views_and_sizes() {
        let mut attacked = 0;
        for (e, facts, board) in events_with_boards(view, n) {
            let ProgramEvent::Place { row, col } = e else {
                assert_eq!(facts.attacked_by, None, "{view:?} n={n} {e:?}");
                continue;
            };
            let truth = truly_attacked_by(&board, row, col);
            let told = facts
                .attacked_by
                .map(|a| (a.queen.row, a.queen.col, a.line));
            assert_eq!(
                told, truth,
                "{view:?} n={n} place ({row},{col}) on {board:?}"
            );
            attacked += usize::from(truth.is_some());
        }
        match view {
            View::BitmaskPrinted if n >= 3 => {
                assert!(attacked > 0, "{view:?} n={n}: no attacked place")
            }
            _ => assert_eq!(attacked, 0, "{view:?} n={n}"),
        }
    }
    // the printed program's first queen on an attacked square, n = 4: row 2
    // column 1 (0-based), under the queen at (1,2) along the right-top ->
    // left-bottom diagonal, which its `rightTop` never records
    let first = events_with_boards(View::BitmaskPrinted, 4)
        .into_iter()
        .find_map(|(e, f, _)| Some((e, f.attacked_by?)))
        .unwrap();
    assert_eq!(first.0, ProgramEvent::Place { row: 2, col: 1 });
    assert_eq!((first.1.queen.row, first.1.queen.col), (1, 2));
    assert_eq!(first.1.line, Line::AntiDiagonal);
}

/// Every program checks each square before placing a queen there, the
/// brute force too (the notes' queen1 calls `check(a, k)` inside loop k):
/// a rejected square's row has no queen yet.
#[test]
fn every_program_checks_each_square_before_placing() {
    for (view, n) in program_views_and_sizes() {
        for (e, _, board) in events_with_boards(view, n) {
            if let ProgramEvent::Reject { row, .. } = &e {
                assert_eq!(board[*row], None, "{view:?} n={n} {e:?} on {board:?}");
            }
        }
    }
}

/// The brute force is the notes' queen1 (003, "1.一般解法：穷举"): what that
/// program, transcribed for n rows and compiled by gcc, does at n = 4..8
/// (tests/programs/oracle/crosscheck/notes_queen1.py counts its calls of
/// `check`; n = 4 also by hand: loop 2 checks 4 * 4 squares, loop 3 the 4
/// squares under each of the 6 safe pairs, loop 4 those under the 4 safe
/// triples: 16 + 24 + 16 = 56). Each call either passes (a place) or finds
/// a pair (a reject), and loop 1 places its n queens unchecked, so
/// places + rejects - n is the number of calls; those with all n rows are
/// the full boards the program checks.
#[test]
fn the_brute_force_checks_what_the_notes_program_checks() {
    // n, calls of check, full boards checked, solutions (gcc, the notes' program)
    let max = if cfg!(debug_assertions) { 7 } else { 8 };
    for (n, calls, boards, solutions) in [
        (4, 56, 16, 2),
        (5, 215, 60, 10),
        (6, 888, 240, 4),
        (7, 3577, 658, 40),
        (8, 15712, 2496, 92),
    ] {
        if n > max {
            continue;
        }
        let mut run = ProgramRun::of_view(View::Brute, n).unwrap();
        let mut full = 0;
        while let Some(e) = run.step_event().unwrap() {
            if let ProgramEvent::Place { row, .. } | ProgramEvent::Reject { row, .. } = e {
                full += usize::from(row == n - 1);
            }
        }
        let c = run.counts();
        assert_eq!(c.places + c.rejects - n as u64, calls, "n={n}");
        assert_eq!(full, boards, "n={n}");
        assert_eq!(c.solutions, solutions, "n={n}");
        assert_eq!(c.removes, c.places, "n={n}: every queen put down is lifted");
    }
    // The first events at n = 4, by hand from brute.c: a[1] = 1 placed
    // unchecked; a[2] = 1: the pair (2,1) is not on a diagonal (0 vs 1)
    // but a[2] == a[1], the column; a[2] = 2: abs(2 - 1) == abs(2 - 1), the
    // diagonal, evaluated first; a[2] = 3 passes; a[3] = 1: (2,1) passes,
    // (3,1) is the column; a[3] = 2: (3,1) passes, (3,2) is the diagonal
    // from (2,3) down to the left.
    let mut run = ProgramRun::of_view(View::Brute, 4).unwrap();
    let mut first = vec![];
    for _ in 0..6 {
        first.push(run.step_event().unwrap().unwrap());
    }
    let reject = |row, col, line, attacker: (usize, usize)| ProgramEvent::Reject {
        row,
        col,
        line,
        check: nqueens_lab::programs::Check::Queen,
        attacker: Some(nqueens_lab::Square {
            row: attacker.0,
            col: attacker.1,
        }),
    };
    assert_eq!(
        first,
        [
            ProgramEvent::Place { row: 0, col: 0 },
            reject(1, 0, Line::Column, (0, 0)),
            reject(1, 1, Line::Diagonal, (0, 0)),
            ProgramEvent::Place { row: 1, col: 2 },
            reject(2, 0, Line::Column, (0, 0)),
            reject(2, 1, Line::AntiDiagonal, (1, 2)),
        ]
    );
}

/// A remove's `tried` is the columns of the next row the program tried
/// while the queen stood: LeetCode's tries exactly the squares that no
/// queen above attacks (checked by coordinates), none when there is none;
/// the C++ program returns from the last row at its first free square (a
/// solution); every other program goes through all n columns of the row;
/// a queen of the last row has no next row.
#[test]
fn remove_facts_name_the_columns_the_next_row_really_tried() {
    let mut none_tried = 0;
    for (view, n) in program_views_and_sizes() {
        for (e, facts, board) in events_with_boards(view, n) {
            let ProgramEvent::Remove { row, col } = e else {
                assert_eq!(facts.tried, None, "{view:?} n={n} {e:?}");
                continue;
            };
            assert_eq!(board[row], Some(col as u8), "{view:?} n={n} {e:?}");
            if row + 1 == n {
                assert_eq!(facts.tried, None, "{view:?} n={n} {e:?}");
                continue;
            }
            let truth: Vec<u8> = match view {
                View::Leetcode => (0..n)
                    .filter(|&c| truly_attacked_by(&board[..=row], row + 1, c).is_none())
                    .map(|c| c as u8)
                    .collect(),
                View::Cpp if row + 2 == n => {
                    let free =
                        (0..n).find(|&c| truly_attacked_by(&board[..=row], row + 1, c).is_none());
                    (0..=free.unwrap_or(n - 1) as u8).collect()
                }
                _ => (0..n as u8).collect(),
            };
            none_tried += usize::from(truth.is_empty());
            assert_eq!(
                facts.tried,
                Some(truth),
                "{view:?} n={n} {e:?} on {board:?}"
            );
        }
    }
    assert!(none_tried > 0, "no row where the program tried nothing");
}

/// A solution's `conflict` is two of its queens that attack each other
/// (checked by coordinates): none in the programs that count right, some
/// in the printed bit-set program, which counts boards it should not.
#[test]
fn solution_facts_name_two_queens_that_really_attack_each_other() {
    let mut wrong = 0;
    for (view, n) in program_views_and_sizes() {
        for (e, facts, _) in events_with_boards(view, n) {
            let ProgramEvent::Solution { queens, .. } = e else {
                assert_eq!(facts.conflict, None, "{view:?} n={n} {e:?}");
                continue;
            };
            let board: Vec<Option<u8>> = queens.iter().copied().map(Some).collect();
            let truth = (0..board.len()).find_map(|row| {
                let (r, c, line) = truly_attacked_by(&board[..row], row, usize::from(queens[row]))?;
                Some(((r, c), (row, usize::from(queens[row])), line))
            });
            let told = facts
                .conflict
                .map(|k| ((k.a.row, k.a.col), (k.b.row, k.b.col), k.line));
            assert_eq!(told, truth, "{view:?} n={n} {queens:?}");
            if truth.is_some() {
                assert_eq!(view, View::BitmaskPrinted, "{view:?} n={n} {queens:?}");
                wrong += 1;
            }
        }
    }
    assert!(wrong > 0, "the printed program counted no wrong board");
}

/// The end's `puzzle_solutions` is A000170(n) in every view, whatever the
/// program counted: the printed bit-set program counts otherwise (0 at
/// n = 4, where the puzzle has 2), the others count it exactly.
#[test]
fn done_facts_carry_the_puzzles_own_count() {
    const A000170: [u64; 9] = [1, 1, 0, 0, 2, 10, 4, 40, 92];
    let mut differs = 0;
    for (view, n) in program_views_and_sizes() {
        let mut run = ProgramRun::of_view(view, n).unwrap();
        let mut last = None;
        let mut wrong_by_coordinates = 0;
        while let Some((e, facts)) = run.step_event_with_facts().unwrap() {
            if let ProgramEvent::Solution { queens, .. } = &e {
                let board: Vec<Option<u8>> = queens.iter().copied().map(Some).collect();
                let attacked = (0..board.len()).any(|row| {
                    truly_attacked_by(&board[..row], row, usize::from(queens[row])).is_some()
                });
                let wrong =
                    attacked || queens.len() < n || queens.iter().any(|&c| usize::from(c) >= n);
                wrong_by_coordinates += u64::from(wrong);
                assert_eq!(facts.wrong_solution, wrong, "{view:?} n={n} {e:?}");
                assert_eq!(facts.off_board, None, "{view:?} n={n} {e:?}");
            } else {
                assert!(!facts.wrong_solution, "{view:?} n={n} {e:?}");
            }
            if e != ProgramEvent::Done {
                assert_eq!(facts.puzzle_solutions, None, "{view:?} n={n} {e:?}");
                assert_eq!(facts.wrong_solutions, None, "{view:?} n={n} {e:?}");
            }
            last = Some((e, facts));
        }
        let (e, facts) = last.expect("a run ends");
        assert_eq!(e, ProgramEvent::Done);
        assert_eq!(facts.puzzle_solutions, Some(A000170[n]), "{view:?} n={n}");
        let wrong = facts
            .wrong_solutions
            .expect("the end says how many were wrong");
        assert_eq!(wrong, wrong_by_coordinates, "{view:?} n={n}");
        if wrong > 0 {
            assert_eq!(view, View::BitmaskPrinted, "{view:?} n={n}");
        }
        if run.counts().solutions != A000170[n] {
            assert_eq!(view, View::BitmaskPrinted, "{view:?} n={n}");
            differs += 1;
        }
    }
    assert!(differs > 0, "the printed program counted right everywhere");
}

/// An edited loop that tries one column past the board (`col <= n`)
/// counts boards with a queen off it: each such solution names its topmost
/// off-board queen and is wrong, and the end counts exactly those (worked
/// out from the solutions' coordinates).
#[test]
fn a_queen_past_the_board_is_named_by_its_solution() {
    let source = include_str!("../src/programs/sources/en/recursive.java").replacen(
        "col < queens.length",
        "col <= queens.length",
        1,
    );
    let n = 4;
    let mut run = ProgramRun::with_source("recursive", &source, n).unwrap();
    let (mut off, mut wrong) = (0, 0);
    let mut end = None;
    while let Some((e, facts)) = run.step_event_with_facts().unwrap() {
        if let ProgramEvent::Solution { queens, .. } = &e {
            let first_off = queens.iter().position(|&c| usize::from(c) >= n);
            let named = facts.off_board.map(|q| (q.row, q.col));
            assert_eq!(
                named,
                first_off.map(|row| (row, usize::from(queens[row]))),
                "{e:?}"
            );
            off += u64::from(first_off.is_some());
            wrong += u64::from(facts.wrong_solution);
            assert!(facts.wrong_solution || first_off.is_none(), "{e:?}");
        }
        end = Some(facts);
    }
    assert!(off > 0, "the edited loop put no queen past the board");
    assert_eq!(end.and_then(|f| f.wrong_solutions), Some(wrong));
}

/// An integer variable of the innermost frame named `func` (any frame when `None`).
fn frame_int(s: &nqueens_lab::programs::Snapshot, func: Option<&str>, name: &str) -> Option<i64> {
    s.frames
        .iter()
        .rev()
        .filter(|f| func.is_none_or(|func| f.name == func))
        .find_map(|f| f.vars.iter().find(|v| v.name == name))
        .and_then(|v| v.value.parse().ok())
}

/// The programs that keep the row they search in the board's array itself
/// (iterative.c's `a[k] = a[k] + 1`, brute.c's `for (a[i] = 1; …)`): the
/// cell of that row is live while it is searched, queen or not; only the
/// cells past it (and a[0], which the 1-based programs never use) are stale.
/// Worked out from the programs' text: in `backdate` rows 1..k-1 hold
/// queens and a[k] is the candidate; in `put(i)` rows 1..i-1 hold queens
/// and a[i] is the loop's candidate.
#[test]
fn the_candidate_cell_of_the_array_is_live_and_only_the_cells_past_it_are_stale() {
    for (view, func, var) in [("iterative", "backdate", "k"), ("brute", "put", "i")] {
        for n in 1..=5 {
            let mut run = ProgramRun::new(view, n).unwrap();
            let mut checked_rejects = 0;
            while run.step_line().unwrap() {
                let s = run.snapshot();
                let a = s.globals.iter().find(|v| v.name == "a").unwrap();
                let searched = frame_int(&s, Some(func), var).unwrap_or(0).max(0) as usize;
                let expected: Vec<bool> = (0..a.stale.len())
                    .map(|c| !(1..=searched.min(n)).contains(&c))
                    .collect();
                assert_eq!(
                    a.stale, expected,
                    "{view} n={n} line step {} line {}",
                    s.line_step, s.line
                );
                if matches!(s.event, Some(ProgramEvent::Reject { .. })) {
                    checked_rejects += 1;
                }
            }
            if n >= 2 {
                assert!(checked_rejects > 0, "{view} n={n}: no reject seen");
            }
        }
    }
    // The iterative view's first reject at n = 4 (by hand: queen 1 at a[1] = 1,
    // then a[2] = 1 tried and found in its column): a = [_, 1, 1, 0, …]
    // with a[2], the square tried, live.
    let mut run = ProgramRun::new("iterative", 4).unwrap();
    while !matches!(run.step_event().unwrap(), Some(ProgramEvent::Reject { .. })) {}
    let s = run.snapshot();
    let a = s.globals.iter().find(|v| v.name == "a").unwrap();
    assert!(a.value.starts_with("[0, 1, 1, 0, 0"), "{}", a.value);
    assert_eq!(a.stale[..5], [true, false, false, true, true]);
}

/// By event, the line lit is the line that raised the event, and the call
/// stack shown is the one of that moment (the core's `event_snapshot`):
/// a reject by `isValid`'s test shows `isValid`'s frame, which has already
/// returned when the run pauses at its next line step. Worked out from
/// recursive.java: a place is line 23 `queens[row] = col;` in
/// `place(row)` with that `col`; a reject is line 33 (column) or 35
/// (diagonal) in `isValid(row, col)` with `i` the attacker's row; a remove
/// is line 24 `place(row + 1);` returning; a solution is line 16 in
/// `place(n)`.
#[test]
fn the_event_snapshot_is_the_moment_the_event_was_raised() {
    for n in 1..=6 {
        let mut run = ProgramRun::new("recursive", n).unwrap();
        assert_eq!(run.event_snapshot(), None, "no event yet");
        let mut seen = 0;
        while let Some(e) = run.step_event().unwrap() {
            let before = (run.line_step(), run.event_step(), run.snapshot());
            let at = run.event_snapshot();
            assert_eq!(
                (run.line_step(), run.event_step(), run.snapshot()),
                before,
                "the run stays"
            );
            if e == ProgramEvent::Done {
                assert_eq!(at, None);
                continue;
            }
            let at = at.unwrap_or_else(|| panic!("n={n} event {}: no snapshot", run.event_step()));
            let top = at.frames.last().unwrap();
            let int = |name: &str| frame_int(&at, Some(top.name.as_str()), name);
            let (line, func, row, col) = match &e {
                ProgramEvent::Place { row, col } => (23, "place", *row, Some(*col)),
                ProgramEvent::Remove { row, col } => (24, "place", *row, Some(*col)),
                ProgramEvent::Reject {
                    row,
                    col,
                    line,
                    attacker,
                    ..
                } => {
                    assert_eq!(int("i"), attacker.map(|a| a.row as i64), "n={n} {e:?}");
                    let at_line = if *line == nqueens_lab::Line::Column {
                        33
                    } else {
                        35
                    };
                    (at_line, "isValid", *row, Some(*col))
                }
                ProgramEvent::Solution { .. } => (16, "place", n, None),
                ProgramEvent::Done => unreachable!(),
            };
            assert_eq!(
                (at.line, top.name.as_str(), top.line),
                (line, func, line),
                "n={n} {e:?}"
            );
            assert_eq!(int("row"), Some(row as i64), "n={n} {e:?}");
            if let Some(col) = col {
                assert_eq!(int("col"), Some(col as i64), "n={n} {e:?}");
            }
            // the outer frames: placeQueens(n), then place(0), place(1), …
            assert_eq!(at.frames[0].name, "placeQueens");
            for (r, f) in at.frames[1..]
                .iter()
                .filter(|f| f.name == "place")
                .enumerate()
            {
                assert_eq!(f.vars[0].value, r.to_string(), "n={n} {e:?}");
            }
            // what the page shows besides is the position's own
            let now = run.snapshot();
            assert_eq!(
                (&at.board, &at.event, at.counts, at.line_step),
                (&now.board, &now.event, now.counts, now.line_step)
            );
            seen += 1;
        }
        assert_eq!(seen as u64, run.event_step() - 1, "n={n}");
    }
}

/// Before the first step the globals already hold what the language gives
/// them before `main` runs: C's globals are zero (its arrays too), Java's
/// `int` fields 0 and its arrays `null` until the program makes them; the
/// variables shown at step 0 are never `null` for an `int`.
#[test]
fn step_0_shows_the_globals_first_values() {
    let globals = |view: &str| -> Vec<(String, String)> {
        let run = ProgramRun::new(view, 4).unwrap();
        let s = run.snapshot();
        assert_eq!(s.line_step, 0);
        s.globals
            .iter()
            .map(|v| (v.name.clone(), v.value.clone()))
            .collect()
    };
    // flags.c: `int n, t, i, j, k; int a[20], b[20], c[40], d[40];`, read from the source.
    let flags = globals("flags");
    let value = |name: &str| &flags.iter().find(|(n, _)| n == name).unwrap().1;
    for name in ["n", "t", "i", "j", "k"] {
        assert_eq!(value(name), "0", "{name}");
    }
    for name in ["a", "b", "c", "d"] {
        let cells = value(name);
        assert!(cells.starts_with("[0, 0"), "{name} = {cells}");
        assert!(!cells.contains("null"), "{name} = {cells}");
    }
    // recursive.java: `int[] queens; int ways;` (fields): the array is null, the int 0.
    let recursive = globals("recursive");
    assert!(
        recursive.contains(&("ways".to_string(), "0".to_string())),
        "{recursive:?}"
    );
    // The first step is still the entry's first line, and the run the same.
    let mut run = ProgramRun::new("flags", 4).unwrap();
    assert!(run.step_line().unwrap());
    assert_eq!(run.snapshot().line_step, 1);
}

/// The page's reject run of the first `k` events (its `contextOf`): the
/// trailing rejects when the last is one, else those just before the last.
fn reject_run_of(events: &[ProgramEvent]) -> Vec<ProgramEvent> {
    let is_reject = |e: &ProgramEvent| matches!(e, ProgramEvent::Reject { .. });
    let Some(last) = events.last() else {
        return vec![];
    };
    let before = &events[..events.len() - 1];
    let start = before
        .iter()
        .rposition(|e| !is_reject(e))
        .map_or(0, |i| i + 1);
    let mut run = before[start..].to_vec();
    if is_reject(last) {
        run.push(last.clone());
    }
    run
}

// Found trying it as a learner: by line, the board lost a row's ✕ at the
// first line step after the reject; the snapshot now carries the run the
// event frames have, whatever the line.
#[test]
fn by_line_the_snapshot_keeps_the_reject_run_of_the_events_raised_so_far() {
    for view in VIEW_NAMES {
        let n = 5.min(View::from_name(view).unwrap().max_n());
        let mut events = vec![];
        let mut by_events = ProgramRun::new(view, n).unwrap();
        while let Some(e) = by_events.step_event().unwrap() {
            if e != ProgramEvent::Done {
                events.push(e);
            }
        }
        let mut run = ProgramRun::new(view, n).unwrap();
        let mut longest = 0;
        while run.step_line().unwrap() {
            let c = run.counts();
            let raised = (c.places + c.rejects + c.removes + c.solutions) as usize;
            let shown = run.snapshot().reject_run;
            let expected = reject_run_of(&events[..raised]);
            assert!(
                shown.len() <= n + 1,
                "{view}: at most n + 1 kept ({})",
                shown.len()
            );
            assert_eq!(shown, expected, "{view} at line step {}", run.line_step());
            longest = longest.max(shown.len());
        }
        // The end shows no ✕ (the page's `done` frame has none).
        assert_eq!(run.snapshot().reject_run, vec![], "{view} at the end");
        // A row's ✕ together, but in LeetCode's (which never rejects).
        assert_eq!(longest > 1, *view != "leetcode", "{view}: {longest}");
    }
}

// Found by a learner's helper: the recursive program at n = 12 stopped with
// "printed more than 4000000 characters" (it prints all 14,200 boards). What
// each view prints per solution at n = 8, grown as the board's area to
// n = 12, times its 14,200 solutions, fits the limit with room to spare.
#[test]
fn every_view_prints_all_its_solutions_at_n_12_within_the_output_limit() {
    use nqueens_lab::programs::MAX_OUTPUT;
    for view in VIEW_NAMES.iter().filter(|v| **v != "brute") {
        let run = finished(view, 8);
        let per_solution = run.output().len() as f64 / run.counts().solutions.max(1) as f64;
        let at_12 = per_solution * (12.0f64 / 8.0).powi(2) * 14_200.0;
        assert!(
            at_12 * 1.5 < MAX_OUTPUT as f64,
            "{view}: about {at_12:.0} characters at n = 12"
        );
    }
}
