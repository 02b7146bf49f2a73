//! The join problems of a board (its *cases*) and how the symmetries of the
//! square weight their groups.
//!
//! Coordinates: row `r`, column `c`; a queen occupies the diagonal
//! `dn = c - r + n - 1` and the anti-diagonal `dp = r + c` (bits of a
//! `u64`). A quadrant's local row `i` and column `j` are `0..m`; the
//! bottom and right quadrants start at `o` (`m` for even `n`, `m + 1` for
//! odd `n`, after the cross).
//!
//! **Even n.** One case, no cross. The groups (the top half's columns `C`)
//! are paired with their mirror images: only one of `C` and `mirror(C)` is
//! counted (the one with fewer top-left queens, see `Case::representative`),
//! twice unless it is its own image. The transpose `T` and the
//! anti-transpose `A` (with the half turn, a group `K` of four) move a
//! queen on the main diagonal between the top-left and bottom-right
//! quadrants, and one on the anti-diagonal between the top-right and
//! bottom-left ones, each independently of the other. So each class under
//! `K` has, for every long diagonal that holds a queen, half its boards
//! with that queen in the top half: the bottoms are listed only without
//! long-diagonal queens, and a top with `k` of them stands for `2^k`
//! boards. A top with none (`k = 0`) is weighted instead by the top-bottom
//! flip, which maps `C` to its complement: weight 2 or 0 by the lowest
//! column where `C` and its mirror image agree, 1 if they agree nowhere.
//! (No solution from n = 2 on is symmetric in a diagonal: a pair of queens
//! `(r, c)`, `(c, r)` shares an anti-diagonal.)
//!
//! **Odd n.** The cross: the middle row's queen in column `a`, the middle
//! column's queen in row `b`. With the queen in the centre (`a = b = m`)
//! the groups are counted once per orbit of the mirror and the flip, times
//! the orbit's size. Off the centre, no symmetry maps a cross to itself
//! (a reflection would need `|a - m| = |b - m|`, and then the two queens
//! attack each other), so one cross of each class of eight is counted,
//! eight times, with all its groups.

use crate::solutions::full_mask;

/// How the symmetries weight a case's groups.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Symmetry {
    /// Even n: mirror pairs of groups, bottoms without long-diagonal queens.
    Even,
    /// Odd n, the cross in the centre: orbits of the mirror and the flip.
    Centre,
    /// Odd n, the cross off the centre: every group, weight 8.
    None,
}

/// One join problem: the quadrants and what the cross takes from them.
#[derive(Debug, Clone)]
pub(crate) struct Case {
    pub(crate) n: usize,
    /// The quadrants' side.
    pub(crate) m: usize,
    /// Where the bottom and the right quadrants start.
    pub(crate) o: usize,
    /// The local rows of the top (bottom) quadrants that take a queen.
    pub(crate) top_rows: u32,
    pub(crate) bottom_rows: u32,
    /// The local columns of the left (right) quadrants that take a queen.
    pub(crate) left_cols: u32,
    pub(crate) right_cols: u32,
    /// The diagonals the cross occupies.
    pub(crate) blocked_dn: u64,
    pub(crate) blocked_dp: u64,
    pub(crate) symmetry: Symmetry,
}

/// The cases of an `n`×`n` board (`n` from 4).
pub(crate) fn cases(n: usize) -> Vec<Case> {
    let m = n / 2;
    let full = full_mask(m);
    let plain = Case {
        n,
        m,
        o: m,
        top_rows: full,
        bottom_rows: full,
        left_cols: full,
        right_cols: full,
        blocked_dn: 0,
        blocked_dp: 0,
        symmetry: Symmetry::Even,
    };
    if n % 2 == 0 {
        return vec![plain];
    }
    let dn = |r: usize, c: usize| 1u64 << (c + n - 1 - r);
    let dp = |r: usize, c: usize| 1u64 << (r + c);
    let centre = Case {
        o: m + 1,
        blocked_dn: dn(m, m),
        blocked_dp: dp(m, m),
        symmetry: Symmetry::Centre,
        ..plain
    };
    let mut out = Vec::new();
    // A line's local index in its quadrant (columns or rows past the middle
    // start again at 0).
    let local = |x: usize| if x < m { x } else { x - m - 1 };
    for a in (0..n).filter(|&a| a != m) {
        for b in (0..n).filter(|&b| b != m) {
            if a.abs_diff(m) == b.abs_diff(m) || !is_least_cross(n, a, b) {
                continue;
            }
            let mut case = Case {
                o: m + 1,
                blocked_dn: dn(m, a) | dn(b, m),
                blocked_dp: dp(m, a) | dp(b, m),
                symmetry: Symmetry::None,
                ..plain
            };
            if b < m {
                case.top_rows &= !(1 << local(b));
            } else {
                case.bottom_rows &= !(1 << local(b));
            }
            if a < m {
                case.left_cols &= !(1 << local(a));
            } else {
                case.right_cols &= !(1 << local(a));
            }
            out.push(case);
        }
    }
    // The centre last: a worker keeps its bottom tables' buffers from case
    // to case (`BottomParts::search_again`), and the centre's are about
    // two thirds the size of the first cross's (n = 21: 6.9 against 10.6
    // million parts), so starting with the centre made them grow, into
    // memory that wasm never gives back (issue #30).
    out.push(centre);
    out
}

/// Whether the cross of the middle row's queen in column `a` and the middle
/// column's queen in row `b` is the least, as `(a, b)`, of its 8 images.
fn is_least_cross(n: usize, a: usize, b: usize) -> bool {
    let m = n / 2;
    let f = n - 1;
    // The eight symmetries of the square on (row, column), `f` = n - 1.
    type Image = fn(usize, usize, usize) -> (usize, usize);
    let images: [Image; 8] = [
        |r, c, _| (r, c),
        |r, c, f| (r, f - c),
        |r, c, f| (f - r, c),
        |r, c, f| (f - r, f - c),
        |r, c, _| (c, r),
        |r, c, f| (c, f - r),
        |r, c, f| (f - c, r),
        |r, c, f| (f - c, f - r),
    ];
    images.iter().all(|image| {
        let (r1, c1) = image(m, a, f);
        let (r2, c2) = image(b, m, f);
        // One of the two lands on the middle row, the other on the column.
        let cross = if r1 == m { (c1, r2) } else { (c2, r1) };
        cross >= (a, b)
    })
}

impl Case {
    /// The number of queens in the top quadrants.
    fn top_queens(&self) -> u32 {
        self.top_rows.count_ones()
    }

    /// Whether any group counted has top-left columns `left`.
    pub(crate) fn has_groups_with_left(&self, left: u32) -> bool {
        let need = self.top_queens();
        let queens = left.count_ones();
        left & !self.left_cols == 0
            && queens <= need
            && self.right_cols.count_ones() >= need - queens
            // The mirror image of a group with more top-left queens than
            // top-right ones is counted instead (see `representative`).
            && (self.symmetry == Symmetry::None || 2 * queens <= need)
    }

    /// How many boards each solution of the group with top-left columns
    /// `left` and top-right columns `right` (local) stands for, or `None`
    /// when the group is not one of those counted.
    pub(crate) fn group_weight(&self, left: u32, right: u32) -> Option<u64> {
        if left & !self.left_cols != 0
            || right & !self.right_cols != 0
            || left.count_ones() + right.count_ones() != self.top_queens()
        {
            return None;
        }
        let m = self.m;
        let cols = left | right << m;
        let mirrored = self.mirror(left, right);
        match self.symmetry {
            Symmetry::None => Some(8),
            Symmetry::Even => match self
                .representative(cols)
                .cmp(&self.representative(mirrored))
            {
                std::cmp::Ordering::Less => Some(2),
                std::cmp::Ordering::Equal => Some(1),
                std::cmp::Ordering::Greater => None,
            },
            Symmetry::Centre => {
                let all = full_mask(2 * m);
                let images = [cols, mirrored, all & !cols, all & !mirrored];
                let own = self.representative(cols);
                if images.iter().any(|&image| self.representative(image) < own) {
                    return None;
                }
                let mut distinct = images;
                distinct.sort_unstable();
                Some(1 + distinct.windows(2).filter(|w| w[0] != w[1]).count() as u64)
            }
        }
    }

    /// The order in which the images of a group under the symmetries are
    /// compared, the least one being counted: fewest queens in the top-left
    /// quadrant first, then the columns as a number. The top-left parts are
    /// the ones searched for every top half (`tops`), so the image with the
    /// fewest of them is the cheapest to count (natively about 7% less time
    /// at n = 18 than the image with the smaller columns alone).
    fn representative(&self, cols: u32) -> (u32, u32) {
        ((cols & full_mask(self.m)).count_ones(), cols)
    }

    /// The group's columns mirrored left to right, as `left | right << m`.
    fn mirror(&self, left: u32, right: u32) -> u32 {
        let m = self.m;
        let reverse = |x: u32| x.reverse_bits() >> (32 - m);
        reverse(right) | reverse(left) << m
    }

    /// For even n, the weight of a group's tops without a long-diagonal
    /// queen (see the module documentation); 1 otherwise.
    pub(crate) fn plain_top_weight(&self, left: u32, right: u32) -> u64 {
        if self.symmetry != Symmetry::Even {
            return 1;
        }
        let m = self.m;
        let cols = left | right << m;
        let agree = !(cols ^ self.mirror(left, right)) & full_mask(2 * m);
        match agree & agree.wrapping_neg() {
            0 => 1,
            lowest if cols & lowest != 0 => 2,
            _ => 0,
        }
    }
}
