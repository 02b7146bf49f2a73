//! Counting against OEIS and against the simple counters.

// Native only: the wasm boundary has its own suite in tests/web.rs.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_lab::{
    count, count_classes, count_mirror, count_plain, count_solutions, count_unique, is_canonical,
    CountPlan, Error, PieceCounts, Solutions,
};

/// OEIS A000170: number of solutions, n = 1, 2, …
const A000170: [u64; 21] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2680,
    14200,
    73712,
    365596,
    2279184,
    14772512,
    95815104,
    666090624,
    4968057848,
    39029188884,
    314666222712,
];
/// OEIS A002562: solutions up to rotation and reflection.
const A002562: [u64; 21] = [
    1,
    0,
    0,
    1,
    2,
    1,
    6,
    12,
    46,
    92,
    341,
    1787,
    9233,
    45752,
    285053,
    1846955,
    11977939,
    83263591,
    621012754,
    4878666808,
    39333324973,
];

/// Up to n = 18 in a release build (`cargo test --release --test counts`,
/// which `make test-rust` runs: about 10 s of CPU, n = 18 most of it); up to
/// 13 in a debug build.
#[test]
fn counts_match_oeis() {
    let largest = if cfg!(debug_assertions) { 13 } else { 18 };
    for n in 1..=largest {
        let c = count_solutions(n).unwrap();
        assert_eq!(c.total, A000170[n - 1], "total for n={n}");
        assert_eq!(c.unique, A002562[n - 1], "unique for n={n}");
    }
}

/// n = 19 to 21: a minute at n = 19 on one core, hours at 21. Run with
/// `cargo test --release --test counts -- --ignored`, up to
/// `NQUEENS_OEIS_MAX` (default 19; results in docs/performance.md).
#[test]
#[ignore]
fn large_counts_match_oeis() {
    let largest: usize = std::env::var("NQUEENS_OEIS_MAX")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(19);
    for n in 19..=largest.min(21) {
        let c = count_solutions(n).unwrap();
        assert_eq!(c.total, A000170[n - 1], "total for n={n}");
        assert_eq!(c.unique, A002562[n - 1], "unique for n={n}");
    }
}

#[test]
fn join_matches_the_backtracking_oracle() {
    let largest = if cfg!(debug_assertions) { 10 } else { 13 };
    for n in 1..=largest {
        let classes = count_classes(n).unwrap();
        let c = count_solutions(n).unwrap();
        assert_eq!(c.total, classes.total(), "total for n={n}");
        assert_eq!(c.unique, classes.unique(), "unique for n={n}");
    }
}

#[test]
fn counts_match_oeis_up_to_14() {
    for n in 1..=14 {
        let c = count_solutions(n).unwrap();
        assert_eq!(c.total, A000170[n - 1], "total for n={n}");
        assert_eq!(c.unique, A002562[n - 1], "unique for n={n}");
        assert_eq!(count(n).unwrap(), A000170[n - 1]);
        assert_eq!(count_unique(n).unwrap(), A002562[n - 1]);
    }
}

#[test]
fn simple_counters_match_oeis() {
    for n in 1..=12 {
        assert_eq!(count_plain(n).unwrap(), A000170[n - 1], "plain n={n}");
        assert_eq!(count_mirror(n).unwrap(), A000170[n - 1], "mirror n={n}");
    }
}

#[test]
fn unique_count_matches_listing_canonical_boards() {
    for n in 1..=9 {
        let listed = Solutions::new(n)
            .unwrap()
            .filter(|c| is_canonical(c).unwrap())
            .count() as u64;
        assert_eq!(count_unique(n).unwrap(), listed, "n={n}");
    }
}

#[test]
fn plan_pieces_sum_to_the_whole_count() {
    for n in 1..=14 {
        let plan = CountPlan::new(n).unwrap();
        assert!(!plan.is_empty());
        let sum: PieceCounts = (0..plan.len()).filter_map(|i| plan.count_piece(i)).sum();
        assert_eq!(sum.total(), A000170[n - 1], "n={n}");
        assert_eq!(sum.unique(), A002562[n - 1], "n={n}");
        assert_eq!(plan.count_piece(plan.len()), None);
    }
}

#[test]
fn plans_have_many_pieces_for_workers() {
    for n in 16..=21 {
        let plan = CountPlan::new(n).unwrap();
        assert!(plan.len() >= 50, "n={n}: only {} pieces", plan.len());
        assert!(plan.len() <= 50_000, "n={n}: {} pieces", plan.len());
    }
}

#[test]
fn plans_are_deterministic() {
    let a = CountPlan::new(12).unwrap();
    let b = CountPlan::new(12).unwrap();
    for i in 0..a.len() {
        assert_eq!(a.count_piece(i), b.count_piece(i));
    }
}

#[test]
fn sizes_out_of_range_are_errors() {
    for n in [0, 33, 1000] {
        assert_eq!(count(n), Err(Error::SizeOutOfRange { n: n as i64 }));
        assert!(count_unique(n).is_err());
        assert!(count_plain(n).is_err());
        assert!(count_mirror(n).is_err());
        assert!(CountPlan::new(n).is_err());
    }
}

#[test]
fn n32_plans_and_masks_do_not_overflow() {
    // Only building the plan and counting its first piece's first steps is
    // feasible; this checks that the 32-bit masks are handled.
    let plan = CountPlan::new(32).unwrap();
    assert!(plan.len() > 100);
    let first = Solutions::new(32).unwrap().next().unwrap();
    assert!(nqueens_lab::validate(&first).unwrap().is_empty());
}

#[test]
fn the_count_limit_is_exact_in_a_double() {
    // The page shows counts as JavaScript numbers: every total up to the
    // limit is below 2^53.
    assert_eq!(nqueens_lab::MAX_COUNT_N, 21);
    assert_eq!(A000170[nqueens_lab::MAX_COUNT_N - 1], 314_666_222_712);
    assert!(A000170.iter().all(|&t| t < 1 << 53));
}
