//! One group: the solutions whose top half uses given columns.

use super::bits::transpose64_rows;
use super::bottoms::{BottomParts, LeftRun};
use super::cases::Case;
use super::tops::{count_tops, Tops};

/// The buffers of a group, kept between groups (they only grow).
#[derive(Default)]
pub(crate) struct Scratch {
    /// The bottom halves' signatures.
    bottoms: Vec<u64>,
    /// The bottoms with each signature bit, one row of `words` words per
    /// bit, laid out as [`SignatureRows`] says.
    has: Vec<u64>,
    pub(super) tops: Tops,
}

/// The solutions of `case` whose top half uses the local columns `left`
/// (top-left quadrant) and `right` (top-right), weighted by symmetry as
/// the case requires; 0 if it has no bottom half. `runs` are the
/// bottom-left parts of `left` ([`BottomParts::left_runs`]).
///
/// Never inlined, like the steps it calls: V8 optimises a wasm function only
/// between two of its calls, so the work must not end up inlined into a
/// function called once for a whole count (`totalNQueens`), which would
/// run unoptimised to the end (measured: 10 to 15% slower at n = 18).
#[inline(never)]
pub(crate) fn count_group(
    case: &Case,
    parts: &BottomParts,
    runs: &[LeftRun],
    left: u32,
    right: u32,
    scratch: &mut Scratch,
) -> u64 {
    // The bottom rows are as many as the columns the top half leaves
    // (`bottoms` looks the right parts' rows up among those of that size).
    debug_assert_eq!(
        case.bottom_rows.count_ones(),
        (case.left_cols & !left).count_ones() + (case.right_cols & !right).count_ones()
    );
    parts.bottoms(case, runs, right, &mut scratch.bottoms);
    let count = scratch.bottoms.len();
    if count == 0 {
        return 0;
    }
    let words = count.div_ceil(64);
    let layout = SignatureRows::new(case);
    transpose_signatures(&scratch.bottoms, layout, words, &mut scratch.has);
    let weight_plain = case.plain_top_weight(left, right);
    let sums = count_tops(
        case,
        left,
        right,
        &scratch.has,
        layout,
        count,
        weight_plain > 0,
        &mut scratch.tops,
    );
    sums.plain * weight_plain + sums.one_long * 2 + sums.two_long * 4
}

/// Where each signature bit's row of bottoms lies in `has` (rows of
/// `words` words): the diagonals' rows (`dn`) in reverse order after `pad`
/// rows of zeros, then `pad` rows of zeros and the anti-diagonals' rows
/// (`dp`) in order. Then the rows of the diagonal and of the anti-diagonal
/// of the squares `(0, c)`, `(1, c)` ... `(m - 1, c)` of a column are two
/// runs of `m` consecutive rows (the zeros standing for the diagonals that
/// miss the bottom half), so a column's cells are filled by one loop over
/// `m * words` words (`tops::fill_cells`).
#[derive(Debug, Clone, Copy)]
pub(crate) struct SignatureRows {
    /// The diagonals of each direction in a signature, `2m - 1`.
    bits: usize,
    /// Zero rows before each direction's: `m + 1`.
    pad: usize,
    n: usize,
    o: usize,
}

impl SignatureRows {
    pub(crate) fn new(case: &Case) -> SignatureRows {
        SignatureRows {
            bits: 2 * case.m - 1,
            pad: case.m + 1,
            n: case.n,
            o: case.o,
        }
    }

    /// The rows in all.
    pub(crate) fn rows(self) -> usize {
        2 * (self.pad + self.bits)
    }

    /// The rows of the diagonal and of the anti-diagonal of square `(0, c)`
    /// of the top half (those of `(r, c)` are `r` rows further on).
    ///
    /// Square `(r, c)` has diagonal `dn = c + n - 1 - r`, signature bit
    /// `dn - o` if it is below `bits` (it is never negative in the top
    /// half), and anti-diagonal `dp = r + c`, bit `bits + dp - o` if
    /// `dp >= o` (never `2 * bits` or more); for `r < m` and `c < n` the
    /// rows stay in `0..rows()`, in the zeros when the bit does not exist.
    #[inline]
    pub(crate) fn column(self, c: usize) -> (usize, usize) {
        (
            self.pad + self.bits + self.o - self.n - c,
            2 * self.pad + self.bits + c - self.o,
        )
    }
}

/// Row `layout.row(j)` of `has` (`words` words) = the bottoms whose
/// signature has bit `j`, bit `i` of word `w` for bottom `64w + i`: the
/// signatures transposed, 64 at a time; the padding rows are zeros.
#[inline(never)]
fn transpose_signatures(bottoms: &[u64], layout: SignatureRows, words: usize, has: &mut Vec<u64>) {
    let bits = 2 * layout.bits;
    if has.len() < layout.rows() * words {
        has.resize(layout.rows() * words, 0);
    }
    // The signature rows are all written below, the zeros here.
    let (pad, sig) = (layout.pad * words, layout.bits * words);
    has[..pad].fill(0);
    has[pad + sig..2 * pad + sig].fill(0);
    for (w, chunk) in bottoms.chunks(64).enumerate() {
        let mut block = [0u64; 64];
        block[..chunk.len()].copy_from_slice(chunk);
        transpose64_rows(&mut block, bits);
        let (dn, dp) = block[..bits].split_at(layout.bits);
        for (j, &row) in dn.iter().enumerate() {
            has[(layout.pad + layout.bits - 1 - j) * words + w] = row;
        }
        for (j, &row) in dp.iter().enumerate() {
            has[(2 * layout.pad + layout.bits + j) * words + w] = row;
        }
    }
}
