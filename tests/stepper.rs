//! Properties of the step machine: reversibility, agreement with the
//! iterator, counters, seeking.

// Native only: the wasm boundary has its own suite in tests/web.rs.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_lab::{attack_line, Event, Solutions, Square, Stepper};
use proptest::prelude::*;

/// Everything observable about a machine's state.
fn snapshot(s: &Stepper) -> (u64, Vec<u8>, nqueens_lab::StepCounts, bool, Option<Event>) {
    (
        s.position(),
        s.queens().to_vec(),
        s.counts(),
        s.is_done(),
        s.peek(),
    )
}

#[test]
fn solutions_agree_with_the_iterator() {
    for n in 1..=8 {
        let mut s = Stepper::new(n).unwrap();
        let mut from_steps = Vec::new();
        while let Some(e) = s.next_solution() {
            match e {
                Event::Solution { queens, .. } => from_steps.push(queens),
                other => panic!("next_solution returned {other:?}"),
            }
        }
        let from_iter: Vec<Vec<u8>> = Solutions::new(n).unwrap().collect();
        assert_eq!(from_steps, from_iter, "n={n}");
        assert!(s.is_done());
        assert_eq!(s.counts().solutions, from_iter.len() as u64);
    }
}

#[test]
fn every_reject_names_a_queen_that_really_attacks() {
    for n in 1..=7 {
        let mut s = Stepper::new(n).unwrap();
        while let Some(e) = s.step() {
            if let Event::Reject {
                row,
                col,
                attacker,
                line,
            } = e
            {
                assert!(attacker.row < row);
                assert_eq!(s.queens()[attacker.row] as usize, attacker.col);
                assert_eq!(attack_line(attacker, Square { row, col }), Some(line));
                // The first attacker in row order, as the seeds' isValid finds it.
                for (r, &c) in s.queens()[..attacker.row].iter().enumerate() {
                    let q = Square {
                        row: r,
                        col: c as usize,
                    };
                    assert_eq!(attack_line(q, Square { row, col }), None);
                }
            }
        }
    }
}

#[test]
fn back_from_the_end_returns_to_the_start_through_the_same_events() {
    for n in 1..=6 {
        let mut s = Stepper::new(n).unwrap();
        let forward: Vec<Event> = std::iter::from_fn(|| s.step()).collect();
        let backward: Vec<Event> = std::iter::from_fn(|| s.back()).collect();
        assert_eq!(forward.len(), backward.len());
        assert!(forward.iter().eq(backward.iter().rev()), "n={n}");
        assert_eq!(snapshot(&s), snapshot(&Stepper::new(n).unwrap()));
        assert_eq!(s.back(), None);
    }
}

#[test]
fn step_after_done_is_none_and_counters_add_up() {
    let mut s = Stepper::new(6).unwrap();
    while s.step().is_some() {}
    assert_eq!(s.step(), None);
    let c = s.counts();
    assert_eq!(c.solutions, 4);
    assert_eq!(c.places, c.removes);
    assert_eq!(
        s.position(),
        c.places + c.rejects + c.removes + c.solutions + 1
    );
}

#[test]
fn seek_goes_both_ways_and_clamps_at_the_end() {
    let mut a = Stepper::new(6).unwrap();
    let mut b = Stepper::new(6).unwrap();
    b.advance(300);
    assert_eq!(a.seek(300), 300);
    assert_eq!(snapshot(&a), snapshot(&b));
    assert_eq!(a.seek(290), 290); // backwards by undoing
    assert_eq!(a.seek(10), 10); // backwards by replaying
    let mut c = Stepper::new(6).unwrap();
    c.advance(10);
    assert_eq!(snapshot(&a), snapshot(&c));
    let end = a.seek(u64::MAX);
    assert!(a.is_done());
    let mut d = Stepper::new(6).unwrap();
    assert_eq!(d.advance(u64::MAX), end);
}

#[test]
fn n_one_is_place_solution_remove_done() {
    let mut s = Stepper::new(1).unwrap();
    let events: Vec<Event> = std::iter::from_fn(|| s.step()).collect();
    assert_eq!(
        events,
        [
            Event::Place { row: 0, col: 0 },
            Event::Solution {
                index: 0,
                queens: vec![0]
            },
            Event::Remove { row: 0, col: 0 },
            Event::Done
        ]
    );
}

#[test]
fn large_boards_step_without_overflow() {
    // The first 32-queens solution lies far down the search; a long walk
    // is enough to exercise the 32-column masks and the reversal.
    let mut s = Stepper::new(32).unwrap();
    assert_eq!(s.advance(200_000), 200_000);
    let queens = s.queens().to_vec();
    for (i, &a) in queens.iter().enumerate() {
        for (j, &b) in queens.iter().enumerate().skip(i + 1) {
            let (qa, qb) = (
                Square {
                    row: i,
                    col: a as usize,
                },
                Square {
                    row: j,
                    col: b as usize,
                },
            );
            assert_eq!(attack_line(qa, qb), None);
        }
    }
    s.seek(150_000);
    let mut fresh = Stepper::new(32).unwrap();
    fresh.advance(150_000);
    assert_eq!(snapshot(&s), snapshot(&fresh));
}

#[test]
fn errors_for_bad_sizes() {
    assert!(Stepper::new(0).is_err());
    assert!(Stepper::new(33).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A random walk of steps and backs: every back restores exactly the
    /// state before the matching step, and returns the same event.
    #[test]
    fn random_walks_are_reversible(n in 1usize..=12, moves in prop::collection::vec(0u8..4, 1..400)) {
        let mut s = Stepper::new(n).unwrap();
        let mut history = vec![snapshot(&s)];
        let mut applied: Vec<Event> = Vec::new();
        for m in moves {
            if m == 0 {
                let before = snapshot(&s);
                match s.back() {
                    Some(e) => {
                        prop_assert_eq!(Some(e), applied.pop());
                        history.pop();
                        prop_assert_eq!(&snapshot(&s), history.last().unwrap());
                    }
                    None => prop_assert_eq!(before.0, 0),
                }
            } else if let Some(e) = s.step() {
                applied.push(e);
                history.push(snapshot(&s));
            }
        }
    }

    /// Every yielded board is a solution and they are all distinct.
    #[test]
    fn solutions_are_valid_and_distinct(n in 1usize..=10) {
        let all: Vec<Vec<u8>> = Solutions::new(n).unwrap().collect();
        for b in &all {
            prop_assert!(nqueens_lab::validate(b).unwrap().is_empty());
        }
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), all.len());
        prop_assert_eq!(&sorted, &all, "lexicographic order");
    }

    /// The iterator can be paused anywhere and resumed by a clone.
    #[test]
    fn iterator_resumes(n in 4usize..=9, cut in 0usize..40) {
        let all: Vec<Vec<u8>> = Solutions::new(n).unwrap().collect();
        let mut it = Solutions::new(n).unwrap();
        let head: Vec<Vec<u8>> = it.by_ref().take(cut).collect();
        let resumed = it.clone();
        let tail: Vec<Vec<u8>> = resumed.collect();
        prop_assert_eq!([head, tail].concat(), all);
    }
}

/// Where a solution can be reported (issue #27): the last queen's column of
/// some solution, checked against every solution up to n = 12 (above, the
/// Node tests check it against a search of their own up to n = 32).
#[test]
fn last_queen_columns_are_those_of_the_solutions() {
    for n in 1..=12 {
        let mut ends = [false; 32];
        for cols in nqueens_lab::Solutions::new(n).unwrap() {
            ends[usize::from(cols[n - 1])] = true;
        }
        for (col, &end) in ends.iter().enumerate() {
            assert_eq!(
                nqueens_lab::is_last_queen_column(n, col),
                end,
                "n = {n}, column {col}"
            );
        }
    }
    assert!(!nqueens_lab::is_last_queen_column(0, 0));
    assert!(!nqueens_lab::is_last_queen_column(33, 0));
    assert!(!nqueens_lab::is_last_queen_column(32, 32));
    assert!((0..32).all(|col| nqueens_lab::is_last_queen_column(32, col)));
}
