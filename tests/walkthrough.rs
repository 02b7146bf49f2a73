//! The 4-queens walkthrough of the seed `000_…`, told by the step machine.
//!
//! The seed, translated: "We start from the empty board and put queen 1 on
//! the first possible square of its row, row 1 column 1. For queen 2, after
//! failed tries on columns 1 and 2, we put it on the first possible square,
//! (2,3). This proves a dead end, because queen 3 has nowhere to go. So the
//! algorithm backtracks and puts queen 2 on the next possible square, (2,4).
//! Then queen 3 can go on (3,2), which proves another dead end. The
//! algorithm then backtracks all the way and moves queen 1 to (1,2). Then
//! queen 2 goes to (2,4), queen 3 to (3,1) and queen 4 to (4,3): a solution."
//!
//! Coordinates below are written 1-based like the seed and converted.

// Native only: the wasm boundary has its own suite in tests/web.rs.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_lab::{Event, Line, Square, Stepper};

fn place(r: usize, c: usize) -> Event {
    Event::Place {
        row: r - 1,
        col: c - 1,
    }
}
fn remove(r: usize, c: usize) -> Event {
    Event::Remove {
        row: r - 1,
        col: c - 1,
    }
}

fn all_events(n: usize) -> Vec<Event> {
    let mut s = Stepper::new(n).unwrap();
    std::iter::from_fn(|| s.step()).collect()
}

#[test]
fn placements_and_backtracks_tell_the_seed_story() {
    let story: Vec<Event> = all_events(4)
        .into_iter()
        .filter(|e| !matches!(e, Event::Reject { .. }))
        .take_while(|e| !matches!(e, Event::Solution { .. }))
        .collect();
    assert_eq!(
        story,
        [
            place(1, 1),  // queen 1 on row 1, column 1
            place(2, 3),  // queen 2, after columns 1 and 2 failed
            remove(2, 3), // dead end: queen 3 has nowhere to go
            place(2, 4),  // queen 2 on the next possible square
            place(3, 2),  // queen 3
            remove(3, 2), // another dead end ...
            remove(2, 4), // ... backtracking all the way
            remove(1, 1),
            place(1, 2), // queen 1 moves to (1,2)
            place(2, 4),
            place(3, 1),
            place(4, 3),
        ]
    );
}

#[test]
fn queen_two_fails_on_columns_one_and_two_because_of_queen_one() {
    let events = all_events(4);
    let queen1 = Square { row: 0, col: 0 };
    assert_eq!(
        events[1..4],
        [
            Event::Reject {
                row: 1,
                col: 0,
                attacker: queen1,
                line: Line::Column
            },
            Event::Reject {
                row: 1,
                col: 1,
                attacker: queen1,
                line: Line::Diagonal
            },
            place(2, 3),
        ]
    );
}

#[test]
fn queen_three_has_nowhere_to_go_after_two_three() {
    let events = all_events(4);
    // After (2,3): all four squares of row 3 are rejected, then the backtrack.
    let rows3: Vec<&Event> = events[4..9].iter().collect();
    for (col, e) in rows3[..4].iter().enumerate() {
        match e {
            Event::Reject { row: 2, col: c, .. } => assert_eq!(*c, col),
            other => panic!("expected a reject in row 3, got {other:?}"),
        }
    }
    assert_eq!(*rows3[4], remove(2, 3));
    // (3,2) is attacked along the anti-diagonal by queen 2 at (2,3).
    assert_eq!(
        *rows3[1],
        Event::Reject {
            row: 2,
            col: 1,
            attacker: Square { row: 1, col: 2 },
            line: Line::AntiDiagonal
        }
    );
}

#[test]
fn the_first_solution_is_the_seeds_and_the_second_its_mirror() {
    let solutions: Vec<(u64, Vec<u8>)> = all_events(4)
        .into_iter()
        .filter_map(|e| match e {
            Event::Solution { index, queens } => Some((index, queens)),
            _ => None,
        })
        .collect();
    // (1,2),(2,4),(3,1),(4,3) and LeetCode's second board "..Q.","Q...","...Q",".Q..".
    assert_eq!(solutions, [(0, vec![1, 3, 0, 2]), (1, vec![2, 0, 3, 1])]);
}

#[test]
fn every_square_tried_is_one_event_and_the_search_ends_once() {
    let events = all_events(4);
    assert_eq!(events.last(), Some(&Event::Done));
    assert_eq!(events.iter().filter(|e| **e == Event::Done).count(), 1);
    let places = events
        .iter()
        .filter(|e| matches!(e, Event::Place { .. }))
        .count();
    let removes = events
        .iter()
        .filter(|e| matches!(e, Event::Remove { .. }))
        .count();
    assert_eq!(places, removes, "every queen put down is lifted again");
    // Squares tried = the nodes of the seeds' isValid backtracking.
    let rejects = events
        .iter()
        .filter(|e| matches!(e, Event::Reject { .. }))
        .count();
    let report = nqueens_lab::Strategy::Backtracking.run(4).unwrap();
    assert_eq!((places + rejects) as u64, report.nodes);
}
