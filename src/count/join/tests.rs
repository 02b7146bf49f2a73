use super::bits::{common_bits, common_bits_scalar, transpose64, transpose64_rows};
use super::bottoms::{BottomParts, Placements};
use super::cases::{cases, Case, Symmetry};
use super::group::{count_group, Scratch};
use super::*;
use crate::solutions::full_mask;
use proptest::prelude::*;

#[test]
fn join_matches_oeis_small() {
    let a = [
        1u64, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596,
    ];
    for n in 1..=14 {
        assert_eq!(count_join(n), a[n - 1], "n={n}");
    }
}

/// Every compiled copy of the searches (`isa`) that this processor runs
/// counts the same.
#[cfg(target_arch = "x86_64")]
#[test]
fn every_instruction_set_counts_alike() {
    use super::isa::{detected, limit, Level};
    let a = [14200u64, 73712, 365596];
    for level in [Level::Portable, Level::Avx2, Level::Avx512] {
        limit(level);
        for n in 12..=14 {
            assert_eq!(count_join(n), a[n - 12], "n={n}, {level:?}");
        }
    }
    assert!(detected() >= Level::Portable);
}

/// One cross of each class of eight, and every cross is some class's.
#[test]
fn crosses_cover_every_class_once() {
    for n in [5usize, 7, 9, 11, 13] {
        let m = n / 2;
        let off_centre = cases(n)
            .iter()
            .filter(|c| c.symmetry == Symmetry::None)
            .count();
        // Crosses with the two queens off the centre that do not attack
        // each other: 2m choices of a, 2m - 2 of b.
        assert_eq!(off_centre * 8, 2 * m * (2 * m - 2), "n={n}");
    }
}

/// The pieces of a plan cover each group of each case exactly once.
#[test]
fn chunks_cover_every_group() {
    for n in [8usize, 9, 20] {
        let join = Join::new(n);
        let m = n / 2;
        let mut seen = std::collections::HashSet::new();
        for chunk in join.chunks() {
            let case = &join.cases[usize::from(chunk.case)];
            for right in chunk.lo..chunk.hi {
                if case
                    .group_weight(u32::from(chunk.left), u32::from(right))
                    .is_some()
                {
                    assert!(
                        seen.insert((chunk.case, chunk.left, right)),
                        "n={n}: group counted twice"
                    );
                }
            }
        }
        let expected: usize = join
            .cases
            .iter()
            .map(|case| {
                (0..1u32 << m)
                    .flat_map(|l| (0..1u32 << m).map(move |r| (l, r)))
                    .filter(|&(l, r)| case.group_weight(l, r).is_some())
                    .count()
            })
            .sum();
        assert_eq!(seen.len(), expected, "n={n}");
    }
}

/// Searching the square for a case's parts files the same parts, in the
/// same order, as filtering the list of placements (the two ways
/// `Join::workspace_for` builds them), and so does searching again in the
/// tables of another case (of another size too).
#[test]
fn searched_bottom_parts_equal_the_filtered_ones() {
    let mut reused: Option<BottomParts> = None;
    for n in [4usize, 5, 8, 9, 10, 11, 12, 13, 12, 9] {
        for case in cases(n) {
            let filtered = BottomParts::new(&case, &Placements::new(case.m));
            assert_eq!(BottomParts::search(&case), filtered, "n={n}, {case:?}");
            let again = reused.get_or_insert_with(|| BottomParts::search(&case));
            again.search_again(&case);
            assert_eq!(*again, filtered, "again: n={n}, {case:?}");
        }
    }
}

/// A case's group counted without its symmetry: every solution with the
/// case's cross whose top half uses the local columns `left`, `right`.
fn raw_group_count(case: &Case, left: u32, right: u32) -> u64 {
    let plain = Case {
        symmetry: Symmetry::None,
        ..case.clone()
    };
    let parts = BottomParts::new(&plain, &Placements::new(plain.m));
    let mut runs = Vec::new();
    parts.left_runs(&plain, left, &mut runs);
    count_group(&plain, &parts, &runs, left, right, &mut Scratch::default())
}

/// The backtracking oracle of [`raw_group_count`]: rows in order, the
/// cross's queens where the case puts them, top rows within the group's
/// columns, bottom rows outside them.
fn backtrack_group(case: &Case, left: u32, right: u32) -> u64 {
    let n = case.n;
    let m = case.m;
    let top_cols = left | right << case.o;
    // The cross, read back from the case: the middle row's and column's
    // queens (odd n).
    let mut fixed = vec![None; n];
    if n % 2 == 1 {
        let mid = m;
        let a = (0..n).find(|&c| {
            case.blocked_dp >> (mid + c) & 1 == 1 && case.blocked_dn >> (c + n - 1 - mid) & 1 == 1
        });
        let a = a.expect("the middle row's queen");
        fixed[mid] = Some(a);
        if a != mid {
            let b = (0..n)
                .find(|&r| {
                    r != mid
                        && case.blocked_dp >> (r + mid) & 1 == 1
                        && case.blocked_dn >> (mid + n - 1 - r) & 1 == 1
                })
                .expect("the middle column's queen");
            fixed[b] = Some(mid);
        }
    }
    #[allow(clippy::too_many_arguments)]
    fn go(
        n: usize,
        m: usize,
        row: usize,
        fixed: &[Option<usize>],
        top: u32,
        cols: u32,
        dn: u64,
        dp: u64,
    ) -> u64 {
        if row == n {
            return 1;
        }
        let allowed = match fixed[row] {
            Some(c) => 1 << c,
            None if row < m => top,
            // For odd n the middle column is the cross's.
            None => full_mask(n) & !top & !(((n % 2) as u32) << m),
        };
        let mut found = 0;
        let mut free = allowed & !cols;
        while free != 0 {
            let c = free.trailing_zeros() as usize;
            free &= free - 1;
            let (bn, bp) = (1u64 << (c + n - 1 - row), 1u64 << (row + c));
            if dn & bn == 0 && dp & bp == 0 {
                found += go(n, m, row + 1, fixed, top, cols | 1 << c, dn | bn, dp | bp);
            }
        }
        found
    }
    go(n, m, 0, &fixed, top_cols, 0, 0, 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random sub-problems: the solutions of one group of one case, by the
    /// join and by backtracking.
    #[test]
    fn a_group_joins_like_backtracking(n in 4usize..=13, seed in any::<u64>()) {
        let all = cases(n);
        let case = &all[(seed % all.len() as u64) as usize];
        let m = case.m;
        let need = case.top_rows.count_ones();
        // A random set of `need` of the columns the case leaves.
        let mut available: Vec<u32> = (0..m as u32)
            .filter(|&j| case.left_cols >> j & 1 == 1)
            .chain((0..m as u32).filter(|&j| case.right_cols >> j & 1 == 1).map(|j| j + 16))
            .collect();
        let mut state = seed | 1;
        for i in (1..available.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            available.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let (mut left, mut right) = (0u32, 0u32);
        for &j in &available[..need as usize] {
            if j >= 16 { right |= 1 << (j - 16) } else { left |= 1 << j }
        }
        prop_assert_eq!(raw_group_count(case, left, right), backtrack_group(case, left, right));
    }

    #[test]
    fn transpose_moves_every_bit(rows in prop::collection::vec(any::<u64>(), 64)) {
        let mut a = [0u64; 64];
        a.copy_from_slice(&rows);
        transpose64(&mut a);
        for (i, row) in rows.iter().enumerate() {
            for (j, column) in a.iter().enumerate() {
                prop_assert_eq!(column >> i & 1, row >> j & 1);
            }
        }
    }

    #[test]
    fn transpose_of_the_first_rows(rows in prop::collection::vec(any::<u64>(), 64), wanted in 1usize..=64) {
        let mut a = [0u64; 64];
        a.copy_from_slice(&rows);
        transpose64_rows(&mut a, wanted);
        for (i, row) in rows.iter().enumerate() {
            for (j, column) in a[..wanted].iter().enumerate() {
                prop_assert_eq!(column >> i & 1, row >> j & 1);
            }
        }
    }

    #[test]
    fn common_bits_counts_both(a in prop::collection::vec(any::<u64>(), 0..70), b in prop::collection::vec(any::<u64>(), 0..70)) {
        let naive: u64 = a.iter().zip(&b).map(|(x, y)| (0..64).filter(|k| x >> k & y >> k & 1 == 1).count() as u64).sum();
        prop_assert_eq!(common_bits(&a, &b), naive);
        prop_assert_eq!(common_bits_scalar(&a, &b), naive);
    }
}

/// Even n: of every group and its mirror image exactly one is counted, the
/// one with fewer top-left queens (weight 2), or the group alone if it is
/// its own image (weight 1); and the pieces leave out exactly the top-left
/// column sets of no counted group.
#[test]
fn even_boards_count_the_mirror_image_with_fewer_top_left_queens() {
    for n in [4usize, 6, 8, 10, 12] {
        let case = &cases(n)[0];
        let m = case.m;
        let reverse = |x: u32| x.reverse_bits() >> (32 - m);
        for left in 0..1u32 << m {
            for right in 0..1u32 << m {
                if (left.count_ones() + right.count_ones()) as usize != m {
                    continue;
                }
                let weight = case.group_weight(left, right);
                let image = case.group_weight(reverse(right), reverse(left));
                let (l, r) = (left.count_ones(), right.count_ones());
                if (reverse(right), reverse(left)) == (left, right) {
                    assert_eq!(weight, Some(1), "n={n}: {left:b} {right:b}");
                } else {
                    assert_eq!(
                        weight.is_some(),
                        image.is_none(),
                        "n={n}: {left:b} {right:b}"
                    );
                    if l != r {
                        assert_eq!(weight.is_some(), l < r, "n={n}: {left:b} {right:b}");
                    }
                    assert!(weight.is_none_or(|w| w == 2));
                }
                if weight.is_some() {
                    assert!(case.has_groups_with_left(left), "n={n}: {left:b}");
                }
            }
        }
        for left in 0..1u32 << m {
            let counted = (0..1u32 << m).any(|right| case.group_weight(left, right).is_some());
            assert_eq!(case.has_groups_with_left(left), counted, "n={n}: {left:b}");
        }
    }
}

/// The searches' bit reversal (a table up to 10 bits) against the
/// standard library's, for every width up to 16.
#[test]
fn reverse_matches_reverse_bits() {
    for m in 1..=16usize {
        for x in (0..1u32 << m).step_by(1 + (1 << m) / 4096) {
            assert_eq!(
                super::tops::reverse(x, m),
                x.reverse_bits() >> (32 - m),
                "m={m} x={x:b}"
            );
        }
    }
}
