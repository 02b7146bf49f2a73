//! Plain bitmask counters: the trusted oracles and benchmark baselines.

use crate::solutions::full_mask;
use crate::{check_size, Error};

/// Counts the completions of a partial board, depth first with an explicit
/// stack. `row` rows are filled; `taken`, `diag`, `anti` are the columns
/// attacked in row `row` along columns, diagonals and anti-diagonals.
pub(crate) fn count_completions(n: usize, row: usize, taken: u32, diag: u32, anti: u32) -> u64 {
    let full = full_mask(n);
    if row == n {
        return 1;
    }
    let mut stack_avail = [0u32; 32];
    let mut stack_taken = [0u32; 32];
    let mut stack_diag = [0u32; 32];
    let mut stack_anti = [0u32; 32];
    let last = n - 1;
    let mut d = row;
    stack_taken[d] = taken;
    stack_diag[d] = diag;
    stack_anti[d] = anti;
    stack_avail[d] = full & !(taken | diag | anti);
    let mut found = 0;
    loop {
        let avail = stack_avail[d];
        if avail == 0 {
            if d == row {
                return found;
            }
            d -= 1;
            continue;
        }
        let bit = avail & avail.wrapping_neg();
        stack_avail[d] = avail ^ bit;
        if d == last {
            found += 1;
            continue;
        }
        let t = stack_taken[d] | bit;
        let g = (stack_diag[d] | bit) << 1;
        let a = (stack_anti[d] | bit) >> 1;
        d += 1;
        stack_taken[d] = t;
        stack_diag[d] = g;
        stack_anti[d] = a;
        stack_avail[d] = full & !(t | g | a);
    }
}

/// Counts all solutions with bitmasks and no symmetry at all.
///
/// ```
/// assert_eq!(nqueens_lab::count_plain(6)?, 4);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_plain(n: usize) -> Result<u64, Error> {
    let n = check_size(n)?;
    Ok(count_completions(n, 0, 0, 0, 0))
}

/// Counts all solutions with bitmasks, searching only the left half of the
/// first row and doubling (the mirror image of a solution is another one).
///
/// ```
/// assert_eq!(nqueens_lab::count_mirror(8)?, 92);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_mirror(n: usize) -> Result<u64, Error> {
    let n = check_size(n)?;
    if n == 1 {
        return Ok(1);
    }
    let mut total = 0;
    for col in 0..n / 2 {
        let bit = 1u32 << col;
        total += 2 * count_completions(n, 1, bit, bit << 1, bit >> 1);
    }
    if n % 2 == 1 {
        // Queen in the middle column: mirror halving moves to row 1.
        let mid = 1u32 << (n / 2);
        let (taken, diag, anti) = (mid, mid << 1, mid >> 1);
        let avail = full_mask(n) & !(taken | diag | anti) & ((1u32 << (n / 2)) - 1);
        let mut rest = avail;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            total += 2 * count_completions(n, 2, taken | bit, (diag | bit) << 1, (anti | bit) >> 1);
        }
    }
    Ok(total)
}
