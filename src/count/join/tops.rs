//! The top halves of a group, searched part by part with a bitset of the
//! bottom halves that still fit.
//!
//! Each square `(r, c)` of the top half has the set of bottoms it does not
//! attack (`cells`). A search places one queen per column of the top-right
//! quadrant, in a free row, and intersects the sets as it goes: a branch
//! whose set is empty is cut, and each complete top-right part is stored,
//! with its set, under the rows it uses. Its last two columns are placed
//! together, from the precomputed sets of every two squares (`pair_cells`).
//! The same search over the top-left columns then meets, at each of its
//! last squares, the stored parts of the other rows whose diagonals are
//! free (a key test): each such pair is a top half, and the bottoms that
//! fit it are the bits its two sets share, counted for four partners at a
//! time.

use super::bits::{and_into, and_into_uninit};
use super::cases::{Case, Symmetry};
use super::group::SignatureRows;
use super::isa::{Isa, Portable};
use crate::solutions::full_mask;

/// Buffers of the top halves' search.
#[derive(Default)]
pub(crate) struct Tops {
    /// `cells[(c * m + r) * words..]`: the bottoms square (r, c) lets be
    /// (column by column: see `fill_cells`).
    cells: Vec<u64>,
    /// The search's sets, one per depth.
    stack: Vec<u64>,
    /// `pair_cells[(r1 * m + r2) * words..]`: the bottoms that the squares
    /// (r1, c1) and (r2, c2) both let be, c1 and c2 the last two columns
    /// of the top-right parts.
    pair_cells: Vec<u64>,
    /// The stored top-right parts' sets, `words` each, in blocks that are
    /// never moved nor copied (see `PartSets`).
    part_sets: PartSets,
    /// The stored parts' keys and sets filed as they are stored, by
    /// (rows, long-diagonal queen): bucket `2 * rows + k`, which holds
    /// this group's parts only if `stamp[rows]` is this group's (a bucket
    /// is emptied when the group first files a part in it, so there is no
    /// clearing between groups and no sort).
    buckets: Vec<Vec<(u32, PartSet)>>,
    stamp: Vec<u32>,
    group: u32,
    /// The parts that complete the current top-left part.
    partners: Vec<PartSet>,
}

/// Where a stored part's set starts (`words` words in a block of
/// [`PartSets`]): a pointer, which the pairs use as it is (no index to
/// multiply, no bounds to check), and in wasm 4 bytes like an index.
type PartSet = *const u64;

/// The stored parts' sets of a group, in blocks of at least
/// [`PartSets::BLOCK`] words kept from group to group; a set never
/// straddles two blocks.
///
/// One `Vec` that doubles would copy its sets at each doubling, and a
/// wasm worker's memory never shrinks back: at n = 20 one group stores up
/// to 41 MB of sets, and the `Vec` made it held up to three times over
/// (issue #30: a worker's memory went from 102 MB after its first piece to
/// 234 MB over 40 pieces). Blocks hold what the largest group stored,
/// and nothing is copied.
#[derive(Default)]
struct PartSets {
    blocks: Vec<Vec<u64>>,
    /// The next block to start, and the free room of the current one.
    next: usize,
    cursor: *mut u64,
    end: *mut u64,
}

impl PartSets {
    /// A block's words (256 kB): a group at n = 20 stores up to about 150
    /// blocks; one at n = 16 one or two.
    const BLOCK: usize = 1 << 15;

    /// Starts a group: the first block is taken again.
    fn clear(&mut self) {
        self.next = 0;
        self.cursor = std::ptr::null_mut();
        self.end = std::ptr::null_mut();
    }

    /// Room for a set of `words` words at `cursor`.
    #[inline(always)]
    fn reserve(&mut self, words: usize) {
        // `end - cursor` (both null before the first block).
        if (self.end as usize - self.cursor as usize) < words * 8 {
            self.next_block(words);
        }
    }

    #[cold]
    #[inline(never)]
    fn next_block(&mut self, words: usize) {
        if self.next == self.blocks.len() {
            self.blocks.push(Vec::new());
        }
        let block = &mut self.blocks[self.next];
        if block.capacity() < words {
            *block = Vec::with_capacity(words.max(Self::BLOCK));
        }
        // The block's words are written through `cursor` (its length stays
        // 0: the sets are read through their `PartSet` pointers only).
        self.cursor = block.as_mut_ptr();
        // SAFETY: `capacity` words from the start are the block's.
        self.end = unsafe { self.cursor.add(block.capacity()) };
        self.next += 1;
    }
}

/// Bottoms that fit the group's top halves, by the number of the tops'
/// queens on a long diagonal (even n; all under `plain` otherwise).
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct Sums {
    pub(crate) plain: u64,
    pub(crate) one_long: u64,
    pub(crate) two_long: u64,
}

/// What the search of one group needs.
pub(super) struct Search<'a> {
    n: usize,
    m: usize,
    o: usize,
    words: usize,
    rows: u32,
    blocked_dn: u64,
    blocked_dp: u64,
    /// The long diagonals' bit for even n (0 for odd n, which has no such
    /// weights).
    long: u64,
    /// Whether tops without long-diagonal queens count (their weight is
    /// not 0).
    plain: bool,
    cells: &'a [u64],
    /// See `Tops::pair_cells`.
    pair_cells: &'a [u64],
}

/// Counts, for every top half of the group (local columns `left`,
/// `right`), the bottoms that fit it. `has` holds the bottoms' signatures
/// transposed (see `group`) in rows laid out as `layout` says, `count` how
/// many bottoms there are.
#[allow(clippy::too_many_arguments)]
pub(crate) fn count_tops(
    case: &Case,
    left: u32,
    right: u32,
    has: &[u64],
    layout: SignatureRows,
    count: usize,
    plain: bool,
    tops: &mut Tops,
) -> Sums {
    let words = count.div_ceil(64);
    let last_word = match count % 64 {
        0 => u64::MAX,
        bits => (1 << bits) - 1,
    };
    fill_cells(case, left, right, has, layout, words, &mut tops.cells);
    let (stored, paired) = roles(case, left, right);
    if stored.count_ones() >= 2 {
        // The last two columns of the stored parts.
        let c2 = 63 - stored.leading_zeros() as usize;
        let c1 = 63 - (stored & !(1 << c2)).leading_zeros() as usize;
        fill_pair_cells(case, &tops.cells, words, c1, c2, &mut tops.pair_cells);
    }
    let cells = std::mem::take(&mut tops.cells);
    let pair_cells = std::mem::take(&mut tops.pair_cells);
    let search = Search {
        n: case.n,
        m: case.m,
        o: case.o,
        words,
        rows: case.top_rows,
        blocked_dn: case.blocked_dn,
        blocked_dp: case.blocked_dp,
        long: if case.symmetry == Symmetry::Even {
            1 << (case.n - 1)
        } else {
            0
        },
        plain,
        cells: &cells,
        pair_cells: &pair_cells,
    };
    tops.stack.clear();
    tops.stack.resize((case.m + 1) * words, u64::MAX);
    tops.stack[words - 1] = last_word;
    tops.new_group(case.m);
    let mut sums = [0u64; 3];
    #[cfg(target_arch = "x86_64")]
    {
        use super::isa::{level, Avx2, Avx512, Level};
        match level() {
            Level::Avx512 => search_tops::<Avx512>(&search, paired, stored, tops, &mut sums),
            Level::Avx2 => search_tops::<Avx2>(&search, paired, stored, tops, &mut sums),
            Level::Portable => search_tops::<Portable>(&search, paired, stored, tops, &mut sums),
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    search_tops::<Portable>(&search, paired, stored, tops, &mut sums);
    tops.cells = cells;
    tops.pair_cells = pair_cells;
    Sums {
        plain: sums[0],
        one_long: sums[1],
        two_long: sums[2],
    }
}

/// The columns (board columns, as bits) of the top parts that are stored
/// and of those that are paired with them at their last square: the
/// top-right and the top-left ones, or for odd n the other way round when
/// the top-left quadrant has as many queens or more, so that the parts
/// searched to their end for every partner are the fewer (for even n the symmetry
/// already counts the image with the fewer top-left queens, and the
/// long-diagonal weights follow the quadrants' roles).
fn roles(case: &Case, left: u32, right: u32) -> (u64, u64) {
    let (left_columns, right_columns) = (u64::from(left), u64::from(right) << case.o);
    if case.symmetry != Symmetry::Even && left.count_ones() >= right.count_ones() {
        (left_columns, right_columns)
    } else {
        (right_columns, left_columns)
    }
}

/// The two searches of a group's tops (see the module documentation), in
/// the copy `I` (see `isa`).
fn search_tops<I: Isa>(
    search: &Search,
    paired: u64,
    stored: u64,
    tops: &mut Tops,
    sums: &mut [u64; 3],
) {
    if stored == 0 {
        // The one part without a queen: its set is every bottom's.
        let words = search.words;
        tops.part_sets.reserve(words);
        let set = tops.part_sets.cursor;
        // SAFETY: `reserve` left room for `words` words at `set`; the stack
        // has `(m + 1) * words`.
        unsafe {
            std::ptr::copy_nonoverlapping(tops.stack.as_ptr(), set, words);
            tops.part_sets.cursor = set.add(words);
        }
        tops.file(0, 0, 0, set);
    } else {
        I::right_parts(search, stored, 0, 0, 0, 0, tops);
    }
    if paired == 0 {
        let found = search.partners(0, 0, 0, tops);
        search.pair::<I>(0, found, tops, sums);
    } else {
        I::left_parts(search, paired, 0, 0, 0, 0, tops, sums);
    }
}

/// The set of bottoms each square of the top half lets be: those without
/// the square's diagonal and anti-diagonal among their signature bits.
/// Each column's `m` cells (every row, those of no top part too) are one
/// loop: the rows of their diagonals are consecutive (`SignatureRows`).
/// The bits past the last bottom are left set: every set the searches
/// compute starts from the first one, which has them clear.
#[inline(never)]
fn fill_cells(
    case: &Case,
    left: u32,
    right: u32,
    has: &[u64],
    layout: SignatureRows,
    words: usize,
    cells: &mut Vec<u64>,
) {
    let (n, m) = (case.n, case.m);
    let len = m * words;
    if cells.len() < n * len {
        cells.resize(n * len, 0);
    }
    let mut columns = u64::from(left) | u64::from(right) << case.o;
    while columns != 0 {
        let c = columns.trailing_zeros() as usize;
        columns &= columns - 1;
        let (dn, dp) = layout.column(c);
        let by_dn = &has[dn * words..][..len];
        let by_dp = &has[dp * words..][..len];
        for ((x, &a), &b) in cells[c * len..][..len].iter_mut().zip(by_dn).zip(by_dp) {
            *x = !(a | b);
        }
    }
}

/// The pair cells of columns `c1` and `c2` (see `Tops::pair_cells`), for
/// every two rows of the top quadrants.
#[inline(never)]
fn fill_pair_cells(
    case: &Case,
    cells: &[u64],
    words: usize,
    c1: usize,
    c2: usize,
    pair_cells: &mut Vec<u64>,
) {
    let m = case.m;
    let len = m * words;
    if pair_cells.len() < m * len {
        pair_cells.resize(m * len, 0);
    }
    // Row r1's pair cells are cell (r1, c1) and each cell of column c2, in
    // one run (those of no two top rows too).
    let second = &cells[c2 * len..][..len];
    let mut rows1 = case.top_rows;
    while rows1 != 0 {
        let r1 = rows1.trailing_zeros() as usize;
        rows1 &= rows1 - 1;
        let first = &cells[(c1 * m + r1) * words..][..words];
        let out = pair_cells[r1 * len..][..len].chunks_exact_mut(words);
        for (out, cell) in out.zip(second.chunks_exact(words)) {
            for ((x, &a), &b) in out.iter_mut().zip(first).zip(cell) {
                *x = a & b;
            }
        }
    }
}

impl Tops {
    /// Starts a group: no stored part, and every bucket stale.
    fn new_group(&mut self, m: usize) {
        self.part_sets.clear();
        if self.stamp.len() != 1 << m {
            self.stamp = vec![0; 1 << m];
            self.buckets = vec![Vec::new(); 2 << m];
            self.group = 0;
        }
        self.group = self.group.wrapping_add(1);
        if self.group == 0 {
            self.stamp.fill(0);
            self.group = 1;
        }
    }

    /// Files the part just stored (its set is `set`) under its rows and
    /// long-diagonal queen, with its key.
    #[inline(always)]
    fn file(&mut self, rows: u32, key: u32, long: u32, set: PartSet) {
        let r = rows as usize;
        if self.stamp[r] != self.group {
            self.stamp[r] = self.group;
            self.buckets[2 * r].clear();
            self.buckets[2 * r + 1].clear();
        }
        self.buckets[2 * r + long as usize].push((key, set));
    }
}

/// The `m` low bits of `x` in reverse order. Neither wasm nor x86-64 has
/// an instruction for it, and the searches need it at every node: a table
/// for the quadrants of the join (m ≤ 10) is one load instead of about 15
/// instructions (wasm count 1% faster at n = 18).
#[inline(always)]
pub(super) fn reverse(x: u32, m: usize) -> u32 {
    const BITS: usize = 10;
    static TABLE: [u16; 1 << BITS] = {
        let mut table = [0u16; 1 << BITS];
        let mut x = 0;
        while x < 1 << BITS {
            table[x] = ((x as u32).reverse_bits() >> (32 - BITS)) as u16;
            x += 1;
        }
        table
    };
    if m <= BITS {
        u32::from(TABLE[x as usize]) >> (BITS - m)
    } else {
        x.reverse_bits() >> (32 - m)
    }
}

/// Found partners: how many, how many of them first without a
/// long-diagonal queen, and the top-left part's own long-diagonal queen.
#[derive(Clone, Copy)]
struct Found {
    len: usize,
    split: usize,
    long: usize,
}

impl Search<'_> {
    /// The rows of column `c` free of the part's queens and the cross.
    #[inline]
    fn free_rows(&self, c: usize, rows: u32, dn: u64, dp: u64) -> u32 {
        let m = self.m;
        let mask = full_mask(m);
        let by_dp = ((dp | self.blocked_dp) >> c) as u32 & mask;
        // Row r of column c is on diagonal c + n - 1 - r: the bits from
        // c + n - m, reversed.
        let by_dn = reverse(
            ((dn | self.blocked_dn) >> (c + self.n - m)) as u32 & mask,
            m,
        );
        self.rows & !rows & !by_dp & !by_dn
    }

    /// The diagonals a top-left and a top-right part can share.
    #[inline]
    fn key(&self, dn: u64, dp: u64) -> u32 {
        let (m, o) = (self.m, self.o);
        let km = u64::from(full_mask(m - 1));
        (((dn >> (2 * o)) & km) | ((dp >> o) & km) << (m - 1)) as u32
    }

    /// The free squares of column `c` for a part (its rows and diagonals):
    /// each row with the square's diagonal and anti-diagonal bits.
    #[inline]
    fn squares(
        &self,
        c: usize,
        rows: u32,
        dn: u64,
        dp: u64,
    ) -> impl Iterator<Item = (usize, u64, u64)> + '_ {
        let mut free = self.free_rows(c, rows, dn, dp);
        std::iter::from_fn(move || {
            (free != 0).then(|| {
                let r = free.trailing_zeros() as usize;
                free &= free - 1;
                (r, 1u64 << (c + self.n - 1 - r), 1u64 << (r + c))
            })
        })
    }

    #[inline]
    fn cell(&self, r: usize, c: usize) -> &[u64] {
        let at = (c * self.m + r) * self.words;
        &self.cells[at..at + self.words]
    }

    /// The set at `depth + 1`: the one at `depth` and square (r, c)'s;
    /// whether any bottom is left in it.
    ///
    /// This, `partners` and `pair` are always inlined, like the last
    /// columns of the searches: V8 does not inline wasm calls, and a call
    /// per square made the wasm count about a tenth slower at n = 18.
    #[inline(always)]
    fn place(&self, depth: usize, r: usize, c: usize, stack: &mut [u64]) -> bool {
        let words = self.words;
        let (above, below) = stack.split_at_mut((depth + 1) * words);
        and_into(
            &above[depth * words..],
            self.cell(r, c),
            &mut below[..words],
        )
    }

    /// Stores every top-right part (columns `cols` still to fill) whose set
    /// is not empty.
    #[inline(always)]
    pub(super) fn right_parts_in<I: Isa>(
        &self,
        cols: u64,
        rows: u32,
        dn: u64,
        dp: u64,
        depth: usize,
        tops: &mut Tops,
    ) {
        let c = cols.trailing_zeros() as usize;
        let rest = cols & (cols - 1);
        if rest == 0 {
            return self.last_right_column(c, rows, dn, dp, depth, tops);
        }
        if rest & (rest - 1) == 0 {
            let next = rest.trailing_zeros() as usize;
            return self.last_two_right_columns(c, next, rows, dn, dp, depth, tops);
        }
        for (r, bn, bp) in self.squares(c, rows, dn, dp) {
            if self.place(depth, r, c, &mut tops.stack) {
                I::right_parts(self, rest, rows | 1 << r, dn | bn, dp | bp, depth + 1, tops);
            }
        }
    }

    /// The last column `c` of the top-right parts (when it is the only
    /// one): each square stores its part.
    #[inline(always)]
    fn last_right_column(
        &self,
        c: usize,
        rows: u32,
        dn: u64,
        dp: u64,
        depth: usize,
        tops: &mut Tops,
    ) {
        for (r, bn, bp) in self.squares(c, rows, dn, dp) {
            self.store_part(
                depth,
                self.cell(r, c),
                rows | 1 << r,
                dn | bn,
                dp | bp,
                tops,
            );
        }
    }

    /// The last two columns `c` and `next` of the top-right parts: each
    /// two squares store their part, from the set at `depth` and their
    /// pair cell. No set is computed for the squares of `c` alone: there
    /// are about half as many of them as parts (native count 2.6% faster
    /// at n = 18, wasm 3.5%).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn last_two_right_columns(
        &self,
        c: usize,
        next: usize,
        rows: u32,
        dn: u64,
        dp: u64,
        depth: usize,
        tops: &mut Tops,
    ) {
        let words = self.words;
        for (r, bn, bp) in self.squares(c, rows, dn, dp) {
            let (rows, dn, dp) = (rows | 1 << r, dn | bn, dp | bp);
            for (r2, bn, bp) in self.squares(next, rows, dn, dp) {
                let at = (r * self.m + r2) * words;
                let pair = &self.pair_cells[at..at + words];
                self.store_part(depth, pair, rows | 1 << r2, dn | bn, dp | bp, tops);
            }
        }
    }

    /// Stores the top-right part with these rows and diagonals, whose set
    /// is the one at `depth` and `cell`'s, if it is not empty.
    #[inline(always)]
    fn store_part(&self, depth: usize, cell: &[u64], rows: u32, dn: u64, dp: u64, tops: &mut Tops) {
        let words = self.words;
        let current = &tops.stack[depth * words..(depth + 1) * words];
        tops.part_sets.reserve(words);
        let set = tops.part_sets.cursor;
        // SAFETY: `reserve` left room for `words` words at `set`, in a
        // block nothing else refers to past the sets already stored.
        let slots = unsafe { std::slice::from_raw_parts_mut(set.cast(), words) };
        if !and_into_uninit(current, cell, slots) {
            return;
        }
        // SAFETY: as above; the set is now written and stays where it is
        // until the next group.
        tops.part_sets.cursor = unsafe { set.add(words) };
        tops.file(rows, self.key(dn, dp), u32::from(dp & self.long != 0), set);
    }

    /// Every top-left part (columns `cols` still to fill), each paired at
    /// its last square with the stored parts that complete it.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(super) fn left_parts_in<I: Isa>(
        &self,
        cols: u64,
        rows: u32,
        dn: u64,
        dp: u64,
        depth: usize,
        tops: &mut Tops,
        sums: &mut [u64; 3],
    ) {
        let c = cols.trailing_zeros() as usize;
        let rest = cols & (cols - 1);
        if rest == 0 {
            return self.last_left_column::<I>(c, rows, dn, dp, depth, tops, sums);
        }
        // The last column is searched here, not in a call of its own (see
        // `place`): its squares are the most frequent.
        let next_is_last = rest & (rest - 1) == 0;
        for (r, bn, bp) in self.squares(c, rows, dn, dp) {
            if !self.place(depth, r, c, &mut tops.stack) {
                continue;
            }
            let (rows, dn, dp) = (rows | 1 << r, dn | bn, dp | bp);
            if next_is_last {
                let next = rest.trailing_zeros() as usize;
                self.last_left_column::<I>(next, rows, dn, dp, depth + 1, tops, sums);
            } else {
                I::left_parts(self, rest, rows, dn, dp, depth + 1, tops, sums);
            }
        }
    }

    /// The last column `c` of the top-left parts: each square that gives
    /// the part partners is paired with them. The partners are found
    /// first: no set is computed for a part that completes no top half.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn last_left_column<I: Isa>(
        &self,
        c: usize,
        rows: u32,
        dn: u64,
        dp: u64,
        depth: usize,
        tops: &mut Tops,
        sums: &mut [u64; 3],
    ) {
        for (r, bn, bp) in self.squares(c, rows, dn, dp) {
            let found = self.partners(rows | 1 << r, dn | bn, dp | bp, tops);
            if found.len != 0 && self.place(depth, r, c, &mut tops.stack) {
                self.pair::<I>(depth + 1, found, tops, sums);
            }
        }
    }

    /// The stored parts that complete a top-left part (its rows and
    /// diagonals), into `tops.partners`: those of the other rows whose key
    /// is disjoint from its own; the ones without a long-diagonal queen
    /// only if such tops count.
    #[inline(always)]
    fn partners(&self, rows: u32, dn: u64, dp: u64, tops: &mut Tops) -> Found {
        let long = usize::from(dn & self.long != 0);
        let r = (self.rows & !rows) as usize;
        if tops.stamp[r] != tops.group {
            return Found {
                len: 0,
                split: 0,
                long,
            };
        }
        let plain: &[(u32, PartSet)] = if long == 1 || self.plain {
            &tops.buckets[2 * r]
        } else {
            &[]
        };
        let with_long = &tops.buckets[2 * r + 1];
        let most = plain.len() + with_long.len();
        if tops.partners.len() < most {
            tops.partners.resize(most, std::ptr::null());
        }
        let key = self.key(dn, dp);
        let out = &mut tops.partners[..most];
        let mut len = 0;
        // Every candidate is written, and kept if its key is disjoint.
        for &(k, set) in plain {
            out[len] = set;
            len += usize::from(k & key == 0);
        }
        let split = len;
        for &(k, set) in with_long {
            out[len] = set;
            len += usize::from(k & key == 0);
        }
        Found { len, split, long }
    }

    /// Adds the bottoms that fit each top half made of the top-left part
    /// whose set is at `depth` and one of its partners.
    #[inline(always)]
    fn pair<I: Isa>(&self, depth: usize, found: Found, tops: &Tops, sums: &mut [u64; 3]) {
        let words = self.words;
        let set = &tops.stack[depth * words..(depth + 1) * words];
        // SAFETY: a partner is a set of this group, `words` words stored
        // by `store_part` in a block that outlives the group.
        let part = |set: PartSet| unsafe { std::slice::from_raw_parts(set, words) };
        let (plain, long) = tops.partners[..found.len].split_at(found.split);
        for (k, partners) in [plain, long].into_iter().enumerate() {
            // Four partners at a time (then the three, two or one left):
            // each word of the part is read once for them, and in wasm
            // their common bits are counted together (`bits`).
            let mut total = 0;
            let mut fours = partners.chunks_exact(4);
            for four in &mut fours {
                total += I::common_bits_with(set, [0, 1, 2, 3].map(|i| part(four[i])));
            }
            total += match *fours.remainder() {
                [a, b, c] => I::common_bits_with(set, [part(a), part(b), part(c)]),
                [a, b] => I::common_bits_with(set, [part(a), part(b)]),
                [a] => I::common_bits(set, part(a)),
                _ => 0,
            };
            sums[found.long + k] += total;
        }
    }
}
