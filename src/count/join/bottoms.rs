//! The parts of the bottom quadrants, and the bottom halves of a group.
//!
//! A *part* is a non-attacking placement of queens in an `m`×`m` quadrant,
//! any number of them, identified by the local rows and columns it uses.
//! Every quadrant has the same placements; what differs is where their
//! diagonals lie on the board, so each placement is stored once per role
//! (bottom-left, bottom-right) with what the join needs of it there: its
//! *signature*, the diagonals it occupies among those that cross into the
//! top half, `4m - 2` bits (`dn - o` for the `2m - 1` diagonals from `o`,
//! then the anti-diagonals likewise). A bottom half's signature is the
//! union of its two parts'.
//!
//! The diagonals the two bottom quadrants share (`dn` from `o` to `2m - 2`,
//! `dp` from `2o` to `o + 2m - 2`) all cross into the top half: so a
//! bottom-left and a bottom-right part fit together iff their signatures
//! are disjoint, and a part is its signature alone, 5 bytes ([`PART_BYTES`];
//! at n = 20 and 21 each role has 3.5 million parts: 35 MB for the two,
//! where a signature in a `u64` and a `u32` key took 83 MB).
//!
//! Parts that hit the cross, and for even `n` those with a queen on the
//! board's long diagonal in their quadrant (see `cases`), are left out.

use super::cases::{Case, Symmetry};
use crate::solutions::full_mask;

/// One role's parts, listed by `rows | cols << m`: each its signature in
/// [`PART_BYTES`] bytes (little-endian), then [`PART_PAD`] bytes of zeros
/// so that every part can be read as a whole word ([`read_part`]).
#[derive(Debug, Default, PartialEq)]
struct Role {
    /// Where each key's parts start, by the key's [`Keys::index`], and
    /// where the last ends.
    starts: Vec<u32>,
    parts: Vec<u8>,
}

/// The keys `rows | cols << m` a part can have (as many rows as columns),
/// numbered in their order: C(2m, m) of them instead of 4^m (at m = 10,
/// 184,756 instead of 1,048,576: a role's starts take 0.7 MB instead of
/// 4.2 MB, and wasm memory never shrinks back from its peak).
#[derive(Debug, Default, PartialEq)]
struct Keys {
    m: usize,
    /// The first index of the keys with columns `cols`, and the number of
    /// keys at the end.
    by_cols: Vec<u32>,
    /// The rank of `rows` among the row sets of its size.
    by_rows: Vec<u32>,
}

impl Keys {
    fn new(m: usize) -> Keys {
        let mut of_size = vec![0u32; m + 1];
        let by_rows = (0..1u32 << m)
            .map(|rows| {
                let size = &mut of_size[rows.count_ones() as usize];
                *size += 1;
                *size - 1
            })
            .collect();
        let mut at = 0;
        let by_cols = (0..=1u32 << m)
            .map(|cols| {
                let first = at;
                if cols < 1 << m {
                    at += of_size[cols.count_ones() as usize];
                }
                first
            })
            .collect();
        Keys {
            m,
            by_cols,
            by_rows,
        }
    }

    /// How many keys there are.
    fn len(&self) -> usize {
        *self
            .by_cols
            .last()
            .expect("one entry per column set and one more") as usize
    }

    /// The index of the key of `rows` and `cols` (as many of each).
    #[inline(always)]
    fn index(&self, rows: u32, cols: u32) -> usize {
        debug_assert_eq!(rows.count_ones(), cols.count_ones());
        (self.by_cols[cols as usize] + self.by_rows[rows as usize]) as usize
    }

    /// The index of `key` as [`place`] gives it (`rows | cols << m`).
    #[inline(always)]
    fn of_key(&self, key: usize) -> usize {
        self.index(key as u32 & full_mask(self.m), (key >> self.m) as u32)
    }
}

/// The bytes of a part: its signature's `4m - 2` bits, at most 38 for the
/// join's m ≤ 10.
const PART_BYTES: usize = 5;
/// The bits of a part read as a word: the bytes above are the next part's.
const PART_MASK: u64 = (1 << (8 * PART_BYTES)) - 1;
/// The bytes after the last part (see [`read_part`]).
const PART_PAD: usize = 8 - PART_BYTES;

/// The part at `part` (in a role's `parts`), with the next part's first
/// bytes in its high bits: `& PART_MASK` for the part alone.
///
/// # Safety
///
/// `part` is where one of the role's parts starts.
#[inline(always)]
unsafe fn read_part(part: *const u8) -> u64 {
    // SAFETY: the part's bytes and the next `PART_PAD` are in the role
    // (the last part has its padding).
    u64::from_le(unsafe { part.cast::<u64>().read_unaligned() })
}

/// The bottom quadrants' parts of one case.
#[derive(Debug, PartialEq)]
pub(crate) struct BottomParts {
    m: usize,
    left: Role,
    right: Role,
    keys: Keys,
    /// The subsets of the bottom rows, by size.
    row_subsets: Vec<Vec<u32>>,
}

/// Where a part's diagonals lie in each role, as shifts of its local masks
/// (`dn = j - i + m - 1`, `dp = i + j`).
#[derive(Debug, Clone, Copy)]
struct Placement {
    dn: u32,
    dp: u32,
}

/// Every placement of an `m`×`m` square, filed by its key (`rows | cols <<
/// m`, numbered by [`Keys::index`]), as its local diagonal masks: the same
/// for every case of a board, so that an odd board's crosses (28 to 45
/// cases) filter one list instead of searching the square again each (at
/// n = 17 the searches were 9% of the count).
#[derive(Debug)]
pub(crate) struct Placements {
    m: usize,
    starts: Vec<u32>,
    diagonals: Vec<Placement>,
}

impl Placements {
    /// One search counts the placements per key, a second one files them.
    pub(crate) fn new(m: usize) -> Placements {
        let keys = Keys::new(m);
        let mut counts = vec![0u32; keys.len() + 1];
        place(m, 0, 0, 0, 0, 0, &mut |key, _| {
            counts[keys.of_key(key) + 1] += 1
        });
        let starts = starts_from_counts(counts);
        let mut diagonals = vec![Placement { dn: 0, dp: 0 }; starts[keys.len()] as usize];
        let mut next = starts.clone();
        place(m, 0, 0, 0, 0, 0, &mut |key, p| {
            let i = keys.of_key(key);
            diagonals[next[i] as usize] = p;
            next[i] += 1;
        });
        Placements {
            m,
            starts,
            diagonals,
        }
    }

    pub(crate) fn side(&self) -> usize {
        self.m
    }
}

impl Role {
    /// The placements this role keeps (`fit`), as their signatures, in
    /// the placements' order.
    fn new(placements: &Placements, fit: impl Fn(Placement) -> Option<u64>) -> Role {
        let mut role = Role {
            starts: Vec::with_capacity(placements.starts.len()),
            ..Role::default()
        };
        role.starts.push(0);
        let mut len = 0;
        for bucket in placements.starts.windows(2) {
            for &p in &placements.diagonals[bucket[0] as usize..bucket[1] as usize] {
                if let Some(signature) = fit(p) {
                    role.parts
                        .extend_from_slice(&signature.to_le_bytes()[..PART_BYTES]);
                    len += 1;
                }
            }
            role.starts.push(len);
        }
        role.parts.extend_from_slice(&[0; PART_PAD]);
        role
    }

    /// Turns the counts of the parts per key in `starts[key + 1]` into
    /// where each key starts, and makes room for the parts (the buffer
    /// is kept, and grows only when it must).
    fn size_from_counts(&mut self) {
        self.starts = starts_from_counts(std::mem::take(&mut self.starts));
        let len = *self.starts.last().expect("one start per key and one more") as usize;
        let bytes = len * PART_BYTES + PART_PAD;
        if self.parts.capacity() < bytes {
            // Freed first: a `realloc` would copy the old parts for nothing.
            // A little room more, for a later case with a few more parts.
            self.parts = Vec::with_capacity(bytes + bytes / 32);
        }
        self.parts.clear();
        self.parts.resize(bytes, 0);
    }

    /// The number of parts.
    fn len(&self) -> usize {
        (self.parts.len() - PART_PAD) / PART_BYTES
    }

    /// Writes part `i`.
    fn set(&mut self, i: usize, signature: u64) {
        let at = i * PART_BYTES;
        self.parts[at..at + PART_BYTES].copy_from_slice(&signature.to_le_bytes()[..PART_BYTES]);
    }
}

impl BottomParts {
    /// The parts of the case's bottom quadrants, from the placements of
    /// its quadrants' side.
    pub(crate) fn new(case: &Case, placements: &Placements) -> BottomParts {
        let m = case.m;
        debug_assert_eq!(placements.m, m);
        let filter = Filter::new(case);
        let left = Role::new(placements, |p| filter.left(p));
        let right = Role::new(placements, |p| filter.right(p));
        BottomParts {
            m,
            left,
            right,
            keys: Keys::new(m),
            row_subsets: row_subsets(case),
        }
    }

    /// The same parts as [`BottomParts::new`], straight from two searches
    /// of the square (one counts each role's parts per key, the other files
    /// them), without the list of every placement: at n = 20 and 21 that
    /// list is 64 MB (7.5 million placements) and the roles 91 MB, and a
    /// worker's memory never shrinks back from its peak (issue #30: the
    /// page's peak at n = 20 was 794 MB).
    pub(crate) fn search(case: &Case) -> BottomParts {
        let mut parts = BottomParts {
            m: case.m,
            left: Role::default(),
            right: Role::default(),
            keys: Keys::default(),
            row_subsets: Vec::new(),
        };
        parts.search_again(case);
        parts
    }

    /// [`BottomParts::search`] for another case, in these tables' memory.
    ///
    /// A worker's wasm memory never shrinks, and new tables for each case
    /// took new room whenever the freed ones were too small or split
    /// (issue #30: at n = 21 a worker went from 52 to 86 MiB at its second
    /// case, and the page's peak PSS while counting was 607 MB). The
    /// buffers are kept instead, and grow only for a case with more parts
    /// than any before (see `cases` for why the centre comes last).
    pub(crate) fn search_again(&mut self, case: &Case) {
        let m = case.m;
        let filter = Filter::new(case);
        if self.keys.m != m || self.keys.by_rows.is_empty() {
            self.keys = Keys::new(m);
        }
        let (left, right, keys) = (&mut self.left, &mut self.right, &self.keys);
        for role in [&mut *left, &mut *right] {
            role.starts.clear();
            role.starts.resize(keys.len() + 1, 0);
        }
        place(m, 0, 0, 0, 0, 0, &mut |key, p| {
            let i = keys.of_key(key);
            left.starts[i + 1] += u32::from(filter.left(p).is_some());
            right.starts[i + 1] += u32::from(filter.right(p).is_some());
        });
        for role in [&mut *left, &mut *right] {
            role.size_from_counts();
        }
        // Filing moves each key's start to the next key's: `starts[key]`
        // is the key's cursor (no copy of the starts, 8 MB at m = 10).
        let file = |role: &mut Role, key: usize, fit: Option<u64>| {
            if let Some(signature) = fit {
                let at = role.starts[key];
                role.set(at as usize, signature);
                role.starts[key] = at + 1;
            }
        };
        place(m, 0, 0, 0, 0, 0, &mut |key, p| {
            let i = keys.of_key(key);
            file(left, i, filter.left(p));
            file(right, i, filter.right(p));
        });
        for role in [left, right] {
            // Each cursor ended where the next key starts: back one key.
            role.starts.copy_within(..keys.len(), 1);
            role.starts[0] = 0;
        }
        self.m = m;
        self.row_subsets = row_subsets(case);
    }

    /// The bottom-left parts of the groups with top-left columns `left`
    /// (the same for all of a piece's groups), as runs of one row set each.
    pub(crate) fn left_runs(&self, case: &Case, left: u32, out: &mut Vec<LeftRun>) {
        let bl = case.left_cols & !left;
        out.clear();
        for &rows in &self.row_subsets[bl.count_ones() as usize] {
            let k = self.keys.index(rows, bl);
            let (lo, hi) = (self.left.starts[k], self.left.starts[k + 1]);
            if lo < hi {
                let other = self.keys.by_rows[(case.bottom_rows & !rows) as usize];
                out.push(LeftRun { other, lo, hi });
            }
        }
    }

    /// The signatures of every bottom half of the group whose top half uses
    /// the local columns of `runs` (see [`BottomParts::left_runs`]) and
    /// `right`, into `out`.
    ///
    /// Every pair of a bottom-left and a bottom-right part is written, and
    /// kept only if their signatures are disjoint (see the module
    /// documentation): no branch to mispredict. A right part is read with
    /// the next part's first bytes above it, which go into the bits of the
    /// written signature that `group` never transposes (from `4m - 2` on);
    /// the left part, masked, keeps them out of the test. The
    /// room for all of them is made once, and the loops index the tables
    /// without bounds checks: in wasm the checks and the bookkeeping of each
    /// run (9 million runs of 3 × 5 parts on average at n = 17) cost more
    /// than the pairs themselves.
    #[inline(never)]
    pub(crate) fn bottoms(&self, case: &Case, runs: &[LeftRun], right: u32, out: &mut Vec<u64>) {
        let br = (case.right_cols & !right) as usize;
        // The bottom-right parts with columns `br`, by the rank of their
        // rows (every run's rows have as many as `br`: see `Case::group_weight`).
        let (first, end) = (
            self.keys.by_cols[br] as usize,
            self.keys.by_cols[br + 1] as usize,
        );
        let starts = &self.right.starts[first..=end];
        let v_range = |run: &LeftRun| {
            let rank = run.other as usize;
            (starts[rank] as usize, starts[rank + 1] as usize)
        };
        let most: usize = runs
            .iter()
            .map(|run| {
                let (lo, hi) = v_range(run);
                (run.hi - run.lo) as usize * (hi - lo)
            })
            .sum();
        out.clear();
        out.reserve(most);
        let slots = out.spare_capacity_mut();
        debug_assert!(slots.len() >= most);
        debug_assert!(runs.iter().all(|run| run.hi as usize <= self.left.len()));
        let slots = slots.as_mut_ptr();
        let (u_parts, v_parts) = (self.left.parts.as_ptr(), self.right.parts.as_ptr());
        let mut len = 0;
        for run in runs {
            let (lo, hi) = v_range(run);
            // SAFETY: `run.lo..run.hi` is a run of the left role's parts
            // (`left_runs`), `lo..hi` a range of the right role's
            // (`starts`), and `len` is at most the pairs written so far,
            // fewer than `most`, the room reserved.
            unsafe {
                let (v_first, v_end) = (v_parts.add(lo * PART_BYTES), v_parts.add(hi * PART_BYTES));
                let mut u = u_parts.add(run.lo as usize * PART_BYTES);
                let u_end = u_parts.add(run.hi as usize * PART_BYTES);
                while u != u_end {
                    let pu = read_part(u) & PART_MASK;
                    let mut v = v_first;
                    while v != v_end {
                        let pv = read_part(v);
                        (*slots.add(len)).write(pu | pv);
                        len += usize::from(pu & pv == 0);
                        v = v.add(PART_BYTES);
                    }
                    u = u.add(PART_BYTES);
                }
            }
        }
        // SAFETY: the first `len` spare slots were written above.
        unsafe { out.set_len(len) };
    }
}

/// Where each key's entries start, and where the last ends, from each
/// key's count in `counts[key + 1]` (`counts[0]` is 0): their running sums.
fn starts_from_counts(mut counts: Vec<u32>) -> Vec<u32> {
    for k in 1..counts.len() {
        counts[k] += counts[k - 1];
    }
    counts
}

/// The subsets of the case's bottom rows, by size.
fn row_subsets(case: &Case) -> Vec<Vec<u32>> {
    let mut by_size = vec![Vec::new(); case.m + 1];
    let rows = case.bottom_rows;
    let mut s = 0u32;
    loop {
        by_size[s.count_ones() as usize].push(s);
        if s == rows {
            break;
        }
        s = s.wrapping_sub(rows) & rows;
    }
    by_size
}

/// The bottom-left parts of one row set, `left.parts[lo..hi]`, and the rows
/// left to the bottom-right parts (their rank among the row sets of their
/// size, see [`Keys`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct LeftRun {
    other: u32,
    lo: u32,
    hi: u32,
}

/// Which placements each role keeps, and their keys and signatures there.
struct Filter {
    o: usize,
    sig: u64,
    sig_bits: usize,
    blocked_dn: u64,
    blocked_dp: u64,
    /// The long diagonals' bit, for even n.
    long: u64,
}

impl Filter {
    fn new(case: &Case) -> Filter {
        let (m, o) = (case.m, case.o);
        let sig_bits = 2 * m - 1;
        debug_assert!(
            2 * sig_bits <= 8 * PART_BYTES,
            "m = {m}: a signature in {PART_BYTES} bytes"
        );
        Filter {
            o,
            sig: u64::from(full_mask(sig_bits)),
            sig_bits,
            blocked_dn: case.blocked_dn,
            blocked_dp: case.blocked_dp,
            long: if case.symmetry == Symmetry::Even {
                1 << (case.n - 1)
            } else {
                0
            },
        }
    }

    /// The signature of a placement with board diagonals `dn`, `dp`,
    /// unless the cross or (even n) the long diagonal rules it out.
    #[inline]
    fn fit(&self, dn: u64, dp: u64, long: u64) -> Option<u64> {
        if dn & self.blocked_dn != 0 || dp & self.blocked_dp != 0 || long & self.long != 0 {
            return None;
        }
        let o = self.o;
        Some(((dn >> o) & self.sig) | ((dp >> o) & self.sig) << self.sig_bits)
    }

    /// Bottom-left: rows from `o`, columns from 0 (the anti-diagonal is long).
    fn left(&self, p: Placement) -> Option<u64> {
        let dp = u64::from(p.dp) << self.o;
        self.fit(u64::from(p.dn), dp, dp)
    }

    /// Bottom-right: rows and columns from `o` (the diagonal is long).
    fn right(&self, p: Placement) -> Option<u64> {
        let dn = u64::from(p.dn) << self.o;
        self.fit(dn, u64::from(p.dp) << (2 * self.o), dn)
    }
}

/// Every placement in an `m`×`m` square from local row `i` on: each row
/// empty or with a queen on a free column and free diagonals.
fn place(
    m: usize,
    i: usize,
    rows: u32,
    cols: u32,
    dn: u64,
    dp: u64,
    emit: &mut impl FnMut(usize, Placement),
) {
    if i == m {
        let (dn, dp) = (dn as u32, dp as u32);
        emit((rows | cols << m) as usize, Placement { dn, dp });
        return;
    }
    place(m, i + 1, rows, cols, dn, dp, emit);
    let mut free = full_mask(m) & !cols;
    while free != 0 {
        let j = free.trailing_zeros() as usize;
        free &= free - 1;
        let (bn, bp) = (1u64 << (j + m - 1 - i), 1u64 << (i + j));
        if dn & bn == 0 && dp & bp == 0 {
            place(
                m,
                i + 1,
                rows | 1 << i,
                cols | 1 << j,
                dn | bn,
                dp | bp,
                emit,
            );
        }
    }
}
