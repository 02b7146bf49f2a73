//! The seeds' strategies agree, their counters are honest, and the formats
//! and search spaces match the seeds.

// Native only: the wasm boundary has its own suite in tests/web.rs.
#![cfg(not(target_arch = "wasm32"))]

use nqueens_lab::{search_spaces, Error, Format, Solutions, Stepper, Strategy};

#[test]
fn all_strategies_agree_with_the_iterator() {
    for n in 1..=8 {
        let expected = Solutions::new(n).unwrap().count() as u64;
        for s in Strategy::ALL {
            assert_eq!(s.run(n).unwrap().solutions, expected, "{} n={n}", s.name());
        }
    }
}

#[test]
fn brute_force_checks_every_one_per_row_board() {
    let r = Strategy::BruteForce.run(6).unwrap();
    assert_eq!(r.nodes, 6u64.pow(6));
    assert!(r.checks >= r.nodes);
}

#[test]
fn recursive_and_iterative_backtracking_do_the_same_work() {
    for n in 1..=9 {
        let a = Strategy::Backtracking.run(n).unwrap();
        let b = Strategy::BacktrackingIterative.run(n).unwrap();
        assert_eq!(
            (a.solutions, a.nodes, a.checks),
            (b.solutions, b.nodes, b.checks),
            "n={n}"
        );
    }
}

#[test]
fn squares_tried_match_the_step_machine() {
    for n in 1..=8 {
        let mut s = Stepper::new(n).unwrap();
        s.advance(u64::MAX);
        let c = s.counts();
        for strategy in [Strategy::Backtracking, Strategy::FlagArrays] {
            assert_eq!(
                strategy.run(n).unwrap().nodes,
                c.places + c.rejects,
                "n={n}"
            );
        }
        assert_eq!(Strategy::Bitmask.run(n).unwrap().nodes, c.places, "n={n}");
    }
}

#[test]
fn faster_strategies_look_at_less() {
    let r: Vec<_> = Strategy::ALL.iter().map(|s| s.run(8).unwrap()).collect();
    assert!(
        r[0].nodes > r[1].nodes,
        "brute force visits more than backtracking"
    );
    assert!(
        r[1].checks > r[3].checks,
        "isValid scans check more than flags"
    );
    assert!(
        r[3].nodes > r[4].nodes,
        "bitmasks never try an attacked square"
    );
}

#[test]
fn strategies_refuse_boards_too_large_for_them() {
    let e = Strategy::BruteForce.run(9).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the brute-force strategy only runs for n from 1 to 8, got 9"
    );
    assert!(matches!(
        Strategy::Bitmask.run(33),
        Err(Error::SizeOutOfRange { .. })
    ));
    assert!(Strategy::from_name("bogo")
        .unwrap_err()
        .to_string()
        .contains("brute-force"));
}

#[test]
fn search_spaces_match_the_seed() {
    // 004_…: C(64, 8) ≈ 4.4·10⁹ placements, 8⁸ = 16777216 with one queen a row.
    let s = search_spaces(8).unwrap();
    assert_eq!(s.any_squares, "4426165368");
    assert_eq!(s.one_per_row, "16777216");
    let one = search_spaces(1).unwrap();
    assert_eq!(
        (one.any_squares.as_str(), one.one_per_row.as_str()),
        ("1", "1")
    );
    let big = search_spaces(32).unwrap();
    assert_eq!(
        big.one_per_row,
        "1461501637330902918203684832716283019655932542976"
    ); // 2^160
    assert!(search_spaces(0).is_err());
}

#[test]
fn formats_match_the_seeds() {
    let first = [1, 3, 0, 2];
    assert_eq!(
        nqueens_lab::solve_n_queens(4).unwrap()[0],
        [".Q..", "...Q", "Q...", "..Q."]
    );
    assert_eq!(Format::OneBased.write(&first).unwrap(), "2 4 1 3");
    assert_eq!(Format::from_name("grid").unwrap(), Format::Grid);
    assert!(Format::from_name("png").is_err());
    assert!(Format::Grid.write(&[0, 4]).is_err());
    assert!(Format::Grid.write(&[]).is_err());
}

#[test]
fn validation_names_the_attacking_pairs() {
    let conflicts = nqueens_lab::validate(&[0, 2, 1]).unwrap();
    assert_eq!(conflicts.len(), 1); // rows 2 and 3 share an anti-diagonal
    assert_eq!(conflicts[0].line, nqueens_lab::Line::AntiDiagonal);
    assert!(nqueens_lab::validate(&[0, 5]).is_err());
}

#[test]
fn names_round_trip_through_display_and_from_str() {
    for strategy in Strategy::ALL {
        assert_eq!(strategy.to_string().parse::<Strategy>(), Ok(strategy));
    }
    assert_eq!(
        Strategy::ALL.map(|s| s.name()).to_vec(),
        nqueens_lab::STRATEGY_NAMES
    );
    for format in Format::ALL {
        assert_eq!(format.to_string().parse::<Format>(), Ok(format));
    }
    assert_eq!(
        Format::ALL.map(|f| f.name()).to_vec(),
        nqueens_lab::FORMAT_NAMES
    );
    assert_eq!(nqueens_lab::Line::AntiDiagonal.to_string(), "anti-diagonal");
}
