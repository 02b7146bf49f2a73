//! The join counter: the board cut into a top and a bottom half, each half
//! enumerated on its own, and the halves matched.
//!
//! A solution is a top half (one queen in each of rows `0..h`) and a bottom
//! half (rows `h..n`) that share no column and no diagonal. Each half is
//! summed up by what it means to the other half, its *signature*:
//!
//! - the set of columns it uses (the other half must use exactly the rest);
//! - where its queens' diagonals cross the boundary row `h`: the top half's
//!   attacks on row `h` (what the backtracking search carries down), and the
//!   bottom half's queens projected up onto row `h`. A top queen and a bottom
//!   queen share a diagonal exactly when their projections on row `h`
//!   coincide in the same direction.
//!
//! So the count is a join of the two lists of signatures: the pairs whose
//! column sets are complements (an equality join: both sides are grouped by
//! column set) and whose diagonal masks are disjoint (counted inside each
//! group by [`disjoint_pairs`], which splits both sides on one diagonal bit
//! at a time and drops the pairs that both have it, then tests what remains
//! pair by pair).
//!
//! The halves are never stored whole (they would take gigabytes from n = 18):
//! the work is cut into *chunks* by the columns of a fixed set `S` of middle
//! columns that the top half uses. A chunk enumerates only the top halves
//! that use exactly its columns of `S`, and the bottom halves that use the
//! others; every column group lies in exactly one chunk. Chunks that are
//! images of each other under the left-right mirror (and, for even n, the
//! top-bottom flip) have equal counts, so one of each is counted and
//! weighted.

use crate::solutions::full_mask;

/// One half's signature: the columns it uses (for a bottom half, the
/// columns the top half must use: the complement) and its diagonal mask.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Signature {
    group: u32,
    diagonals: u64,
}

/// The constants of a join count of an `n`×`n` board (for odd n: of the
/// boards with the middle row's queen in one column).
#[derive(Debug, Clone)]
pub(crate) struct Join {
    n: usize,
    /// Rows in each half: `n / 2`.
    rows: usize,
    mask: u32,
    /// The columns the halves share out: all but the middle queen's.
    free: u32,
    /// The columns that cut the work into chunks (mirror-symmetric and
    /// contiguous); the middle queen's column is never a chunk's.
    split: u32,
    /// The squares the middle row's queen attacks, row by row from the
    /// boundary outwards (the same above and below it); none for even n.
    blocked: [u32; 16],
    /// Whether the left-right mirror maps the problem to itself (not when
    /// the middle queen is off the middle column).
    mirrors: bool,
    /// How many problems this one stands for: 2 when the middle queen is
    /// off the middle column (its mirror image counts the same).
    weight: u64,
}

/// A chunk: which join (the middle queen's column for odd n) and the
/// columns of the split set that the top half uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Chunk {
    pub(crate) join: u8,
    cols: u32,
}

impl Join {
    /// The joins that count an `n`×`n` board together: one for even n; one
    /// per column of the middle row's queen in the left half for odd n.
    pub(crate) fn all(n: usize) -> Vec<Join> {
        debug_assert!((2..=32).contains(&n));
        if n % 2 == 0 {
            vec![Join::new(n, None)]
        } else {
            (0..=n / 2).map(|col| Join::new(n, Some(col))).collect()
        }
    }

    fn new(n: usize, middle: Option<usize>) -> Join {
        Join::with_split_width(n, middle, split_width(n))
    }

    fn with_split_width(n: usize, middle: Option<usize>, width: usize) -> Join {
        let mask = full_mask(n);
        let rows = n / 2;
        // The middle columns: most queens' diagonals cross the boundary
        // there, and chunks stay balanced.
        let width = width.min(n);
        let lo = (n - width) / 2;
        let split = full_mask(width) << lo;
        let split = split | mirror_bits(split, n);
        let mut blocked = [0u32; 16];
        let mut free = mask;
        if let Some(col) = middle {
            free &= !(1 << col);
            // Row `rows - 1 - k` above the middle row (and the same below)
            // is k + 1 rows away from it.
            for (k, row) in blocked[..rows].iter_mut().enumerate() {
                let reach = k + 1;
                let right = (1u64 << col << reach) as u32 & mask;
                let left = if col >= reach { 1 << (col - reach) } else { 0 };
                *row = right | left;
            }
            blocked[..rows].reverse();
        }
        let mirrors = middle.is_none_or(|col| col == n / 2);
        Join {
            n,
            rows,
            mask,
            free,
            split,
            blocked,
            mirrors,
            weight: if mirrors { 1 } else { 2 },
        }
    }

    /// The mirror image of a column set.
    fn mirror(&self, cols: u32) -> u32 {
        mirror_bits(cols, self.n)
    }

    /// The column set of the other half.
    fn flip(&self, cols: u32, within: u32) -> u32 {
        within & self.free & !cols
    }

    /// The images of a column set under the symmetries kept (`within`: the
    /// columns it is taken from): the set itself, its mirror image, the
    /// other half's set, and that one's mirror image; an image the
    /// problem has not is the set itself.
    fn images(&self, cols: u32, within: u32) -> [u32; 4] {
        let flipped = self.flip(cols, within);
        if self.mirrors {
            [cols, self.mirror(cols), flipped, self.mirror(flipped)]
        } else {
            [cols, cols, flipped, flipped]
        }
    }

    /// The chunks to count, one per class of images, in a fixed order.
    pub(crate) fn chunks(&self, index: u8) -> Vec<Chunk> {
        let split = self.split & self.free;
        let bits: Vec<u32> = (0..32).filter(|b| split >> b & 1 != 0).collect();
        let mut chunks = Vec::new();
        for pattern in 0..1u32 << bits.len() {
            let cols: u32 = bits
                .iter()
                .enumerate()
                .filter(|(i, _)| pattern >> i & 1 != 0)
                .fold(0, |acc, (_, b)| acc | 1 << b);
            let need = cols.count_ones() as usize;
            // Each half has `rows` queens.
            if need > self.rows || bits.len() - need > self.rows {
                continue;
            }
            if self.images(cols, split).iter().all(|&image| cols <= image) {
                chunks.push(Chunk { join: index, cols });
            }
        }
        chunks
    }

    /// The number of solutions in a chunk and in its images.
    pub(crate) fn count_chunk(&self, chunk: Chunk) -> u64 {
        let split = self.split & self.free;
        let images = self.images(chunk.cols, split);
        let mut distinct = images.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        let chunk_weight = distinct.len() as u64 * self.weight;
        // The symmetries that map this chunk to itself also map its groups
        // among themselves: count one group of each orbit.
        let stabiliser: Vec<usize> = (0..4).filter(|&i| images[i] == chunk.cols).collect();

        let mut tops = Vec::new();
        self.halves(chunk.cols, &mut tops, false);
        if tops.is_empty() {
            return 0;
        }
        let mut bottoms = Vec::new();
        self.halves(self.flip(chunk.cols, split), &mut bottoms, true);
        let groups = Groups::new(self, chunk.cols);
        let (top_starts, mut top_keys) = groups.bucket(&tops);
        drop(tops);
        let (bottom_starts, mut bottom_keys) = groups.bucket(&bottoms);
        drop(bottoms);
        let mut total = 0;
        for (index, &group) in groups.members.iter().enumerate() {
            let a = &mut top_keys[top_starts[index]..top_starts[index + 1]];
            let b = &mut bottom_keys[bottom_starts[index]..bottom_starts[index + 1]];
            if a.is_empty() || b.is_empty() {
                continue;
            }
            let weight = self.group_weight(group, &stabiliser);
            if weight > 0 {
                total += weight * disjoint_pairs(a, b);
            }
        }
        chunk_weight * total
    }

    /// How many groups of its chunk a group stands for: the size of its
    /// orbit under the chunk's stabiliser if it is the least of it, else 0.
    fn group_weight(&self, group: u32, stabiliser: &[usize]) -> u64 {
        let images = self.images(group, self.mask);
        let mut orbit = [0u32; 4];
        let mut len = 0;
        for &which in stabiliser {
            let image = images[which];
            if image < group {
                return 0;
            }
            if !orbit[..len].contains(&image) {
                orbit[len] = image;
                len += 1;
            }
        }
        len as u64
    }

    /// The halves that use exactly the columns `cols` of the split set,
    /// with their signatures: the top halves (`bottom` false) keyed by
    /// their columns, the bottom halves keyed by the columns of the top
    /// halves they fit. A bottom half is enumerated upside down, from the
    /// last row up: the same search, since the middle queen's attacks are
    /// the same above and below it.
    fn halves(&self, cols: u32, out: &mut Vec<Signature>, bottom: bool) {
        let allowed = self.free & !(self.split & !cols);
        self.signatures(allowed, cols, out, bottom);
    }

    /// [`Join::halves`] within the columns `allowed`, using all of `required`.
    fn signatures(&self, allowed: u32, required: u32, out: &mut Vec<Signature>, bottom: bool) {
        let n = self.n;
        self.search(allowed, required, &mut |down, left, right| {
            // The attacks on the boundary row (the middle row for odd n,
            // the bottom half's first row for even n).
            let (left, right) = if n % 2 == 1 || !bottom {
                ((left << 1) & self.mask, right >> 1)
            } else {
                (left, right)
            };
            // Upside down, `left` runs along the top half's `right`.
            out.push(if bottom {
                Signature {
                    group: self.free & !down,
                    diagonals: u64::from(right) | u64::from(left) << n,
                }
            } else {
                Signature {
                    group: down,
                    diagonals: u64::from(left) | u64::from(right) << n,
                }
            });
        });
    }

    /// Every placement of one queen in each of the half's rows (from its
    /// outer edge), within the columns `allowed`, using all of `required`;
    /// calls `emit` with the columns used and the last row's diagonal
    /// attacks, the last queen included (not yet moved on a row).
    fn search(&self, allowed: u32, required: u32, emit: &mut impl FnMut(u32, u32, u32)) {
        let mut down_s = [0u32; 32];
        let mut left_s = [0u32; 32];
        let mut right_s = [0u32; 32];
        let mut avail_s = [0u32; 32];
        let last = self.rows - 1;
        avail_s[0] = allowed & !self.blocked[0];
        let mut d = 0usize;
        loop {
            let avail = avail_s[d];
            if avail == 0 {
                if d == 0 {
                    return;
                }
                d -= 1;
                continue;
            }
            let bit = avail & avail.wrapping_neg();
            avail_s[d] = avail ^ bit;
            let down = down_s[d] | bit;
            let left = left_s[d] | bit;
            let right = right_s[d] | bit;
            if d == last {
                if required & !down == 0 {
                    emit(down, left, right);
                }
                continue;
            }
            // Rows left after this one must still cover the required columns.
            let missing = (required & !down).count_ones() as usize;
            if missing > last - d {
                continue;
            }
            let (l, r) = ((left << 1) & self.mask, right >> 1);
            let free = allowed & !(down | l | r | self.blocked[d + 1]);
            if free == 0 {
                continue;
            }
            d += 1;
            down_s[d] = down;
            left_s[d] = l;
            right_s[d] = r;
            avail_s[d] = free;
        }
    }
}

/// The column groups of one chunk (the column sets of top halves that
/// use exactly the chunk's columns of the split set), numbered densely by
/// their columns outside the split set.
struct Groups {
    /// Group number of each pattern of the columns outside the split set
    /// (squeezed together), or `u32::MAX`.
    index: Vec<u32>,
    members: Vec<u32>,
    /// The split set's lowest column and width.
    lo: usize,
    width: usize,
}

impl Groups {
    fn new(join: &Join, cols: u32) -> Groups {
        let lo = join.split.trailing_zeros() as usize;
        let width = join.split.count_ones() as usize;
        let outside = join.n - width;
        let need = (join.rows - cols.count_ones() as usize) as u32;
        let mut index = vec![u32::MAX; 1 << outside];
        let mut members = Vec::new();
        for (pattern, slot) in index.iter_mut().enumerate() {
            let pattern = pattern as u32;
            if pattern.count_ones() == need {
                *slot = members.len() as u32;
                let low = pattern & full_mask(lo);
                let high = (pattern >> lo) << (lo + width);
                members.push(cols | low | high);
            }
        }
        Groups {
            index,
            members,
            lo,
            width,
        }
    }

    fn number(&self, group: u32) -> usize {
        let low = group & full_mask(self.lo);
        let high = group >> (self.lo + self.width) << self.lo;
        self.index[(low | high) as usize] as usize
    }

    /// The diagonal masks sorted by group (a counting sort), and where each
    /// group starts (one more entry at the end).
    fn bucket(&self, halves: &[Signature]) -> (Vec<usize>, Vec<u64>) {
        let groups = self.members.len();
        let mut starts = vec![0usize; groups + 1];
        let numbers: Vec<u32> = halves.iter().map(|h| self.number(h.group) as u32).collect();
        for &g in &numbers {
            starts[g as usize + 1] += 1;
        }
        for g in 0..groups {
            starts[g + 1] += starts[g];
        }
        let mut next = starts.clone();
        let mut keys = vec![0u64; halves.len()];
        for (h, &g) in halves.iter().zip(&numbers) {
            keys[next[g as usize]] = h.diagonals;
            next[g as usize] += 1;
        }
        (starts, keys)
    }
}

/// The width of the split set for a board size: chunks get smaller (and
/// more numerous) as it grows. The set is made mirror-symmetric, so an
/// odd width on an even board (or an even one on an odd board) gains a
/// column.
///
/// Measured natively (docs/performance.md, "Work splitting"): a wider set
/// cost no measurable total time at n = 16, 18 and 20, and cuts the
/// largest piece (progress and cancel wait for it) and the memory of a
/// chunk; at n = 21 two more columns cost about a third more time.
fn split_width(n: usize) -> usize {
    match n {
        0..=9 => 2,
        10..=13 => 4,
        14..=15 => 6,
        16..=17 => 8,
        // n = 18: largest piece 0.27 s instead of 0.87 s (1,014 pieces).
        18 => 12,
        19 => 10,
        // n = 20: largest sampled piece 1.1 s instead of 4.0 s (13,052).
        20 => 16,
        _ => 12,
    }
}

/// `cols` mirrored left to right on a board `n` wide.
fn mirror_bits(cols: u32, n: usize) -> u32 {
    cols.reverse_bits() >> (32 - n)
}

/// Below this many pairs, the pairs are tested one by one.
const PAIRWISE: usize = 1024;

/// The number of pairs `(x, y)`, `x` from `a` and `y` from `b`, with
/// `x & y == 0`. Reorders both slices.
///
/// Split on a bit: the pairs that both have it never count, so the count is
/// (`a` without it) × `b` plus (`a` with it) × (`b` without it), and the bit
/// is never looked at again in either.
pub(crate) fn disjoint_pairs(a: &mut [u64], b: &mut [u64]) -> u64 {
    // Split first on the bits that rule out the most pairs.
    let mut in_a = [0u32; 64];
    let mut in_b = [0u32; 64];
    tally(a, &mut in_a);
    tally(b, &mut in_b);
    let mut order: Vec<(u64, u64)> = (0..64)
        .map(|bit| (u64::from(in_a[bit]) * u64::from(in_b[bit]), 1u64 << bit))
        .filter(|&(pairs, _)| pairs > 0)
        .collect();
    order.sort_unstable_by_key(|&(pairs, _)| std::cmp::Reverse(pairs));
    let bits: Vec<u64> = order.iter().map(|&(_, bit)| bit).collect();
    split_pairs(a, b, &bits)
}

fn tally(v: &[u64], counts: &mut [u32; 64]) {
    for &x in v {
        let mut rest = x;
        while rest != 0 {
            counts[rest.trailing_zeros() as usize] += 1;
            rest &= rest - 1;
        }
    }
}

fn split_pairs(a: &mut [u64], b: &mut [u64], bits: &[u64]) -> u64 {
    if a.is_empty() || b.is_empty() {
        return 0;
    }
    let Some((&bit, rest)) = bits.split_first() else {
        return (a.len() * b.len()) as u64;
    };
    if a.len() * b.len() <= PAIRWISE {
        return pairwise(a, b);
    }
    let a_split = partition(a, bit);
    if a_split == a.len() {
        return split_pairs(a, b, rest);
    }
    let b_split = partition(b, bit);
    if b_split == b.len() {
        return split_pairs(a, b, rest);
    }
    let (a0, a1) = a.split_at_mut(a_split);
    // The second product first: it reorders only `b`'s prefix.
    let with_bit = split_pairs(a1, &mut b[..b_split], rest);
    with_bit + split_pairs(a0, b, rest)
}

/// Moves the elements without `bit` to the front; returns how many.
fn partition(v: &mut [u64], bit: u64) -> usize {
    let mut front = 0;
    for i in 0..v.len() {
        if v[i] & bit == 0 {
            v.swap(front, i);
            front += 1;
        }
    }
    front
}

fn pairwise(a: &[u64], b: &[u64]) -> u64 {
    let mut count = 0u64;
    for &x in a {
        count += b.iter().map(|&y| u64::from(x & y == 0)).sum::<u64>();
    }
    count
}

/// Counts every solution of an `n`×`n` board by the join, on one thread.
#[cfg(test)]
pub(crate) fn count_join(n: usize) -> u64 {
    if n < 2 {
        return n as u64;
    }
    let joins = Join::all(n);
    let mut total = 0;
    for (index, join) in joins.iter().enumerate() {
        for chunk in join.chunks(index as u8) {
            total += join.count_chunk(chunk);
        }
    }
    total
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn join_matches_oeis_small() {
        let a = [1u64, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];
        for n in 1..=13 {
            assert_eq!(count_join(n), a[n - 1], "n={n}");
        }
    }

    /// Every split width counts the same (the plans use the widest sets
    /// only from n = 18 on, too slow to test here for each width).
    #[test]
    fn every_split_width_counts_right() {
        let a = [0u64, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
        for n in 2..=12 {
            for width in 1..=n {
                let total: u64 = (0..Join::all(n).len())
                    .map(|index| {
                        let middle = (n % 2 == 1).then_some(index);
                        let join = Join::with_split_width(n, middle, width);
                        join.chunks(index as u8)
                            .into_iter()
                            .map(|chunk| join.count_chunk(chunk))
                            .sum::<u64>()
                    })
                    .sum();
                assert_eq!(total, a[n - 2], "n={n}, split width {width}");
            }
        }
    }

    /// The join of one column group alone, without symmetry or chunks,
    /// with the middle row's queen (odd n) in column `middle`.
    fn join_group(n: usize, middle: usize, group: u32) -> u64 {
        let join = Join::new(n, (n % 2 == 1).then_some(middle));
        let (mut tops, mut bottoms) = (Vec::new(), Vec::new());
        join.signatures(group, group, &mut tops, false);
        let rest = join.free & !group;
        join.signatures(rest, rest, &mut bottoms, true);
        let mut a: Vec<u64> = tops.iter().map(|t| t.diagonals).collect();
        let mut b: Vec<u64> = bottoms.iter().map(|t| t.diagonals).collect();
        disjoint_pairs(&mut a, &mut b)
    }

    /// The backtracking oracle: rows above the middle take their queen in
    /// `group`, the middle row (odd n) in column `middle`, the rows below
    /// the middle outside both.
    fn backtrack_group(
        n: usize,
        middle: usize,
        group: u32,
        row: usize,
        down: u32,
        l: u32,
        r: u32,
    ) -> u64 {
        if row == n {
            return 1;
        }
        let mask = full_mask(n);
        let split = n / 2;
        let allowed = if row < split {
            group
        } else if row == split && n % 2 == 1 {
            1 << middle
        } else {
            mask & !group
        };
        let mut free = allowed & !(down | l | r);
        let mut found = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            found += backtrack_group(
                n,
                middle,
                group,
                row + 1,
                down | bit,
                ((l | bit) << 1) & mask,
                (r | bit) >> 1,
            );
        }
        found
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Random sub-problems: the solutions whose top half uses a given
        /// set of columns, by the join and by backtracking.
        #[test]
        fn a_group_joins_like_backtracking(n in 4usize..=13, seed in any::<u64>()) {
            // A random middle column (odd n), and a random set of n / 2 of
            // the other columns, from the seed.
            let middle = (seed >> 40) as usize % n;
            let mut cols: Vec<u32> = (0..n as u32).filter(|&c| n % 2 == 0 || c as usize != middle).collect();
            let mut state = seed | 1;
            for i in (1..cols.len()).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                cols.swap(i, (state % (i as u64 + 1)) as usize);
            }
            let group = cols[..n / 2].iter().fold(0u32, |acc, &c| acc | 1 << c);
            prop_assert_eq!(join_group(n, middle, group), backtrack_group(n, middle, group, 0, 0, 0, 0));
        }

        /// The bit-splitting pair count against testing every pair.
        #[test]
        fn disjoint_pairs_match_every_pair(
            a in prop::collection::vec(any::<u64>().prop_map(|x| x & x >> 7 & 0xffff_ffff), 0..300),
            b in prop::collection::vec(any::<u64>().prop_map(|x| x & x >> 5 & 0xffff_ffff), 0..300),
        ) {
            let naive = a.iter().map(|&x| b.iter().filter(|&&y| x & y == 0).count() as u64).sum::<u64>();
            let (mut a, mut b) = (a, b);
            prop_assert_eq!(disjoint_pairs(&mut a, &mut b), naive);
        }
    }
}
