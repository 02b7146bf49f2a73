//! Bitsets over a group's bottom halves: bit `i` of word `i / 64` is
//! bottom `i`. The hot loops of the join.

use std::mem::MaybeUninit;

/// Transposes a 64×64 bit matrix: bit `i` of `a[j]` becomes bit `j` of
/// `a[i]` (six rounds of block swaps, Hacker's Delight 7-3).
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) fn transpose64(a: &mut [u64; 64]) {
    transpose64_rows(a, 64);
}

/// [`transpose64`], but only rows `0..rows` of the result are right (the
/// others are left half done). After the round that swaps blocks of
/// `width` rows, each aligned block of `width` rows is transposed on its
/// own, so a round skips the blocks from `rows` on: for the join's 30 to
/// 38 signature bits that is 112 to 144 word swaps instead of 192. Each
/// round is a loop over whole blocks, which LLVM vectorises (two words a
/// step in wasm `simd128`, four with AVX2).
#[inline]
pub(crate) fn transpose64_rows(a: &mut [u64; 64], rows: usize) {
    let mut width = 32;
    let mut mask: u64 = 0x0000_0000_FFFF_FFFF;
    while width != 0 {
        let mut base = 0;
        while base < rows {
            let (lo, hi) = a[base..base + 2 * width].split_at_mut(width);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let t = ((*x >> width) ^ *y) & mask;
                *y ^= t;
                *x ^= t << width;
            }
            base += 2 * width;
        }
        width >>= 1;
        mask ^= mask << width;
    }
}

/// `out = a & b`, word by word; whether any bit is left.
#[inline]
pub(crate) fn and_into(a: &[u64], b: &[u64], out: &mut [u64]) -> bool {
    let mut any = 0;
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        *o = x & y;
        any |= *o;
    }
    any != 0
}

/// [`and_into`] into slots not written yet (all written after it).
#[inline]
pub(crate) fn and_into_uninit(a: &[u64], b: &[u64], out: &mut [MaybeUninit<u64>]) -> bool {
    let mut any = 0;
    for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
        o.write(x & y);
        any |= x & y;
    }
    any != 0
}

/// The number of bits set in both `a` and `b`.
#[cfg(not(any(
    all(target_arch = "wasm32", target_feature = "simd128"),
    target_arch = "x86_64"
)))]
#[inline]
pub(crate) fn common_bits(a: &[u64], b: &[u64]) -> u64 {
    common_bits_scalar(a, b)
}

/// [`common_bits`] on x86-64, whose baseline has no `popcnt` instruction
/// (Rust's default target): with it when the processor has it (checked
/// once), which makes the native count about a quarter faster.
#[cfg(target_arch = "x86_64")]
#[inline]
pub(crate) fn common_bits(a: &[u64], b: &[u64]) -> u64 {
    use std::sync::OnceLock;
    static POPCNT: OnceLock<bool> = OnceLock::new();
    if *POPCNT.get_or_init(|| std::arch::is_x86_feature_detected!("popcnt")) {
        // SAFETY: the processor has `popcnt`, checked above.
        unsafe { common_bits_popcnt(a, b) }
    } else {
        common_bits_scalar(a, b)
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn common_bits_popcnt(a: &[u64], b: &[u64]) -> u64 {
    common_bits_scalar(a, b)
}

/// [`common_bits`] in wasm: [`common_bits_with`] of one set.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub(crate) fn common_bits(a: &[u64], b: &[u64]) -> u64 {
    common_bits_with(a, [b])
}

/// The plain loop: the native path, and the oracle of the wasm one.
#[inline]
pub(crate) fn common_bits_scalar(a: &[u64], b: &[u64]) -> u64 {
    a.iter()
        .zip(b)
        .map(|(&x, &y)| u64::from((x & y).count_ones()))
        .sum()
}

/// The bits set in both `a` and `b[k]`, added up over the `K` sets `b`.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline]
pub(crate) fn common_bits_with<const K: usize>(a: &[u64], b: [&[u64]; K]) -> u64 {
    b.iter().map(|b| common_bits(a, b)).sum()
}

/// [`common_bits_with`] in wasm: each vector of `a` is loaded once for
/// the `K` sets (at n = 18, four sets at a time made the count 2% faster
/// than one), and the bits of an AND are counted by the scalar `i64.popcnt`
/// of its two lanes, added up in a `u32` (64 · len · K bits at most).
/// V8 lowers `i8x16.popcnt` to about ten instructions (a table lookup per
/// nibble, its two constants loaded again at every step, this CPU's
/// `vpopcntb` unused) and the byte counts then need widening: two lane
/// extractions and two `popcnt` made the wasm count 6 to 8% faster at
/// n = 18.
/// (Counting every pair's AND this way, without the union below, is 8%
/// slower than with it; a `u64` per lane, which LLVM keeps in a vector
/// and re-packs at every step, is slower than one `u32`.)
///
/// Four sets are first counted as one: the bits of `a & b[k]` are so few
/// (a top half meets 0.75 bottoms on average at n = 18) that the four rarely
/// share one, and then the population count of their union is their sum.
/// Only if two of them share a bit are they counted one by one.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
pub(crate) fn common_bits_with<const K: usize>(a: &[u64], b: [&[u64]; K]) -> u64 {
    if K > 1 {
        if let Some(total) = common_bits_of_union(a, b) {
            return total;
        }
    }
    common_bits_one_by_one(a, b)
}

/// The bits set in `a` and in one of the sets `b`, or `None` if a bit of
/// `a` is set in two of them.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn common_bits_of_union<const K: usize>(a: &[u64], b: [&[u64]; K]) -> Option<u64> {
    use core::arch::wasm32::{
        u64x2_extract_lane, u8x16_splat, v128_and, v128_any_true, v128_load, v128_or,
    };
    let len = b.iter().fold(a.len(), |len, b| len.min(b.len()));
    let pairs = len / 2;
    let mut total = 0u32;
    let mut shared = u8x16_splat(0);
    for i in 0..pairs {
        // SAFETY: 2 * i + 1 < len, so 16 bytes are readable from every
        // slice at word 2 * i; wasm loads need no alignment.
        let load = |s: &[u64]| unsafe { v128_load(s.as_ptr().add(2 * i).cast()) };
        let x = load(a);
        let mut union = v128_and(x, load(b[0]));
        for b in &b[1..] {
            let v = v128_and(x, load(b));
            shared = v128_or(shared, v128_and(union, v));
            union = v128_or(union, v);
        }
        total += u64x2_extract_lane::<0>(union).count_ones()
            + u64x2_extract_lane::<1>(union).count_ones();
    }
    if v128_any_true(shared) {
        return None;
    }
    Some(u64::from(total) + last_word_common_bits(a, b, len))
}

/// [`common_bits_with`], each set counted on its own.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline]
fn common_bits_one_by_one<const K: usize>(a: &[u64], b: [&[u64]; K]) -> u64 {
    use core::arch::wasm32::{u64x2_extract_lane, v128_and, v128_load};
    let len = b.iter().fold(a.len(), |len, b| len.min(b.len()));
    let pairs = len / 2;
    let mut total = 0u32;
    for i in 0..pairs {
        // SAFETY: 2 * i + 1 < len, so 16 bytes are readable from every
        // slice at word 2 * i; wasm loads need no alignment.
        let x = unsafe { v128_load(a.as_ptr().add(2 * i).cast()) };
        for b in b {
            let y = unsafe { v128_load(b.as_ptr().add(2 * i).cast()) };
            let v = v128_and(x, y);
            total +=
                u64x2_extract_lane::<0>(v).count_ones() + u64x2_extract_lane::<1>(v).count_ones();
        }
    }
    u64::from(total) + last_word_common_bits(a, b, len)
}

/// The common bits of `a` and each of `b` in word `len - 1` if `len` is
/// odd (the word after the last vector), else 0.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
fn last_word_common_bits<const K: usize>(a: &[u64], b: [&[u64]; K], len: usize) -> u64 {
    if len % 2 == 0 {
        return 0;
    }
    let x = a[len - 1];
    b.iter()
        .map(|b| u64::from((x & b[len - 1]).count_ones()))
        .sum()
}
