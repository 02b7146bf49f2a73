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
    /// `has[j * words + w]`: the bottoms of word `w` with signature bit `j`.
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
    parts.bottoms(case, runs, right, &mut scratch.bottoms);
    let count = scratch.bottoms.len();
    if count == 0 {
        return 0;
    }
    let words = count.div_ceil(64);
    let signature_bits = 2 * (2 * case.m - 1);
    transpose_signatures(&scratch.bottoms, signature_bits, words, &mut scratch.has);
    let weight_plain = case.plain_top_weight(left, right);
    let sums = count_tops(
        case,
        left,
        right,
        &scratch.has,
        count,
        weight_plain > 0,
        &mut scratch.tops,
    );
    sums.plain * weight_plain + sums.one_long * 2 + sums.two_long * 4
}

/// `has[j * words + w]` = the bottoms `64w..64w + 64` whose signature has
/// bit `j`: the signatures transposed, 64 at a time.
#[inline(never)]
fn transpose_signatures(bottoms: &[u64], bits: usize, words: usize, has: &mut Vec<u64>) {
    // Every word of `has[..bits * words]` is written below.
    if has.len() < bits * words {
        has.resize(bits * words, 0);
    }
    for (w, chunk) in bottoms.chunks(64).enumerate() {
        let mut block = [0u64; 64];
        block[..chunk.len()].copy_from_slice(chunk);
        transpose64_rows(&mut block, bits);
        for (j, &row) in block[..bits].iter().enumerate() {
            has[j * words + w] = row;
        }
    }
}
