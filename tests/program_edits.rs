//! Edited programs (issue #24): comparisons with a built-in view (the
//! first event where the searches part), the "is it fixed" check of the
//! notes' printed bit-set code, and errors a beginner can read.

use nqueens_lab::programs::{
    FixCheck, ProgramError, ProgramErrorKind, ProgramEvent, ProgramRun, Progress, RunComparison,
    RunStatus, View,
};

fn edited(view: &str, from: &str, to: &str) -> String {
    let src = View::from_name(view).unwrap().source("en").unwrap();
    assert!(src.contains(from), "{from}");
    src.replacen(from, to, 1)
}

fn compare(ours: ProgramRun, theirs: ProgramRun) -> nqueens_lab::programs::Comparison {
    let mut c = RunComparison::new(ours, theirs, true);
    for _ in 0..100_000 {
        if let Progress::Done(r) = c.advance(997).unwrap() {
            return r;
        }
    }
    panic!("the comparison never ended")
}

/// An event as (kind, row, col), for the independent streams below.
type Brief = (&'static str, usize, usize);

fn brief(e: &ProgramEvent) -> Brief {
    match e {
        ProgramEvent::Place { row, col } => ("place", *row, *col),
        ProgramEvent::Reject { row, col, .. } => ("reject", *row, *col),
        ProgramEvent::Remove { row, col } => ("remove", *row, *col),
        ProgramEvent::Solution { .. } => ("solution", 0, 0),
        ProgramEvent::Done => ("done", 0, 0),
    }
}

/// `name=value` of the innermost frame of a canonical step text.
fn local(step: &str, name: &str) -> usize {
    let frames = step.split('|').nth(1).unwrap();
    let inner = frames.rsplit(" > ").next().unwrap();
    let args = inner.split_once('(').unwrap().1.trim_end_matches(')');
    args.split(", ")
        .find_map(|kv| kv.strip_prefix(&format!("{name}=")))
        .unwrap_or_else(|| panic!("{name} in {step}"))
        .parse()
        .unwrap()
}

/// The recursive view's events read from the independent oracle's trace
/// (tests/programs/expected), by the program's own lines: a place after
/// line 23, a remove when the call of line 24 returns, a reject when line
/// 33 or 35 returns false, a solution when line 16's test holds.
fn oracle_events(text: &str) -> Vec<Brief> {
    let steps: Vec<&str> = text.lines().filter(|l| !l.starts_with("OUTPUT")).collect();
    let depth = |s: &str| s.split('|').nth(1).unwrap().split(" > ").count();
    let line = |s: &str| -> u32 { s.split('|').next().unwrap().parse().unwrap() };
    let mut out = vec![];
    let mut pending: Vec<(usize, usize, usize)> = vec![];
    for (k, s) in steps.iter().enumerate() {
        while pending.last().is_some_and(|p| depth(s) <= p.0 && k > 0) {
            let (_, r, c) = pending.pop().unwrap();
            out.push(("remove", r, c));
        }
        let next = steps.get(k + 1);
        match line(s) {
            23 => out.push(("place", local(s, "row"), local(s, "col"))),
            24 => pending.push((depth(s), local(s, "row"), local(s, "col"))),
            33 | 35 if next.is_some_and(|n| depth(n) < depth(s)) => {
                out.push(("reject", local(s, "row"), local(s, "col")))
            }
            16 if next.is_some_and(|n| line(n) == 17) => out.push(("solution", 0, 0)),
            _ => {}
        }
    }
    while let Some((_, r, c)) = pending.pop() {
        out.push(("remove", r, c));
    }
    out.push(("done", 0, 0));
    out
}

/// The recursive program with its diagonal test deleted, modelled
/// directly: a queen per row, rejected only when its column is taken.
fn columns_only(n: usize) -> Vec<Brief> {
    fn place(row: usize, queens: &mut Vec<usize>, n: usize, out: &mut Vec<Brief>) {
        if row == n {
            out.push(("solution", 0, 0));
            return;
        }
        for col in 0..n {
            if queens.contains(&col) {
                out.push(("reject", row, col));
                continue;
            }
            queens.push(col);
            out.push(("place", row, col));
            place(row + 1, queens, n, out);
            queens.pop();
            out.push(("remove", row, col));
        }
    }
    let mut out = vec![];
    place(0, &mut vec![], n, &mut out);
    out.push(("done", 0, 0));
    out
}

const DIAGONAL_TEST: &str = "if (row - i == Math.abs(col - queens[i])) return false;";

#[test]
fn deleting_the_diagonal_test_gives_every_permutation_and_parts_where_the_oracle_says() {
    let src = edited("recursive", DIAGONAL_TEST, "");
    let ours = ProgramRun::with_source("recursive", &src, 4).unwrap();
    let r = compare(ours, ProgramRun::new("recursive", 4).unwrap());
    assert_eq!(r.ours.counts.solutions, 24);
    assert_eq!(r.expected, Some(2));
    assert_eq!(r.theirs.counts.solutions, 2);
    assert_eq!(r.ours.status, RunStatus::Finished);
    let d = r.divergence.expect("the searches part");

    // independent truth: the oracle's trace of the original, and a direct
    // model of the edited program
    let original = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/programs/expected/recursive-n4.txt"
    ))
    .unwrap();
    let theirs = oracle_events(&original);
    let ours = columns_only(4);
    assert_eq!(theirs.iter().filter(|e| e.0 == "solution").count(), 2);
    let k = (0..).find(|&k| ours.get(k) != theirs.get(k)).unwrap();
    assert_eq!(d.step, k as u64 + 1);
    assert_eq!(brief(&d.ours.unwrap()), ours[k]);
    assert_eq!(brief(d.theirs.as_ref().unwrap()), theirs[k]);
    // (step 3: queen 2 goes to (1,1), which the original rejects on the ↘)
    assert_eq!(d.step, 3);
    let ProgramEvent::Reject { line, attacker, .. } = d.theirs.unwrap() else {
        panic!("the original rejects there")
    };
    assert_eq!(line, nqueens_lab::Line::Diagonal);
    assert_eq!(attacker.map(|a| (a.row, a.col)), Some((0, 0)));
}

#[test]
fn a_program_compared_with_itself_is_the_same_to_the_end() {
    for view in ["recursive", "bitmask", "flags"] {
        let src = View::from_name(view).unwrap().source("en").unwrap();
        let spaced = src.replace(";\n", "; \n");
        let ours = ProgramRun::with_source(view, &spaced, 5).unwrap();
        assert!(ours.is_edited());
        let r = compare(ours, ProgramRun::new(view, 5).unwrap());
        assert!(r.same(), "{view}: {:?}", r.divergence);
        assert_eq!(r.ours.counts, r.theirs.counts);
        assert_eq!(r.ours.counts.solutions, 10);
    }
}

/// The program laid out anew: `//` comments dropped and every line
/// joined into one, so that all its statements share a line.
fn on_one_line(src: &str) -> String {
    let code: Vec<&str> = src
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect();
    code.join(" ")
}

#[test]
fn statements_sharing_a_line_keep_their_events() {
    // Issue found trying the editor: `queens[row] = col; place(row + 1);`
    // on one line lost both hooks (they were found by whole lines), so the
    // board showed no queen and the run parted from the original at once.
    let joined = edited(
        "recursive",
        "queens[row] = col;\n            place(row + 1);",
        "queens[row] = col; place(row + 1);",
    );
    let r = compare(
        ProgramRun::with_source("recursive", &joined, 5).unwrap(),
        ProgramRun::new("recursive", 5).unwrap(),
    );
    assert!(r.same(), "{:?}", r.divergence);
    assert_eq!(r.ours.counts, r.theirs.counts);
    assert_eq!(r.ours.counts.places, r.theirs.counts.places);
    // Every view, each whole program on one line: the same search, event
    // by event, to the end.
    for view in View::ALL {
        let src = view.source("en").unwrap();
        let one = on_one_line(src);
        assert_eq!(one.lines().count(), 1);
        let n = view.max_n().min(5);
        let ours = ProgramRun::with_source(view.name(), &one, n).unwrap();
        assert!(ours.is_edited());
        let r = compare(ours, ProgramRun::new(view.name(), n).unwrap());
        assert!(r.same(), "{}: {:?}", view.name(), r.divergence);
        assert_eq!(r.ours.counts, r.theirs.counts, "{}", view.name());
    }
}

/// `src` with each name of `names` renamed `name_r` wherever it is a
/// whole word of the code (not in literals or `//` comments).
fn renamed(src: &str, names: &[&str]) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let mut quote = None;
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(word);
        if names.contains(&word.as_str()) {
            out.push_str("_r");
        }
        word.clear();
    };
    let mut chars = src.chars();
    while let Some(ch) = chars.next() {
        if let Some(q) = quote {
            out.push(ch);
            if ch == '\\' {
                out.extend(chars.next());
            } else if ch == q {
                quote = None;
            }
        } else if ch.is_alphanumeric() || ch == '_' {
            word.push(ch);
        } else if ch == '/' && chars.as_str().starts_with('/') {
            // A comment, to the end of its line (its apostrophes are no quotes).
            flush(&mut word, &mut out);
            let rest = chars.as_str();
            let end = rest.find('\n').unwrap_or(rest.len());
            out.push('/');
            out.push_str(&rest[..end]);
            chars = rest[end..].chars();
        } else {
            flush(&mut word, &mut out);
            if ch == '"' || ch == '\'' {
                quote = Some(ch);
            }
            out.push(ch);
        }
    }
    flush(&mut word, &mut out);
    out
}

#[test]
fn renamed_variables_and_functions_keep_their_events() {
    // Found trying the editor: `col` renamed `c` lost the place and remove
    // events (their statements were matched by their exact tokens, and the
    // hooks read the variables by their built-in names).
    let names = [
        "row", "col", "i", "j", "k", "a", "b", "c", "d", "queens", "cols", "index", "bit", "ways",
        "leftTop", "rightTop", "ld", "rd", "mask", "free", "isValid", "place", "check", "backdate",
    ];
    let mut stale_seen = false;
    for view in View::ALL {
        let src = view.source("en").unwrap();
        let text = renamed(src, &[&names[..], &[view.entry()]].concat());
        assert_ne!(text, src);
        assert!(
            text.contains(&format!("{}_r", view.entry())),
            "{}",
            view.name()
        );
        let n = view.max_n().min(5);
        let mut ours = ProgramRun::with_source(view.name(), &text, n).unwrap();
        assert!(
            ours.changed_event_lines().is_empty(),
            "{}: {:?}",
            view.name(),
            ours.changed_event_lines()
        );
        // The board's array under its new name, its cells flagged as the original's.
        let mut theirs = ProgramRun::new(view.name(), n).unwrap();
        let renamed_array = view
            .board_array()
            .map(|(name, offset)| (format!("{name}_r"), offset));
        assert_eq!(ours.board_array(), renamed_array, "{}", view.name());
        let stale = |run: &ProgramRun, name: &str| {
            let s = run.snapshot();
            s.frames
                .iter()
                .flat_map(|f| &f.vars)
                .chain(&s.globals)
                .find(|v| v.name == name)
                .map(|v| v.stale.clone())
        };
        for k in [3, 7] {
            ours.seek_event(k).unwrap();
            theirs.seek_event(k).unwrap();
            if let (Some((name, _)), Some((renamed, _))) = (view.board_array(), &renamed_array) {
                let flags = stale(&theirs, name);
                assert!(flags.is_some(), "{}", view.name());
                stale_seen |= flags.as_ref().is_some_and(|f| f.contains(&true));
                assert_eq!(stale(&ours, renamed), flags, "{} at event {k}", view.name());
            }
        }
        ours.seek_event(0).unwrap();
        let r = compare(ours, ProgramRun::new(view.name(), n).unwrap());
        assert!(r.same(), "{}: {:?}", view.name(), r.divergence);
        assert_eq!(r.ours.counts, r.theirs.counts, "{}", view.name());
        assert!(r.ours.counts.places > 0, "{}", view.name());
    }
    assert!(
        stale_seen,
        "some view's board array has stale cells at those events"
    );
    // A rename and a real change together: the rename is followed, and the
    // change shows (no diagonal test: every permutation, 120 at n = 5).
    let src = View::from_name("recursive").unwrap().source("en").unwrap();
    let text: String = renamed(src, &["col"])
        .lines()
        .filter(|line| !line.contains("Math.abs"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut run = ProgramRun::with_source("recursive", &text, 5).unwrap();
    run.run_to_end().unwrap();
    assert_eq!(run.counts().solutions, 120);
    assert!(run.counts().places > 0);
    // A name kept in one function and renamed in another is not followed:
    // the renamed function's diagonal test (line 35, which names `row`) is
    // reported lost, not guessed, and so is its column test (line 33, whose
    // tokens are unchanged but whose event reads `row`, not declared there).
    let at = src.find("boolean isValid").unwrap();
    let half = format!("{}{}", &src[..at], renamed(&src[at..], &["row"]));
    let run = ProgramRun::with_source("recursive", &half, 4).unwrap();
    assert_eq!(run.changed_event_lines(), [33, 35]);
}

#[test]
fn a_step_by_one_written_another_way_keeps_its_events() {
    // The notes' `k = k - 1;` (iterative's backtrack, whose remove event is
    // read there) as a learner may write it.
    for step in ["k--;", "--k;", "k -= 1;"] {
        let text = edited("iterative", "k = k - 1;", step);
        let ours = ProgramRun::with_source("iterative", &text, 5).unwrap();
        assert!(ours.changed_event_lines().is_empty(), "{step}");
        let r = compare(ours, ProgramRun::new("iterative", 5).unwrap());
        assert!(r.same(), "{step}: {:?}", r.divergence);
        assert_eq!(r.ours.counts, r.theirs.counts, "{step}");
    }
}

#[test]
fn an_edited_program_names_the_lines_whose_events_it_lost() {
    // The built-in program and a re-spaced or re-joined copy lose none.
    let view = View::from_name("recursive").unwrap();
    let src = view.source("en").unwrap();
    assert!(ProgramRun::new("recursive", 4)
        .unwrap()
        .changed_event_lines()
        .is_empty());
    let one_line = ProgramRun::with_source("recursive", &on_one_line(src), 4).unwrap();
    assert!(one_line.changed_event_lines().is_empty());
    // The solution test turned around: the same search, but line 16's
    // statement is not found again, so no solution is raised there.
    let turned = edited(
        "recursive",
        "if (row == queens.length) {",
        "if (queens.length == row) {",
    );
    let run = ProgramRun::with_source("recursive", &turned, 4).unwrap();
    assert_eq!(run.changed_event_lines(), [16]);
    let r = compare(run, ProgramRun::new("recursive", 4).unwrap());
    assert_eq!(r.ours.changed_event_lines, [16]);
    assert!(r.theirs.changed_event_lines.is_empty());
    // A statement written twice is not taken for either.
    let twice = edited(
        "recursive",
        "queens[row] = col;",
        "queens[row] = col; queens[row] = col;",
    );
    let run = ProgramRun::with_source("recursive", &twice, 4).unwrap();
    assert_eq!(run.changed_event_lines(), [23]);
}

#[test]
fn the_printed_bit_sets_fixed_on_one_line_are_fixed() {
    // The hint says to add `rightTop |= rtV;`: a learner may add it on the
    // line of `leftTop |= ltV;`.
    let fixes = [
        LOGIC_FIXES[0],
        ("leftTop |= ltV;", "leftTop |= ltV; rightTop |= rtV;"),
    ];
    let o = check(&printed_with(&fixes, true));
    assert!(o.fixed, "{:?}", o.failure);
    assert_eq!((o.passed, o.max_n), (10, 10));
}

#[test]
fn without_finishing_theirs_only_ours_runs_on_after_they_part() {
    let src = edited(
        "recursive",
        "if (row - i == Math.abs(col - queens[i])) return false;",
        "",
    );
    let run = |n| ProgramRun::with_source("recursive", &src, n).unwrap();
    let mut c = RunComparison::new(run(6), ProgramRun::new("recursive", 6).unwrap(), true);
    c.set_finish_theirs(false);
    let r = loop {
        if let Progress::Done(r) = c.advance(997).unwrap() {
            break r;
        }
    };
    let full = compare(run(6), ProgramRun::new("recursive", 6).unwrap());
    // ours as far as with both finished: 6! placements, to its end
    assert_eq!(r.ours, full.ours);
    assert_eq!(r.ours.counts.solutions, 720);
    assert_eq!(r.divergence, full.divergence);
    assert_eq!(r.expected, Some(4));
    // theirs stopped at the event where they part (its events: the step's)
    assert_eq!(r.theirs.status, RunStatus::Running);
    assert_eq!(r.theirs.event_steps, r.divergence.unwrap().step);
    assert_eq!(full.theirs.status, RunStatus::Finished);
    assert_eq!(full.theirs.counts.solutions, 4);
}

#[test]
fn an_endless_program_in_a_comparison_stops_at_its_budget() {
    let src = edited("recursive", "if (n < 1) return;", "while (true) {}");
    let ours = ProgramRun::with_source("recursive", &src, 4).unwrap();
    let mut c = RunComparison::new(ours, ProgramRun::new("recursive", 4).unwrap(), true);
    c.set_step_budget(50_000);
    let r = loop {
        // every slice does at most what it is given
        let before = c.line_steps();
        let p = c.advance(10_000).unwrap();
        assert!(c.line_steps() - before <= 10_000);
        if let Progress::Done(r) = p {
            break r;
        }
    };
    let RunStatus::Failed(e) = &r.ours.status else {
        panic!("{:?}", r.ours.status)
    };
    assert_eq!((e.kind, e.line), (ProgramErrorKind::StepBudget, 8));
    let d = r.divergence.unwrap();
    assert_eq!((d.step, d.ours), (1, None));
    assert_eq!(r.theirs.status, RunStatus::Finished);
    assert_eq!(r.ours.event_steps, 0);
}

fn check(source: &str) -> nqueens_lab::programs::FixOutcome {
    let mut c = FixCheck::new("bitmask-printed", source, "bitmask", 10).unwrap();
    loop {
        if let Progress::Done(o) = c.advance(200_000).unwrap() {
            return o;
        }
    }
}

const LOGIC_FIXES: [(&str, &str); 2] = [
    ("cols ^= col;", "cols ^= colV;"),
    (
        "        place(row + 1);",
        "        rightTop |= rtV;\n        place(row + 1);",
    ),
];

fn printed_with(fixes: &[(&str, &str)], widen: bool) -> String {
    let mut src = View::from_name("bitmask-printed")
        .unwrap()
        .source("en")
        .unwrap()
        .to_string();
    for (from, to) in fixes {
        assert!(src.contains(from));
        src = src.replacen(from, to, 1);
    }
    if widen {
        src = src
            .replace("byte cols", "int cols")
            .replace("short ", "int ");
    }
    src
}

#[test]
fn the_printed_bit_set_code_is_fixed_only_when_all_of_it_is() {
    // both bugs and the masks' widths: fixed, n = 1..10
    let o = check(&printed_with(&LOGIC_FIXES, true));
    assert!(o.fixed, "{:?}", o.failure);
    assert_eq!((o.passed, o.max_n), (10, 10));
    assert!(o.narrow.is_empty());
    // as printed: its trace parts from the corrected one at n = 2 already
    // (after (0,0) is lifted, `cols ^= col` leaves column 0 marked, and
    // (1,0) is rejected by the column instead of the ↙ of (0,1))
    let o = check(&printed_with(&[], false));
    assert!(!o.fixed);
    assert_eq!(o.passed, 1);
    let d = o.failure.unwrap().divergence.unwrap();
    let (
        Some(ProgramEvent::Reject { line: ours, .. }),
        Some(ProgramEvent::Reject {
            line: theirs,
            row: 1,
            col: 0,
            ..
        }),
    ) = (d.ours, d.theirs)
    else {
        panic!("both reject (1,0)")
    };
    assert_eq!(
        (ours, theirs),
        (nqueens_lab::Line::Column, nqueens_lab::Line::AntiDiagonal)
    );
    // one bug fixed, the other not: not fixed, with the masks as printed or widened
    for widen in [false, true] {
        for fix in LOGIC_FIXES {
            let o = check(&printed_with(&[fix], widen));
            assert!(!o.fixed, "{fix:?}");
            assert!(o.passed < 8, "{fix:?}: {}", o.passed);
            assert!(o.failure.unwrap().divergence.is_some());
        }
    }
}

/// The largest n with every value below `2^bits` in a mask of `2n - 1`
/// diagonals and `n` columns, worked out by counting bits, not by the core.
fn boards_held(col_bits: u32, diag_bits: u32) -> usize {
    (1..=64)
        .take_while(|&n| n <= col_bits && 2 * n - 1 <= diag_bits)
        .last()
        .unwrap_or(0) as usize
}

#[test]
fn the_fix_check_asks_only_the_boards_the_declared_masks_hold() {
    // The notes wrote the code for 8 queens: `byte cols; short leftTop,
    // rightTop;`. With its two bugs fixed it is right for n = 1..8, and the
    // check (n = 1..10 asked for) stops there and names the narrow masks.
    let two = printed_with(&LOGIC_FIXES, false);
    let o = check(&two);
    assert!(o.fixed, "{:?}", o.failure);
    assert_eq!((o.passed, o.max_n), (8, boards_held(8, 16)));
    let narrow: Vec<_> = o
        .narrow
        .iter()
        .map(|m| (m.name.as_str(), m.ty.as_str(), m.bits))
        .collect();
    assert_eq!(
        narrow,
        [
            ("cols", "byte", 8),
            ("leftTop", "short", 16),
            ("rightTop", "short", 16)
        ]
    );
    // ... and it is indeed wrong at n = 9, where `1 << 8` does not fit a byte
    let wrong = compare(
        ProgramRun::with_source("bitmask-printed", &two, 9).unwrap(),
        ProgramRun::new("bitmask", 9).unwrap(),
    );
    assert_ne!(Some(wrong.ours.counts.solutions), wrong.expected);
    // only `cols` widened: the shorts still hold 8 boards
    let c = FixCheck::new(
        "bitmask-printed",
        &two.replace("byte cols", "int cols"),
        "bitmask",
        10,
    )
    .unwrap();
    assert_eq!(c.max_n(), boards_held(32, 16));
    let names: Vec<_> = c.narrow().iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names, ["leftTop", "rightTop"]);
    // every mask a byte: 2n - 1 <= 8 diagonals, n = 1..4
    let c = FixCheck::new(
        "bitmask-printed",
        &two.replace("short ", "byte "),
        "bitmask",
        10,
    )
    .unwrap();
    assert_eq!(c.max_n(), boards_held(8, 8));
    // widened (int or long): as asked for
    for wide in ["int", "long"] {
        let src = two
            .replace("byte cols", &format!("{wide} cols"))
            .replace("short ", &format!("{wide} "));
        let c = FixCheck::new("bitmask-printed", &src, "bitmask", 10).unwrap();
        assert_eq!(
            (c.max_n(), c.requested_max_n(), c.narrow().len()),
            (10, 10, 0),
            "{wide}"
        );
    }
    // a smaller request than the masks hold is kept
    let c = FixCheck::new("bitmask-printed", &two, "bitmask", 5).unwrap();
    assert_eq!((c.max_n(), c.narrow().len()), (5, 0));
}

#[test]
fn a_parse_error_is_the_checks_own_error() {
    let src = printed_with(&[("if (row == n) {", "if (row == n {")], false);
    let err = FixCheck::new("bitmask-printed", &src, "bitmask", 10).unwrap_err();
    let nqueens_lab::Error::Program(ProgramError {
        kind, line, column, ..
    }) = err
    else {
        panic!("{err}")
    };
    // right after `n`, where the `)` belongs
    assert_eq!((kind, line, column), (ProgramErrorKind::Parse, 19, 17));
}

fn error_of(view: &str, source: &str) -> ProgramError {
    let mut run = match ProgramRun::with_source(view, source, 4) {
        Ok(run) => run,
        Err(nqueens_lab::Error::Program(e)) => return e,
        Err(e) => panic!("{e}"),
    };
    run.set_step_budget(100_000);
    match run.run_to_end() {
        Err(nqueens_lab::Error::Program(e)) => e,
        other => panic!("expected a program error, got {other:?}"),
    }
}

fn chinese(text: &str) -> bool {
    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

#[test]
fn every_kind_of_error_reads_in_english_and_in_chinese() {
    let cases = [
        // what was expected, with line and column
        (
            edited(
                "recursive",
                "if (isValid(row, col)) {",
                "if (isValid(row, col) {",
            ),
            "expected `)`, found `{`",
            "这里应为 `)`，实际是 `{`",
        ),
        // a construct outside the subset, named
        (
            edited("recursive", "ways++;", "switch (ways) {}"),
            "`switch` is not supported: use if / else",
            "不支持 `switch`：请用 if / else",
        ),
        (
            edited("recursive", "ways++;", "do { ways++; } while (false);"),
            "`do … while` is not supported: use while",
            "不支持 `do … while`：请用 while",
        ),
        (
            edited("recursive", "int ways;", "double ways;"),
            "`double` is not supported: integers only",
            "不支持 `double`：只支持整数",
        ),
        // run-time errors with the values
        (
            edited("recursive", "queens[row] = col;", "queens[row + 1] = col;"),
            "array index 4 is out of range: the length is 4 (indices 0 to 3)",
            "数组下标 4 越界：长度是 4（下标 0 到 3）",
        ),
        (
            edited("recursive", "ways++;", "ways = ways / (row - row);"),
            "division by zero: 0 / 0",
            "除以零：0 / 0",
        ),
    ];
    for (src, en, zh) in cases {
        let e = error_of("recursive", &src);
        assert_eq!(e.message, en);
        assert_eq!(e.message_zh, zh);
        assert_eq!(e.message_in("zh"), zh);
    }
    let e = error_of(
        "recursive",
        &edited(
            "recursive",
            "if (isValid(row, col)) {",
            "if (isValid(row, col) {",
        ),
    );
    assert_eq!(
        e.text_in("zh"),
        "第 22 行第 30 列：这里应为 `)`，实际是 `{`"
    );
    assert_eq!(
        e.text_in("en"),
        "line 22, column 30: expected `)`, found `{`"
    );
    // the budget and a call too deep
    let e = error_of(
        "recursive",
        &edited("recursive", "if (n < 1) return;", "while (true) {}"),
    );
    assert_eq!(e.kind, ProgramErrorKind::StepBudget);
    assert!(e.message_zh.contains("100000 个行步骤"), "{}", e.message_zh);
    let e = error_of(
        "recursive",
        &edited("recursive", "place(row + 1);", "place(row);"),
    );
    assert!(e.message_zh.starts_with("调用太深"), "{}", e.message_zh);
}

/// Mutated built-in programs: every error has a line, a message in both
/// languages (the Chinese one in Chinese), and nothing panics.
#[test]
fn mutated_programs_fail_with_clear_errors_in_both_languages() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound.max(1) as u64) as usize
    };
    let pieces = [
        "(",
        ")",
        "{",
        "}",
        ";",
        "]",
        "0x7fffffffffffffff",
        "99999999999999999999",
        "-",
        "<<",
        "/ 0",
        "% 0",
        "new int[-5]",
        "switch",
        "goto x;",
        "@",
        "#",
        "->",
        "float",
        "\"",
        "'",
        "/*",
        "while (true) {}",
        "place(row);",
        "$",
        "`",
        "\\",
        "\u{0}",
        "é",
        "皇后",
    ];
    let mut errors = 0;
    for round in 0..400 {
        let view = View::ALL[round % View::ALL.len()];
        let mut lines: Vec<String> = view
            .source("en")
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect();
        for _ in 0..1 + next(3) {
            let at = next(lines.len());
            match next(4) {
                0 => {
                    lines.remove(at);
                }
                1 => {
                    let copy = lines[next(lines.len())].clone();
                    lines.insert(at, copy);
                }
                2 => {
                    let other = next(lines.len());
                    lines.swap(at, other);
                }
                _ => {
                    let col = next(lines[at].len() + 1);
                    let col = (0..=col)
                        .rev()
                        .find(|&c| lines[at].is_char_boundary(c))
                        .unwrap_or(0);
                    lines[at].insert_str(col, pieces[next(pieces.len())]);
                }
            }
        }
        let text = lines.join("\n");
        let n = 1 + next(view.max_n().min(5));
        let e = match ProgramRun::with_source(view.name(), &text, n) {
            Ok(mut run) => {
                run.set_step_budget(20_000);
                match run.run_to_end() {
                    Ok(()) => continue,
                    Err(nqueens_lab::Error::Program(e)) => e,
                    Err(e) => panic!("{e}"),
                }
            }
            Err(nqueens_lab::Error::Program(e)) => e,
            Err(e) => panic!("{e}"),
        };
        errors += 1;
        assert!(e.line >= 1 && !e.message.is_empty(), "{e:?}");
        assert!(chinese(&e.message_zh), "{e:?}");
        assert_ne!(e.message, e.message_zh, "{e:?}");
        if e.kind == ProgramErrorKind::Parse {
            assert!(e.column >= 1, "{e:?}");
        }
    }
    assert!(errors > 100, "{errors}");
}

/// Worked out by hand for n = 4 (the same case as tests/e2e/code-views):
/// both place (0,0), reject (1,0) by the column and (1,1) by ↘, place (1,2),
/// reject (2,0) by the column; at event 6 the printed code, which never sets
/// `rightTop`, places (2,1), where the corrected one rejects it on the ↙ of (1,2).
#[test]
fn the_printed_bit_set_code_first_goes_wrong_at_event_6_for_n_4() {
    let r = compare(
        ProgramRun::new("bitmask-printed", 4).unwrap(),
        ProgramRun::new("bitmask", 4).unwrap(),
    );
    let d = r.divergence.unwrap();
    assert_eq!(d.step, 6);
    assert_eq!(d.ours, Some(ProgramEvent::Place { row: 2, col: 1 }));
    let Some(ProgramEvent::Reject {
        row: 2,
        col: 1,
        line: nqueens_lab::Line::AntiDiagonal,
        attacker: Some(a),
        ..
    }) = d.theirs
    else {
        panic!("{:?}", d.theirs)
    };
    assert_eq!((a.row, a.col), (1, 2));
}

/// The canonical text of every line step of `source` (as the recursive
/// view's program, entry `placeQueens`) at n = 4, to its end.
fn steps_of(source: &str) -> Vec<String> {
    let mut run = ProgramRun::with_source("recursive", source, 4).unwrap();
    let mut out = vec![];
    while run.step_line().unwrap() {
        out.push(run.step_text());
    }
    out
}

/// `(line, x)` of each step: its line number and the global `x` before it runs.
fn line_and_x(step: &str) -> (u32, i64) {
    let mut parts = step.split('|');
    let line = parts.next().unwrap().parse().unwrap();
    let x = parts
        .nth(1)
        .unwrap()
        .strip_prefix("x=")
        .unwrap()
        .parse()
        .unwrap();
    (line, x)
}

#[test]
fn a_loop_on_one_line_is_one_step_per_iteration() {
    // for: its entry (init, test, body), then each update and test (the
    // last, failing one included), every one a step though all on line 3;
    // while: each test (with its body). x before each step, by hand: the
    // for's body has run k times at its k-th step, the while's n - k.
    let src = "int x;\nvoid placeQueens(int n) {\n    for (int i = 0; i < 5; i++) x++;\n    while (x > 0) x--;\n}\n";
    let steps: Vec<_> = steps_of(src).iter().map(|s| line_and_x(s)).collect();
    let mut expected: Vec<(u32, i64)> = (0..=5).map(|k| (3, k)).collect();
    expected.extend((0..=5).rev().map(|k| (4, k)));
    assert_eq!(steps, expected);
    // a `continue` in a one-line loop takes the loop round again: a new step
    let src = "int x;\nvoid placeQueens(int n) {\n    for (int i = 0; i < 3; i++) { x++; if (i >= 0) continue; }\n}\n";
    let steps: Vec<_> = steps_of(src).iter().map(|s| line_and_x(s)).collect();
    assert_eq!(steps, [(3, 0), (3, 1), (3, 2), (3, 3)]);
}

#[test]
fn while_true_on_one_line_steps_until_the_budget_stops_it() {
    let src = edited("recursive", "if (n < 1) return;", "while (true) {}");
    let mut run = ProgramRun::with_source("recursive", &src, 4).unwrap();
    // it can be played: each iteration is a step on line 8
    for k in 1..=100 {
        assert!(run.step_line().unwrap());
        assert_eq!((run.line_step(), run.snapshot().line), (k, 8));
    }
    // a slice takes what it is given, however long the loop
    run.seek_line(5_000).unwrap();
    assert_eq!(run.line_step(), 5_000);
    run.set_step_budget(20_000);
    let err = run.run_to_end().unwrap_err();
    let nqueens_lab::Error::Program(e) = err else {
        panic!("{err}")
    };
    assert_eq!((e.kind, e.line), (ProgramErrorKind::StepBudget, 8));
    // stopped by the budget, after about as many steps as it allows
    assert!(run.line_step() >= 19_990, "{}", run.line_step());
}
