//! The join counter: the board cut into four quadrants, each half of the
//! board built from two quadrants, and the halves matched with bitsets.
//!
//! For `n = 2m` the quadrants are the `m`×`m` corners; for `n = 2m + 1` the
//! middle row and the middle column hold a *cross* of two queens (one queen
//! in the centre, or one on each line), placed first, and the quadrants are
//! what the cross leaves. A solution is then
//!
//! - a *top half*: a top-left part (queens in the TL quadrant) and a
//!   top-right part that share no row and no diagonal, and
//! - a *bottom half* (bottom-left and bottom-right parts), using exactly the
//!   columns the top half leaves, with no diagonal in common with it.
//!
//! The count is split by the top half's columns (a *group*). For each
//! group ([`group::count_group`]):
//!
//! 1. every bottom half is listed, as the set of diagonals it occupies among
//!    those that cross into the top half (its *signature*), from tables of
//!    the bottom quadrants' parts ([`bottoms::BottomParts`]);
//! 2. for each square of the top half, the bottoms that square does not
//!    attack form a bitset ([`bits`]: one bit per bottom);
//! 3. the top-right parts are enumerated by a depth-first search that
//!    intersects those bitsets queen by queen (a part that no bottom fits is
//!    dropped as soon as its bitset is empty; the last two columns at once,
//!    from the bitsets of every two squares), and stored by the rows they
//!    use;
//! 4. the top-left parts are enumerated the same way; each one, completed by
//!    the stored top-right parts of the other rows that share no diagonal
//!    with it, is a top half, and the bottoms that fit it are the bits
//!    common to both parts' bitsets: counted with one AND and a population
//!    count per 64 bottoms.
//!
//! Symmetry ([`cases`]): for even `n` the groups are paired by the mirror
//! image (of which the one with fewer top-left queens is counted), and the
//! transpose and the anti-transpose (reflections in the
//! diagonals) let the bottoms be only those without a queen on a long
//! diagonal, each top weighted by its own long-diagonal queens; for odd `n`
//! every cross stands for its eight images. The unique count comes from
//! Burnside's lemma (`turns`), not from the join.
//!
//! On x86-64 the searches of the tops are also compiled for AVX2 and for
//! AVX-512, and the copy the processor runs is chosen at run time ([`isa`]);
//! the portable build (and wasm) has only the portable copy.

mod bits;
mod bottoms;
mod cases;
mod group;
mod isa;
mod tops;

use bottoms::{BottomParts, Placements};
use cases::Case;
use group::{count_group, Scratch};
use std::cell::Cell;

/// The constants of the join count of an `n`×`n` board (`n` from 4).
#[derive(Debug, Clone)]
pub(crate) struct Join {
    n: usize,
    cases: Vec<Case>,
    /// How many runs each top-left column set's groups are cut into.
    runs: u32,
}

/// A piece of the join: one case, one top-left column set, and a run of
/// top-right column sets (bit patterns `lo..hi`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Chunk {
    case: u8,
    left: u16,
    lo: u16,
    hi: u16,
}

impl Chunk {
    /// The case whose tables the chunk is counted with.
    pub(crate) fn case(self) -> u8 {
        self.case
    }
}

impl Join {
    /// How many cases the count has (each with its own tables).
    #[cfg(test)]
    pub(crate) fn case_count(&self) -> usize {
        self.cases.len()
    }

    pub(crate) fn new(n: usize) -> Join {
        debug_assert!((4..=32).contains(&n));
        Join {
            n,
            cases: cases::cases(n),
            runs: runs_per_left_set(n),
        }
    }

    /// The pieces, in a fixed order: by case, then by the top-left columns.
    pub(crate) fn chunks(&self) -> Vec<Chunk> {
        let mut out = Vec::new();
        let m = self.n / 2;
        let patterns = 1u32 << m;
        let step = patterns.div_ceil(self.runs);
        for (index, case) in self.cases.iter().enumerate() {
            for left in 0..patterns {
                if !case.has_groups_with_left(left) {
                    continue;
                }
                let mut lo = 0;
                while lo < patterns {
                    let hi = (lo + step).min(patterns);
                    out.push(Chunk {
                        case: index as u8,
                        left: left as u16,
                        lo: lo as u16,
                        hi: hi as u16,
                    });
                    lo = hi;
                }
            }
        }
        out
    }

    /// The solutions a piece stands for (its groups, weighted by symmetry).
    #[inline(never)]
    pub(crate) fn count_chunk(&self, chunk: Chunk) -> u64 {
        let case = &self.cases[usize::from(chunk.case)];
        let mut workspace = self.workspace_for(chunk);
        let parts = &workspace.parts.as_ref().expect("built for this case").1;
        let left = u32::from(chunk.left);
        // The bottom-left parts are the same for all the piece's groups.
        let mut runs = std::mem::take(&mut workspace.runs);
        parts.left_runs(case, left, &mut runs);
        let mut total = 0;
        for right in u32::from(chunk.lo)..u32::from(chunk.hi) {
            if let Some(weight) = case.group_weight(left, right) {
                let scratch = &mut workspace.scratch;
                total += weight * count_group(case, parts, &runs, left, right, scratch);
            }
        }
        workspace.runs = runs;
        WORKSPACE.with(|cell| cell.set(Some(workspace)));
        total
    }

    /// Builds the tables of the piece's case on this thread, if they are
    /// not the ones it has (what [`Join::count_chunk`] would do first).
    pub(crate) fn prepare_chunk(&self, chunk: Chunk) {
        let workspace = self.workspace_for(chunk);
        WORKSPACE.with(|cell| cell.set(Some(workspace)));
    }

    /// This thread's workspace, with the tables of the chunk's case.
    ///
    /// It is taken out for the call and put back after: a call interrupted
    /// from outside (a JavaScript exception unwinding through wasm runs no
    /// destructor) leaves nothing half borrowed, only a lost workspace that
    /// the next call replaces.
    fn workspace_for(&self, chunk: Chunk) -> Box<Workspace> {
        let index = usize::from(chunk.case);
        let mut workspace = WORKSPACE.with(Cell::take).unwrap_or_default();
        let key = (self.n, index);
        if workspace.parts.as_ref().is_none_or(|(k, _)| *k != key) {
            let case = &self.cases[index];
            // An odd board's next case filters the same placements, kept
            // from one case to the next; an even board has one case, and
            // m = 10 (n = 21) would keep 64 MB: both search the square for
            // their parts instead (less memory at the peak), in the last
            // case's tables if there are any.
            let parts = if self.cases.len() > 1 && case.m <= 9 {
                // Free the old tables before building the new ones.
                workspace.parts = None;
                let placements = match workspace.placements.take() {
                    Some(p) if p.side() == case.m => p,
                    _ => Placements::new(case.m),
                };
                let parts = BottomParts::new(case, &placements);
                workspace.placements = Some(placements);
                parts
            } else {
                workspace.placements = None;
                match workspace.parts.take() {
                    Some((_, mut parts)) => {
                        parts.search_again(case);
                        parts
                    }
                    None => BottomParts::search(case),
                }
            };
            workspace.parts = Some((key, parts));
        }
        workspace
    }
}

/// Top-left column sets are cut into this many runs of top-right column
/// sets: one for most sizes; n = 20 has a single case with 638 such sets
/// that have groups (those with at most 5 of the 10 columns), each a second
/// or more of work, so its pieces are cut finer.
fn runs_per_left_set(n: usize) -> u32 {
    if n == 20 {
        8
    } else {
        1
    }
}

/// What a thread keeps between pieces: the bottom parts of the case it
/// counted last (the pieces of a case come one after the other) and the
/// buffers of a group.
#[derive(Default)]
struct Workspace {
    parts: Option<((usize, usize), BottomParts)>,
    /// The bottom-left parts of the current piece.
    runs: Vec<bottoms::LeftRun>,
    /// The placements the odd boards' cases are filtered from.
    placements: Option<Placements>,
    scratch: Scratch,
}

thread_local! {
    static WORKSPACE: Cell<Option<Box<Workspace>>> = const { Cell::new(None) };
}

/// Frees this thread's tables (tens of MB from n = 18), which otherwise
/// stay for the next piece of the same case.
pub(crate) fn release_workspace() {
    WORKSPACE.with(Cell::take);
}

/// The wasm `simd128` sum of one bitset's common bits with one to four
/// others (as many as the join counts together) and its scalar oracle.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub(crate) fn common_bits_with_both(a: &[u64], b: &[&[u64]]) -> (u64, u64) {
    let scalar = b.iter().map(|b| bits::common_bits_scalar(a, b)).sum();
    let simd = match *b {
        [b0] => bits::common_bits_with(a, [b0]),
        [b0, b1] => bits::common_bits_with(a, [b0, b1]),
        [b0, b1, b2] => bits::common_bits_with(a, [b0, b1, b2]),
        [b0, b1, b2, b3] => bits::common_bits_with(a, [b0, b1, b2, b3]),
        _ => panic!("one to four sets"),
    };
    (simd, scalar)
}

/// Counts every solution of an `n`×`n` board by the join, on one thread.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) fn count_join(n: usize) -> u64 {
    if n < 4 {
        return [1, 1, 0, 0][n];
    }
    let join = Join::new(n);
    join.chunks().into_iter().map(|c| join.count_chunk(c)).sum()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;
