//! The wasm boundary, with wasm-bindgen-test: every export, its conversions
//! and its errors. Runs in Node (`wasm-pack test --node`) and in headless
//! Chromium (`wasm-pack test --headless --chrome`).

#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect};
use nqueens_lab::wasm::{self, event_code, CountPlan, Solutions, Stepper};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn n(value: f64) -> JsValue {
    JsValue::from_f64(value)
}

fn get(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &key.into()).unwrap()
}

fn memory_bytes() -> u32 {
    let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
    memory
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length()
}

fn error_name(error: &JsValue) -> String {
    get(error, "name").as_string().unwrap()
}

fn error_message(error: &JsValue) -> String {
    get(error, "message").as_string().unwrap()
}

/// The bad sizes of the issue and the JavaScript error each must raise.
fn bad_sizes() -> Vec<(JsValue, &'static str)> {
    vec![
        (n(0.0), "RangeError"),
        (n(-1.0), "RangeError"),
        (n(33.0), "RangeError"),
        (n(4.5), "RangeError"),
        (n(f64::NAN), "RangeError"),
        (JsValue::from_str("8"), "TypeError"),
        (JsValue::UNDEFINED, "TypeError"),
        (JsValue::NULL, "TypeError"),
    ]
}

/// Values that JavaScript would coerce to a number, and must not be.
fn not_numbers() -> Vec<JsValue> {
    vec![
        JsValue::from_str("3"),
        Array::of1(&n(3.0)).into(),
        JsValue::NULL,
        JsValue::TRUE,
        JsValue::UNDEFINED,
    ]
}

fn assert_size_error(result: Result<impl Sized, JsValue>, expected: &str) {
    let Err(error) = result else {
        panic!("expected a {expected}")
    };
    assert_eq!(error_name(&error), expected);
    assert!(
        error_message(&error).contains("from 1 to 32"),
        "{}",
        error_message(&error)
    );
}

#[wasm_bindgen_test]
fn every_size_taking_export_rejects_bad_sizes() {
    for (size, expected) in bad_sizes() {
        assert_size_error(Solutions::new(size.clone()), expected);
        assert_size_error(Stepper::new(size.clone()), expected);
        assert_size_error(CountPlan::new(size.clone()), expected);
        assert_size_error(wasm::total_n_queens(size.clone()), expected);
        assert_size_error(wasm::unique_n_queens(size.clone()), expected);
        assert_size_error(wasm::count_solutions(size.clone()), expected);
        assert_size_error(wasm::solve_n_queens(size.clone()), expected);
        assert_size_error(wasm::search_spaces(size.clone()), expected);
        assert_size_error(wasm::run_strategy("bitmask".into(), size.clone()), expected);
    }
    // And the module keeps working.
    assert_eq!(wasm::total_n_queens(n(8.0)).unwrap(), 92.0);
}

#[wasm_bindgen_test]
fn solve_total_unique() {
    // Every board's rows, concatenated.
    let boards = wasm::solve_n_queens(n(4.0)).unwrap();
    assert_eq!(boards, ".Q.....QQ.....Q...Q.Q......Q.Q..");
    assert_eq!(wasm::total_n_queens(n(10.0)).unwrap(), 724.0);
    assert_eq!(wasm::unique_n_queens(n(10.0)).unwrap(), 92.0);
    assert_eq!(wasm::count_solutions(n(8.0)).unwrap(), [92.0, 12.0]);
    let too_big = wasm::solve_n_queens(n(13.0)).unwrap_err();
    assert_eq!(error_name(&too_big), "RangeError");
}

#[wasm_bindgen_test]
fn solutions_iterate_and_batch() {
    let mut it = Solutions::new(n(4.0)).unwrap();
    assert_eq!(it.n(), 4);
    assert_eq!(it.next_columns(), Some(vec![1, 3, 0, 2]));
    assert_eq!(it.next_columns(), Some(vec![2, 0, 3, 1]));
    assert_eq!(it.next_columns(), None);
    assert_eq!(it.next_columns(), None);
    assert_eq!(it.yielded(), 2.0);

    let mut eight = Solutions::new(n(8.0)).unwrap();
    let batch = eight.next_batch(n(100.0)).unwrap();
    assert_eq!(batch.len(), 92 * 8);
    assert_eq!(&batch[..8], &[0, 4, 7, 5, 2, 6, 1, 3]);
    assert!(eight.next_batch(n(100.0)).unwrap().is_empty());
    assert_eq!(
        error_name(&eight.next_batch(n(0.0)).unwrap_err()),
        "RangeError"
    );
    for bad in not_numbers() {
        let error = eight.next_batch(bad).unwrap_err();
        assert_eq!(error_name(&error), "TypeError");
        assert!(error_message(&error).starts_with("max must be a number"));
    }
}

#[wasm_bindgen_test]
fn stepper_codes_round_trip() {
    let mut s = Stepper::new(n(4.0)).unwrap();
    assert_eq!(s.back_code(), event_code::NONE);
    assert_eq!(s.peek_code(), 0); // place (0, 0)
    assert_eq!(s.step_code(), 0);
    // Reject (1, 0): attacked along the column by the queen at (0, 0).
    let reject = s.step_code();
    assert_eq!(reject & 7, 1);
    assert_eq!((reject >> 3) & 31, 1);
    assert_eq!((reject >> 23) & 3, 0);
    assert_eq!(s.position(), 2.0);
    assert_eq!(s.back_code(), reject);
    assert_eq!(s.position(), 1.0);
    assert_eq!(s.queens(), vec![0]);
    assert_eq!(s.counts_array(), vec![1.0, 0.0, 0.0, 0.0]);

    let solution = s.next_solution_code();
    assert_eq!(solution & 7, 3);
    assert_eq!(s.queens(), vec![1, 3, 0, 2]);
    assert_eq!(s.counts_array()[3], 1.0);

    let batch = s.step_batch(n(1000.0)).unwrap();
    assert_eq!(batch.last().map(|c| c & 7), Some(4)); // ends with done
    assert!(s.done());
    assert_eq!(s.step_code(), event_code::NONE);
    assert_eq!(wasm::no_event_code(), event_code::NONE);

    let end = s.position();
    assert_eq!(s.seek(n(3.0)).unwrap(), 3.0);
    assert_eq!(s.advance(n(1e12)).unwrap(), end - 3.0);
    assert_eq!(
        s.seek(n(1e300)).unwrap(),
        end,
        "huge counts clamp to the end"
    );
    s.reset();
    assert_eq!(s.position(), 0.0);
    for bad in [-1.0, 2.5, f64::NAN] {
        assert_eq!(error_name(&s.seek(n(bad)).unwrap_err()), "RangeError");
        assert_eq!(error_name(&s.advance(n(bad)).unwrap_err()), "RangeError");
        assert_eq!(error_name(&s.step_batch(n(bad)).unwrap_err()), "RangeError");
    }
    assert_eq!(error_name(&s.step_batch(n(0.0)).unwrap_err()), "RangeError");
    // Counts are never coerced: '3' is a TypeError that says so, not "got 3".
    for bad in not_numbers() {
        for (what, result) in [
            ("step", s.seek(bad.clone()).map(|_| ())),
            ("count", s.advance(bad.clone()).map(|_| ())),
            ("max", s.step_batch(bad.clone()).map(|_| ())),
        ] {
            let error = result.unwrap_err();
            assert_eq!(error_name(&error), "TypeError", "{what}");
            assert!(
                error_message(&error).starts_with(&format!("{what} must be a number")),
                "{}",
                error_message(&error)
            );
        }
    }
    let error = s.advance(JsValue::from_str("3")).unwrap_err();
    assert!(error_message(&error).ends_with("got the string \"3\""));
    assert_eq!(s.position(), 0.0, "nothing applied");
}

#[wasm_bindgen_test]
fn count_plan_pieces_add_up() {
    let plan = CountPlan::new(n(11.0)).unwrap();
    assert_eq!(plan.n(), 11);
    let (mut total, mut unique) = (0.0, 0.0);
    for i in 0..plan.length() {
        let piece = plan.count_piece(n(i as f64)).unwrap();
        total += piece[0];
        unique += piece[1];
    }
    assert_eq!((total, unique), (2680.0, 341.0));
    for bad in [-1.0, 0.5, f64::NAN, plan.length() as f64] {
        let error = plan.count_piece(n(bad)).unwrap_err();
        assert_eq!(error_name(&error), "RangeError");
        assert!(error_message(&error).contains("piece index must be a whole number from 0 to"));
    }
    // countRange adds up the same pieces, in any cut.
    let length = plan.length() as f64;
    let range = |start: f64, end: f64| {
        let counts = plan.count_range(n(start), n(end)).unwrap();
        (counts[0], counts[1])
    };
    assert_eq!(range(0.0, length), (2680.0, 341.0));
    let middle = (length / 3.0).floor();
    let (a, b) = (range(0.0, middle), range(middle, length));
    assert_eq!((a.0 + b.0, a.1 + b.1), (2680.0, 341.0));
    assert_eq!(range(middle, middle), (0.0, 0.0));
    for (start, end) in [(1.0, 0.0), (0.0, length + 1.0), (-1.0, 1.0), (0.5, 1.0)] {
        let error = plan.count_range(n(start), n(end)).unwrap_err();
        assert_eq!(error_name(&error), "RangeError");
        assert!(
            error_message(&error).starts_with("range "),
            "{}",
            error_message(&error)
        );
    }
    // Never coerced: '3', [3], null, true are not indices.
    for bad in not_numbers() {
        let error = plan.count_piece(bad).unwrap_err();
        assert_eq!(error_name(&error), "TypeError");
        assert!(
            error_message(&error).starts_with("piece index must be a number"),
            "{}",
            error_message(&error)
        );
    }
}

#[wasm_bindgen_test]
fn strategies_and_spaces() {
    let names = wasm::strategy_names();
    assert_eq!(names.split(',').count(), 5);
    for name in names.split(',') {
        let [solutions, nodes, checks] = wasm::run_strategy(name.into(), n(6.0)).unwrap()[..]
        else {
            panic!("three numbers")
        };
        assert_eq!(solutions, 4.0, "{name}");
        assert!(nodes > 0.0 && checks > 0.0, "{name}");
    }
    assert_eq!(wasm::strategy_max_n("brute-force".into()).unwrap(), 8);
    assert_eq!(
        error_name(&wasm::run_strategy("brute-force".into(), n(9.0)).unwrap_err()),
        "RangeError"
    );
    assert_eq!(
        error_name(&wasm::run_strategy("bogo".into(), n(4.0)).unwrap_err()),
        "TypeError"
    );
    // A name that is not a string is the same TypeError for both.
    let not_a_name: JsValue = Array::of1(&"bitmask".into()).into();
    for error in [
        wasm::strategy_max_n(not_a_name.clone()).unwrap_err(),
        wasm::run_strategy(not_a_name, n(4.0)).unwrap_err(),
    ] {
        assert_eq!(error_name(&error), "TypeError");
        assert!(
            error_message(&error).starts_with("strategy must be a string, one of brute-force"),
            "{}",
            error_message(&error)
        );
    }
    assert_eq!(wasm::search_spaces(n(8.0)).unwrap(), "4426165368 16777216");
    assert_eq!(wasm::max_n(), 32);
}

#[wasm_bindgen_test]
fn boards_in_and_out() {
    assert_eq!(
        wasm::format_board(&[1, 3, 0, 2], "one-based".into()).unwrap(),
        "2 4 1 3"
    );
    assert_eq!(
        wasm::format_board(&[1, 3, 0, 2], "grid".into()).unwrap(),
        "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0"
    );
    assert_eq!(
        error_name(&wasm::format_board(&[1, 3, 0, 2], "svg".into()).unwrap_err()),
        "TypeError"
    );
    assert_eq!(
        error_name(&wasm::format_board(&[7, 0], "grid".into()).unwrap_err()),
        "RangeError"
    );
    assert_eq!(
        error_name(&wasm::format_board(&[], "grid".into()).unwrap_err()),
        "RangeError"
    );
    assert!(wasm::is_canonical(&[1, 3, 0, 2]).unwrap());
    assert!(!wasm::is_canonical(&[2, 0, 3, 1]).unwrap());
    // Only solutions have a symmetry class to be first of.
    for board in [&[0u8, 1, 2, 3][..], &[0, 0], &[1, 3, 0, 1]] {
        let error = wasm::is_canonical(board).unwrap_err();
        assert_eq!(error_name(&error), "RangeError", "{board:?}");
        assert!(
            error_message(&error).contains("not a solution"),
            "{}",
            error_message(&error)
        );
    }
    assert_eq!(
        error_message(&wasm::is_canonical(&[0, 1, 2, 3]).unwrap_err()),
        "invalid board: not a solution: the queens in rows 0 and 1 share a diagonal"
    );
    assert!(wasm::is_canonical(&[0]).unwrap(), "n = 1 is a solution");
    // One conflict: rows 1 and 2 (columns 2 and 1) on an anti-diagonal.
    assert_eq!(wasm::validate_board(&[0, 2, 1]).unwrap(), [1, 2, 2, 1, 2]);
    assert!(wasm::validate_board(&[1, 3, 0, 2]).unwrap().is_empty());
    assert_eq!(wasm::format_names(), "leetcode,one-based,grid");
}

#[wasm_bindgen_test]
fn long_strings_are_quoted_short_and_never_copied() {
    let huge = JsValue::from_str(&"x".repeat(1 << 20));
    let before = memory_bytes();
    for error in [
        wasm::total_n_queens(huge.clone()).unwrap_err(),
        wasm::format_board(&[0], huge.clone()).unwrap_err(),
        wasm::strategy_max_n(huge.clone()).unwrap_err(),
        Stepper::new(n(4.0))
            .unwrap()
            .seek(huge.clone())
            .unwrap_err(),
    ] {
        let message = error_message(&error);
        assert!(message.len() < 200, "{message}");
        assert!(
            message.contains(&format!("\"{}…\" (1048576 characters)", "x".repeat(32))),
            "{message}"
        );
    }
    assert_eq!(memory_bytes(), before, "no string was copied in");
}

#[wasm_bindgen_test]
fn event_codes_are_judged_by_the_geometry() {
    // Every code of whole runs is one.
    for size in 1..=7 {
        let mut s = Stepper::new(n(size as f64)).unwrap();
        let codes = s.step_batch(n(1e9)).unwrap();
        assert!(
            codes.iter().all(|&c| event_code::is_event_code(c)),
            "n={size}"
        );
    }
    assert!(event_code::is_event_code(event_code::NONE));
    let reject = |row: u32, col: u32, by_row: u32, by_col: u32, line: u32| {
        1 | row << 3 | col << 8 | by_row << 13 | by_col << 18 | line << 23
    };
    assert!(event_code::is_event_code(reject(1, 0, 0, 0, 0)));
    assert!(event_code::is_event_code(reject(1, 1, 0, 0, 1)));
    assert!(event_code::is_event_code(reject(3, 0, 0, 3, 2)));
    // The code: (0, 0) "attacked" by (5, 3) along a column.
    assert!(!event_code::is_event_code(1 | 5 << 13 | 3 << 18));
    for code in [
        reject(1, 1, 0, 0, 0), // a diagonal called a column
        reject(1, 0, 0, 0, 1), // a column called a diagonal
        reject(0, 0, 0, 0, 0), // attacked by itself
        reject(2, 2, 4, 2, 0), // by a queen below: not placed yet
        reject(1, 0, 0, 0, 3), // no such line
        4 | 1 << 3,            // done on a square
        5,
        7,
        1 << 25,
        1 << 13, // a place with an attacker
    ] {
        assert!(!event_code::is_event_code(code), "{code:#x}");
    }
}

#[wasm_bindgen_test]
fn learner_boards_step_hint_rank_and_attacks() {
    // The first 4-queens solution is complete at step 30 of the walkthrough.
    assert_eq!(
        wasm::step_of_queens(n(4.0), &[1, 3, 0, 2]).unwrap(),
        Some(30.0)
    );
    assert_eq!(wasm::step_of_queens(n(4.0), &[]).unwrap(), Some(0.0));
    let conflict = wasm::step_of_queens(n(4.0), &[0, 1]).unwrap_err();
    assert_eq!(error_name(&conflict), "RangeError");
    assert!(error_message(&conflict).contains("share a diagonal"));
    assert_size_error(wasm::step_of_queens(n(33.0), &[]), "RangeError");
    // Far into the n = 32 search: unknown, not a frozen page.
    assert_eq!(wasm::step_of_queens(n(32.0), &[31, 29]).unwrap(), None);

    // Numbers, not objects built in Rust: [kind, row, col] with kind 0
    // place, 1 solved, 2 cannot complete, 3 unknown.
    assert_eq!(wasm::hint_for(n(4.0), &[1]).unwrap(), [0.0, 1.0, 3.0]);
    for (cols, kind) in [(&[0u8][..], 2.0), (&[1, 3, 0, 2], 1.0), (&[0, 0], 2.0)] {
        assert_eq!(wasm::hint_for(n(4.0), cols).unwrap()[0], kind, "{cols:?}");
    }
    assert_eq!(
        error_name(&wasm::hint_for(n(4.0), &[4]).unwrap_err()),
        "RangeError"
    );

    // [index, classFirst, classSize].
    assert_eq!(
        wasm::solution_rank(&[2, 0, 3, 1]).unwrap().unwrap(),
        [1.0, 0.0, 2.0]
    );
    assert_eq!(
        error_name(&wasm::solution_rank(&[0, 1, 2, 3]).unwrap_err()),
        "RangeError"
    );
    // What nqueens.js asks first: the same reasons, as strings.
    assert!(wasm::rank_problem(&[0, 1, 2, 3])
        .unwrap()
        .contains("not a solution"));
    assert_eq!(wasm::rank_problem(&[2, 0, 3, 1]), None);
    assert!(wasm::step_of_queens_problem(4, &[0, 1])
        .unwrap()
        .contains("share a diagonal"));
    assert_eq!(wasm::hint_problem(4, &[0, 1]), None);
    assert!(wasm::hint_problem(4, &[4]).is_some());

    // Queens at (0,0) and (0,2) of a 3×3 board attack each other along row 0.
    let map = wasm::attacked_by(n(3.0), &[0, 0, 0, 2]).unwrap();
    assert_eq!(map, [1, 0, 0, 0, 0, 1, 0, -1, 0]);
    assert_eq!(
        error_name(&wasm::attacked_by(n(3.0), &[3, 0]).unwrap_err()),
        "RangeError"
    );
}

/// The build enables `simd128` (.cargo/config.toml), so the join's pair
/// loop below is the one the page runs.
#[wasm_bindgen_test]
#[allow(clippy::assertions_on_constants)] // Constant per build: that is the check.
fn built_with_simd128() {
    assert!(cfg!(target_feature = "simd128"), "built without simd128");
}

/// A xorshift generator of random words from `state` (not 0).
#[cfg(target_feature = "simd128")]
fn xorshift(mut state: u64) -> impl FnMut() -> u64 {
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

/// The join's simd128 count of common bits against the scalar loop on
/// random bitsets and lengths (odd lengths exercise the last word, more
/// than 62 words), sparse and dense.
#[cfg(target_feature = "simd128")]
#[wasm_bindgen_test]
fn simd128_common_bits_match_the_scalar_loop() {
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    for case in 0..500 {
        let (la, lb) = (next() % 140, next() % 140);
        let shift = case % 5;
        let mut mask = || {
            let x = next();
            // Fewer bits set as `shift` grows: sparser sets.
            (0..shift).fold(x, |acc, _| acc & next())
        };
        let a: Vec<u64> = (0..la).map(|_| mask()).collect();
        let b: Vec<u64> = (0..lb).map(|_| mask()).collect();
        let (simd, scalar) = nqueens_lab::common_bits_with_simd128_and_scalar(&a, &[&b]);
        assert_eq!(simd, scalar, "case {case}: {a:?} x {b:?}");
    }
}

/// The same for one set with one to four others at a time, as the join
/// pairs a top-left part with its partners: random lengths (the shortest
/// counts), sparse and dense (so that the others mostly do, or do not,
/// share a bit with one another: both ways of counting them together).
#[cfg(target_feature = "simd128")]
#[wasm_bindgen_test]
fn simd128_common_bits_with_several_match_the_scalar_loop() {
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    for case in 0..1000 {
        let shift = case % 7;
        let mut set = |len: u64| -> Vec<u64> {
            (0..len)
                .map(|_| (0..shift).fold(next(), |acc, _| acc & next()))
                .collect()
        };
        let len = case as u64 * 7 % 140;
        let a = set(len);
        let b: Vec<Vec<u64>> = (0..4).map(|k| set(len + k % 2)).collect();
        let others: Vec<&[u64]> = b.iter().map(Vec::as_slice).collect();
        let count = 1 + case % 4;
        let (simd, scalar) = nqueens_lab::common_bits_with_simd128_and_scalar(&a, &others[..count]);
        assert_eq!(simd, scalar, "case {case}");
    }
}

/// Sets that share no bit with one another are counted together, and those
/// that share one are counted one by one: both give the sum.
#[cfg(target_feature = "simd128")]
#[wasm_bindgen_test]
fn simd128_common_bits_with_disjoint_and_shared_sets() {
    let a = vec![u64::MAX; 29];
    // Set k has the bits of index k modulo 4: the four share none.
    let disjoint: Vec<Vec<u64>> = (0..4)
        .map(|k| vec![0x1111_1111_1111_1111u64 << k; 29])
        .collect();
    let others: Vec<&[u64]> = disjoint.iter().map(Vec::as_slice).collect();
    assert_eq!(
        nqueens_lab::common_bits_with_simd128_and_scalar(&a, &others),
        (29 * 64, 29 * 64)
    );
    // The same set four times: every bit shared.
    let same: Vec<&[u64]> = vec![&disjoint[0]; 4];
    assert_eq!(
        nqueens_lab::common_bits_with_simd128_and_scalar(&a, &same),
        (4 * 29 * 16, 4 * 29 * 16)
    );
}

#[wasm_bindgen_test]
fn program_runs_cross_as_small_objects() {
    use nqueens_lab::wasm::ProgramRun;
    let mut run = ProgramRun::new("recursive".into(), n(4.0), JsValue::UNDEFINED).unwrap();
    // the first event: queen 1 on (0, 0), as a plain object
    let e = run.step_event().unwrap();
    assert_eq!(get(&e, "kind").as_string().unwrap(), "place");
    assert_eq!(get(&e, "row").as_f64(), Some(0.0));
    assert_eq!(get(&e, "step").as_f64(), Some(1.0));
    // the second: (1, 0) rejected by isValid's column test, queen 1 attacking
    let e = run.step_event().unwrap();
    assert_eq!(get(&e, "kind").as_string().unwrap(), "reject");
    assert_eq!(get(&e, "line").as_string().unwrap(), "column");
    assert_eq!(get(&e, "check").as_string().unwrap(), "queen");
    assert_eq!(get(&get(&e, "attacker"), "col").as_f64(), Some(0.0));
    let s = run.snapshot();
    let frames: Array = get(&s, "frames").unchecked_into();
    let names: Vec<String> = frames
        .iter()
        .map(|f| get(&f, "name").as_string().unwrap())
        .collect();
    assert_eq!(names, ["placeQueens", "place", "place"]);
    let globals: Array = get(&s, "globals").unchecked_into();
    let queens = globals.get(0);
    assert_eq!(get(&queens, "value").as_string().unwrap(), "[0, 0, 0, 0]");
    assert_eq!(get(&queens, "type").as_string().unwrap(), "int[]");
    let stale: Array = get(&queens, "stale").unchecked_into();
    assert_eq!(stale.length(), 4);
    assert_eq!(stale.get(0).as_bool(), Some(false));
    assert_eq!(stale.get(1).as_bool(), Some(true));
    assert_eq!(run.seek_line(n(0.0)).unwrap(), 0.0);
    assert!(run.seek_line(JsValue::from_str("3")).is_err());
    // the program's facts: `{ functions: [{ name, params, cells }], masks }`
    let facts = run.program_facts();
    let functions: Array = get(&facts, "functions").unchecked_into();
    let is_valid = functions
        .iter()
        .find(|f| get(f, "name").as_string().as_deref() == Some("isValid"))
        .unwrap();
    let strings = |a: JsValue| -> Vec<String> {
        let a: Array = a.unchecked_into();
        a.iter().map(|s| s.as_string().unwrap()).collect()
    };
    assert_eq!(strings(get(&is_valid, "params")), ["row", "col"]);
    assert_eq!(strings(get(&is_valid, "cells")), ["queens[i]"]);
    assert!(strings(get(&facts, "masks")).is_empty());
}

#[wasm_bindgen_test]
fn program_errors_carry_kind_line_and_column() {
    use nqueens_lab::wasm::ProgramRun;
    let bad = "void placeQueens(int n) {\n  if (n < 1 {\n  }\n}";
    let Err(e) = ProgramRun::new("recursive".into(), n(4.0), bad.into()) else {
        panic!("parsed a bad program")
    };
    assert_eq!(error_name(&e), "ProgramError");
    assert_eq!(get(&e, "kind").as_string().unwrap(), "parse");
    assert_eq!(get(&e, "line").as_f64(), Some(2.0));
    // right after `1`, where the `)` belongs
    assert_eq!(get(&e, "column").as_f64(), Some(12.0));
    assert_eq!(
        error_message(&e),
        "line 2, column 12: expected `)`, found `{`"
    );
    let endless = "void placeQueens(int n) {\n  while (true) {}\n}";
    let mut run = ProgramRun::new("recursive".into(), n(4.0), endless.into()).unwrap();
    run.set_step_budget(n(1000.0)).unwrap();
    let e = run.advance_lines(n(2000.0)).unwrap_err(); // one line step per iteration
    assert_eq!(get(&e, "kind").as_string().unwrap(), "step-budget");
    assert!(ProgramRun::new("brute".into(), n(8.0), JsValue::UNDEFINED).is_ok());
    assert!(ProgramRun::new("brute".into(), n(9.0), JsValue::UNDEFINED).is_err()); // a[9]: 8 rows
    assert!(ProgramRun::new("quick".into(), n(4.0), JsValue::UNDEFINED).is_err());
    // both languages
    let Err(e) = ProgramRun::new("recursive".into(), n(4.0), bad.into()) else {
        panic!("parsed a bad program")
    };
    assert_eq!(
        get(&e, "detailZh").as_string().unwrap(),
        "这里应为 `)`，实际是 `{`"
    );
    assert_eq!(
        get(&e, "messageZh").as_string().unwrap(),
        "第 2 行第 12 列：这里应为 `)`，实际是 `{`"
    );
    // and in structured form, for shells that word it themselves
    let syntax = get(&e, "syntax");
    assert_eq!(get(&syntax, "expected").as_string().unwrap(), "token");
    assert_eq!(get(&syntax, "token").as_string().unwrap(), ")");
    assert_eq!(get(&syntax, "found").as_string().unwrap(), "symbol");
    assert_eq!(get(&syntax, "text").as_string().unwrap(), "{");
}

#[wasm_bindgen_test]
fn comparisons_and_fix_checks_cross_as_small_objects() {
    use nqueens_lab::wasm::{FixCheck, ProgramComparison};
    // the printed bit-set code against the corrected one at n = 4: they part at event 6
    let mut c = ProgramComparison::new(
        "bitmask-printed".into(),
        n(4.0),
        JsValue::UNDEFINED,
        "bitmask".into(),
    )
    .unwrap();
    let result = loop {
        let p = c.advance(n(500.0)).unwrap();
        assert!(get(&p, "lineSteps").as_f64().unwrap() > 0.0);
        if get(&p, "done").as_bool().unwrap() {
            break get(&p, "result");
        }
    };
    assert_eq!(get(&result, "same").as_bool(), Some(false));
    assert_eq!(get(&result, "expected").as_f64(), Some(2.0));
    let d = get(&result, "divergence");
    assert_eq!(get(&d, "step").as_f64(), Some(6.0));
    assert_eq!(get(&get(&d, "ours"), "kind").as_string().unwrap(), "place");
    assert_eq!(
        get(&get(&d, "theirs"), "line").as_string().unwrap(),
        "anti-diagonal"
    );
    let theirs = get(&result, "theirs");
    assert_eq!(get(&theirs, "status").as_string().unwrap(), "finished");
    assert_eq!(
        get(&get(&theirs, "counts"), "solutions").as_f64(),
        Some(2.0)
    );
    assert!(c.advance(n(0.0)).is_err());
    // a fix check of a text that does not parse throws a ProgramError
    let Err(e) = FixCheck::new(
        "bitmask-printed".into(),
        "int x".into(),
        "bitmask".into(),
        n(10.0),
    ) else {
        panic!("parsed a bad program")
    };
    assert_eq!(error_name(&e), "ProgramError");
    // the printed code is not fixed: it parts at n = 2
    let mut f = FixCheck::new(
        "bitmask-printed".into(),
        nqueens_lab::programs::View::BitmaskPrinted
            .source("en")
            .unwrap()
            .into(),
        "bitmask".into(),
        n(10.0),
    )
    .unwrap();
    let outcome = loop {
        let p = f.advance(n(10_000.0)).unwrap();
        if get(&p, "done").as_bool().unwrap() {
            break get(&p, "result");
        }
    };
    assert_eq!(get(&outcome, "fixed").as_bool(), Some(false));
    assert_eq!(get(&outcome, "passed").as_f64(), Some(1.0));
    assert_eq!(get(&get(&outcome, "failure"), "n").as_f64(), Some(2.0));
    // checked only for the boards `byte cols; short leftTop, rightTop;` hold
    assert_eq!(get(&outcome, "maxN").as_f64(), Some(8.0));
    assert_eq!(get(&outcome, "requestedMaxN").as_f64(), Some(10.0));
    let narrow = js_sys::Array::from(&get(&outcome, "narrow"));
    assert_eq!(get(&narrow.get(0), "type").as_string().unwrap(), "byte");
}
