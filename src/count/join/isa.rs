//! The instruction sets the searches of the tops are compiled for.
//!
//! The portable build (Rust's default x86-64 target, and wasm) has one
//! copy of the searches. On x86-64 the same source is compiled again with
//! AVX2 (and `popcnt`, BMI) and with AVX-512 (with `VPOPCNTDQ`), and
//! [`count_tops`](super::tops) picks the best copy the processor has at
//! run time (`is_x86_feature_detected!`, checked once): LLVM then ANDs and
//! counts the bitsets 4 or 8 words a step. The searches are recursive, so
//! each copy is a `#[target_feature]` function that recurses into itself
//! through the [`Isa`] it was compiled for: the body, `#[inline(always)]`,
//! is generic over it.

use super::bits;
use super::tops::{Search, Tops};

/// One compiled copy of the searches and of their population counts.
pub(super) trait Isa {
    /// [`Search::right_parts_in`] compiled for this instruction set.
    fn right_parts(s: &Search, cols: u64, rows: u32, dn: u64, dp: u64, at: usize, t: &mut Tops);
    /// [`Search::left_parts_in`] compiled for this instruction set.
    #[allow(clippy::too_many_arguments)]
    fn left_parts(
        s: &Search,
        cols: u64,
        rows: u32,
        dn: u64,
        dp: u64,
        at: usize,
        t: &mut Tops,
        sums: &mut [u64; 3],
    );
    /// The number of bits set in both `a` and `b`.
    fn common_bits(a: &[u64], b: &[u64]) -> u64;
    /// The bits set in both `a` and `b[k]`, added up over the sets `b`.
    fn common_bits_with<const K: usize>(a: &[u64], b: [&[u64]; K]) -> u64;
}

/// The portable build's copy (the only one outside x86-64).
pub(super) struct Portable;

impl Isa for Portable {
    fn right_parts(s: &Search, cols: u64, rows: u32, dn: u64, dp: u64, at: usize, t: &mut Tops) {
        s.right_parts_in::<Portable>(cols, rows, dn, dp, at, t);
    }

    fn left_parts(
        s: &Search,
        cols: u64,
        rows: u32,
        dn: u64,
        dp: u64,
        at: usize,
        t: &mut Tops,
        sums: &mut [u64; 3],
    ) {
        s.left_parts_in::<Portable>(cols, rows, dn, dp, at, t, sums);
    }

    #[inline(always)]
    fn common_bits(a: &[u64], b: &[u64]) -> u64 {
        bits::common_bits(a, b)
    }

    #[inline(always)]
    fn common_bits_with<const K: usize>(a: &[u64], b: [&[u64]; K]) -> u64 {
        bits::common_bits_with(a, b)
    }
}

/// An x86-64 copy compiled with `$features` (see the module documentation).
#[cfg(target_arch = "x86_64")]
macro_rules! x86_copy {
    ($name:ident, $features:literal, $right:ident, $left:ident) => {
        pub(super) struct $name;

        impl Isa for $name {
            #[inline(always)]
            fn right_parts(s: &Search, c: u64, r: u32, dn: u64, dp: u64, at: usize, t: &mut Tops) {
                // SAFETY: this copy is only chosen (`level`) when the
                // processor has its features.
                unsafe { $right(s, c, r, dn, dp, at, t) }
            }

            #[inline(always)]
            fn left_parts(
                s: &Search,
                c: u64,
                r: u32,
                dn: u64,
                dp: u64,
                at: usize,
                t: &mut Tops,
                sums: &mut [u64; 3],
            ) {
                // SAFETY: as in `right_parts`.
                unsafe { $left(s, c, r, dn, dp, at, t, sums) }
            }

            #[inline(always)]
            fn common_bits(a: &[u64], b: &[u64]) -> u64 {
                bits::common_bits_scalar(a, b)
            }

            #[inline(always)]
            fn common_bits_with<const K: usize>(a: &[u64], b: [&[u64]; K]) -> u64 {
                b.iter().map(|b| bits::common_bits_scalar(a, b)).sum()
            }
        }

        #[target_feature(enable = $features)]
        unsafe fn $right(s: &Search, c: u64, r: u32, dn: u64, dp: u64, at: usize, t: &mut Tops) {
            s.right_parts_in::<$name>(c, r, dn, dp, at, t);
        }

        #[allow(clippy::too_many_arguments)]
        #[target_feature(enable = $features)]
        unsafe fn $left(
            s: &Search,
            c: u64,
            r: u32,
            dn: u64,
            dp: u64,
            at: usize,
            t: &mut Tops,
            sums: &mut [u64; 3],
        ) {
            s.left_parts_in::<$name>(c, r, dn, dp, at, t, sums);
        }
    };
}

#[cfg(target_arch = "x86_64")]
x86_copy!(
    Avx2,
    "avx2,popcnt,bmi1,bmi2,lzcnt",
    right_parts_avx2,
    left_parts_avx2
);

#[cfg(target_arch = "x86_64")]
x86_copy!(
    Avx512,
    "avx512f,avx512bw,avx512vl,avx512vpopcntdq,avx2,popcnt,bmi1,bmi2,lzcnt",
    right_parts_avx512,
    left_parts_avx512
);

/// The copies, from the portable one up.
#[cfg(target_arch = "x86_64")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Level {
    Portable = 1,
    Avx2 = 2,
    Avx512 = 3,
}

/// The best copy this processor runs (checked once).
#[cfg(target_arch = "x86_64")]
pub(crate) fn detected() -> Level {
    use std::arch::is_x86_feature_detected as has;
    static DETECTED: std::sync::OnceLock<Level> = std::sync::OnceLock::new();
    *DETECTED.get_or_init(|| {
        let avx2 = has!("avx2") && has!("popcnt") && has!("bmi1") && has!("bmi2") && has!("lzcnt");
        let avx512 =
            has!("avx512f") && has!("avx512bw") && has!("avx512vl") && has!("avx512vpopcntdq");
        match (avx2, avx512) {
            (true, true) => Level::Avx512,
            (true, false) => Level::Avx2,
            _ => Level::Portable,
        }
    })
}

/// The copy the searches use: the detected one (in tests, at most the
/// one [`limit`] chose for this thread).
#[cfg(target_arch = "x86_64")]
#[inline]
pub(super) fn level() -> Level {
    #[cfg(test)]
    if let Some(limit) = LIMIT.with(std::cell::Cell::get) {
        return limit.min(detected());
    }
    detected()
}

#[cfg(all(test, target_arch = "x86_64"))]
thread_local! {
    static LIMIT: std::cell::Cell<Option<Level>> = const { std::cell::Cell::new(None) };
}

/// Makes this thread's searches use `level`, or the detected copy if that
/// is lower (never one the processor cannot run).
#[cfg(all(test, target_arch = "x86_64"))]
pub(crate) fn limit(level: Level) {
    LIMIT.with(|cell| cell.set(Some(level)));
}
