//! The solutions that a symmetry of the square maps to themselves.
//!
//! The join counts every solution, but not the classes (boards up to
//! rotation and reflection). Burnside's lemma gives those from the
//! solutions each of the eight symmetries fixes: classes = (all solutions
//! + the solutions fixed by each of the seven other symmetries) / 8.
//!
//! From n = 4 on, no reflection fixes a solution: a mirror in a middle line
//! would put two queens in one row (or column), and one in a diagonal line
//! pairs queens (r, c) and (c, r), which share an anti-diagonal. So only the
//! half turn and the two quarter turns fix any, and those boards are few: a
//! board fixed by a turn is settled by its queens in the first rows of the
//! orbit, so a search that places whole orbits at once is small.

use crate::solutions::full_mask;

/// The sum, over the seven symmetries other than the identity, of the
/// solutions of an `n`×`n` board each one fixes (`n` from 4).
pub(crate) fn fixed_by_turns(n: usize) -> u64 {
    debug_assert!(n >= 4);
    // The two quarter turns fix the same boards (each is the other's inverse).
    fixed(n, Turn::Half) + 2 * fixed(n, Turn::Quarter)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Turn {
    Half,
    Quarter,
}

/// Occupied lines of a partial board.
struct Lines {
    n: usize,
    rows: u32,
    cols: u32,
    /// Bit r + c.
    sums: u64,
    /// Bit r - c + n - 1.
    diffs: u64,
}

impl Lines {
    fn free(&self, (r, c): (usize, usize)) -> bool {
        self.rows >> r & 1 == 0
            && self.cols >> c & 1 == 0
            && self.sums >> (r + c) & 1 == 0
            && self.diffs >> (r + self.n - 1 - c) & 1 == 0
    }

    fn toggle(&mut self, (r, c): (usize, usize)) {
        self.rows ^= 1 << r;
        self.cols ^= 1 << c;
        self.sums ^= 1 << (r + c);
        self.diffs ^= 1 << (r + self.n - 1 - c);
    }
}

/// The boards fixed by `turn`: the first empty row gets a queen in each
/// free column, with its whole orbit under the turn.
fn fixed(n: usize, turn: Turn) -> u64 {
    let mut lines = Lines {
        n,
        rows: 0,
        cols: 0,
        sums: 0,
        diffs: 0,
    };
    place(&mut lines, turn)
}

fn place(lines: &mut Lines, turn: Turn) -> u64 {
    let n = lines.n;
    let full = full_mask(n);
    if lines.rows == full {
        return 1;
    }
    let r = (!lines.rows).trailing_zeros() as usize;
    let last = n - 1;
    let mut found = 0;
    for c in 0..n {
        let orbit = match turn {
            Turn::Half => [(r, c), (last - r, last - c), (r, c), (r, c)],
            Turn::Quarter => [(r, c), (c, last - r), (last - r, last - c), (last - c, r)],
        };
        // The distinct squares of the orbit, each free and not attacking
        // the others (placed one by one).
        let mut placed = [(0, 0); 4];
        let mut count = 0;
        let mut ok = true;
        for square in orbit {
            if placed[..count].contains(&square) {
                continue;
            }
            if !lines.free(square) {
                ok = false;
                break;
            }
            lines.toggle(square);
            placed[count] = square;
            count += 1;
        }
        if ok {
            found += place(lines, turn);
        }
        for &square in &placed[..count] {
            lines.toggle(square);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::{fixed, Turn};
    use crate::{symmetries, Solutions};

    /// The same numbers the slow way: list every solution and compare it
    /// with its half-turn and quarter-turn images.
    #[test]
    fn fixed_boards_match_listing() {
        for n in 4..=10 {
            let (mut half, mut quarter) = (0, 0);
            for cols in Solutions::new(n).unwrap() {
                let images = symmetries(&cols).unwrap();
                half += u64::from(images[2] == cols);
                quarter += u64::from(images[1] == cols);
                // No reflection fixes a solution from n = 4 on.
                assert!(images[4..].iter().all(|image| image != &cols));
            }
            assert_eq!(fixed(n, Turn::Half), half, "half turn, n={n}");
            assert_eq!(fixed(n, Turn::Quarter), quarter, "quarter turn, n={n}");
        }
    }
}
