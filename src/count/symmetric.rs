//! The full-symmetry counter.
//!
//! Every solution belongs to a class of 1, 2, 4 or 8 boards under the
//! rotations and reflections of the square (a class of 1 happens only for
//! n = 1). The search visits, of each class, only the boards that could be
//! its representative, and for each representative found tells the size of
//! its class.
//!
//! The representative is chosen by the queens on the four edges of the
//! board. Each image of a board has its row-0 queen at some distance from
//! the nearest top corner, and that distance is the distance of one of the
//! board's edge queens from one of its corners. The representative is an
//! image whose row-0 queen is as *far* from its corner as any edge queen of
//! the class gets, `top` columns from the top-left corner; ties (several
//! images alike at row 0) go to the smallest in lexicographic order of the
//! column vector. So, with `top` fixed for a branch of the search:
//!
//! - every other edge queen is at most `top` from a corner of its edge:
//!   the side columns are closed in rows `top + 1 ..= n - 2 - top`, and the
//!   last row's queen stands within `top` of a corner;
//! - when `top` is the middle column of an odd board, the board and its
//!   mirror image tie at row 0, and the lexicographic rule puts row 1's
//!   queen left of the middle;
//! - a board found is counted only if no image that ties with it at row 0
//!   is smaller ([`Branch::classify`]); the images equal to it tell the
//!   size of its class.
//!
//! Choosing the *farthest* edge queen (rather than the nearest, as Takaken's
//! classic solver does) closes the side columns in the middle rows of the
//! branches with small `top`, and visits about a fifth fewer search nodes.
//!
//! Rows are bit patterns: bit `c` set means a queen in column `c`.

use crate::solutions::full_mask;
use crate::{check_size, Error};
use std::iter::Sum;
use std::ops::{Add, AddAssign};

/// Numbers of symmetry classes of solutions found, by the class size.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClassCounts {
    /// Classes of 1 board: only the single queen of n = 1.
    pub of_one: u64,
    /// Classes of 2 boards (symmetric under the quarter turn).
    pub of_two: u64,
    /// Classes of 4 boards (symmetric under the half turn only).
    pub of_four: u64,
    /// Classes of 8 boards (no symmetry).
    pub of_eight: u64,
}

impl ClassCounts {
    /// All solutions: every class weighted by its size.
    pub fn total(&self) -> u64 {
        self.of_one + 2 * self.of_two + 4 * self.of_four + 8 * self.of_eight
    }

    /// Solutions up to symmetry: one per class.
    pub fn unique(&self) -> u64 {
        self.of_one + self.of_two + self.of_four + self.of_eight
    }
}

impl Add for ClassCounts {
    type Output = ClassCounts;
    fn add(self, other: ClassCounts) -> ClassCounts {
        ClassCounts {
            of_one: self.of_one + other.of_one,
            of_two: self.of_two + other.of_two,
            of_four: self.of_four + other.of_four,
            of_eight: self.of_eight + other.of_eight,
        }
    }
}

impl AddAssign for ClassCounts {
    fn add_assign(&mut self, other: ClassCounts) {
        *self = *self + other;
    }
}

impl Sum for ClassCounts {
    fn sum<I: Iterator<Item = ClassCounts>>(iter: I) -> ClassCounts {
        iter.fold(ClassCounts::default(), Add::add)
    }
}

/// Counts the symmetry classes of solutions by size with the backtracking
/// search (one representative of each class), on one thread. The join
/// counter is faster; this one stays as its independent oracle, and tells
/// the classes by size.
///
/// ```
/// let classes = nqueens_lab::count_classes(8)?;
/// assert_eq!((classes.total(), classes.unique(), classes.of_four), (92, 12, 1));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn count_classes(n: usize) -> Result<ClassCounts, Error> {
    let n = check_size(n)?;
    Ok(Branch::all(n)
        .map(|(branch, start)| branch.search(&start))
        .sum())
}

/// The constants of one branch of the search: everything it needs besides
/// the board itself.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Branch {
    last_row: usize,
    mask: u32,
    /// Column of row 0's queen: its distance from the top-left corner.
    top: usize,
    /// Columns 0 and n-1.
    side_mask: u32,
    /// Columns `top` and n-1-`top`: a queen there in the last row is `top`
    /// from a corner too.
    tie_cols: u32,
    /// Columns the last row's queen may take (within `top` of a corner).
    last_allowed: u32,
    /// Columns row 1's queen may take (left of the middle when `top` is
    /// the middle column; everything otherwise).
    row1_allowed: u32,
}

/// A search state: the first `row` rows are placed (`board[..row]`) and
/// `left`, `down`, `right` are the squares they attack in row `row`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct State {
    pub row: usize,
    pub left: u32,
    pub down: u32,
    pub right: u32,
    pub board: [u32; 32],
}

/// Room for the search's work list: at most `n - row` entries are waiting
/// for each row on the current path, fewer than n²/2 + 1 in all.
const STACK: usize = 32 * 32 / 2 + 1;

/// A node waiting in the work list: its row, the queen placed just above
/// it, what is attacked in its row, and its columns still to try.
#[derive(Clone, Copy, Default)]
struct Entry {
    left: u32,
    down: u32,
    right: u32,
    avail: u32,
    bit: u32,
    row: u32,
}

impl Branch {
    pub(crate) fn new(n: usize, top: usize) -> Branch {
        let last_row = n - 1;
        let mask = full_mask(n);
        // Columns 0..=top and last-top..=last.
        let near_left = full_mask(top + 1);
        let near_right = mask & !full_mask(last_row - top);
        let row1_allowed = if top == last_row - top {
            full_mask(top)
        } else {
            mask
        };
        Branch {
            last_row,
            mask,
            top,
            side_mask: 1 | 1u32 << last_row,
            tie_cols: 1 << top | 1 << (last_row - top),
            last_allowed: near_left | near_right,
            row1_allowed,
        }
    }

    /// The branches of an `n`×`n` board with their start states (row 0
    /// placed): one per column `top` of the left half, middle included.
    /// The corner (`top` = 0) only counts up to n = 3: from n = 4 on, a
    /// queen in a corner is never the farthest edge queen of its board.
    pub(crate) fn all(n: usize) -> impl Iterator<Item = (Branch, State)> {
        let last_row = n - 1;
        let first = if n <= 3 { 0 } else { 1 };
        (first..=last_row / 2).map(move |top| {
            let bit = 1u32 << top;
            let mut board = [0; 32];
            board[0] = bit;
            let state = State {
                row: 1,
                left: bit << 1,
                down: bit,
                right: bit >> 1,
                board,
            };
            (Branch::new(n, top), state)
        })
    }

    /// The columns a queen may take in `row`, whatever is attacked.
    fn allowed(&self, row: usize) -> u32 {
        let last = self.last_row;
        let mut allowed = self.mask;
        if row > self.top && row < last - self.top {
            allowed &= !self.side_mask;
        }
        if row == 1 && row <= last {
            allowed &= self.row1_allowed;
        }
        if row == last {
            allowed &= self.last_allowed;
        }
        allowed
    }

    /// [`Branch::allowed`] for every row, and the row below the last.
    fn allowed_rows(&self) -> [u32; 33] {
        std::array::from_fn(|row| self.allowed(row))
    }

    /// The states one row deeper than `state`: a queen on each square of
    /// its row that the branch allows and nothing attacks.
    pub(crate) fn children(&self, state: &State) -> Vec<State> {
        if state.row > self.last_row {
            return Vec::new();
        }
        let mut rest = self.allowed(state.row) & !(state.left | state.down | state.right);
        let mut children = Vec::new();
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            let mut child = *state;
            child.board[state.row] = bit;
            child.row = state.row + 1;
            child.left = (state.left | bit) << 1;
            child.down = state.down | bit;
            child.right = (state.right | bit) >> 1;
            children.push(child);
        }
        children
    }

    /// The column of row 0's queen.
    pub(crate) fn top(&self) -> usize {
        self.top
    }

    /// Counts the classes below `state`, depth first.
    ///
    /// The nodes waiting to be expanded sit in a work list; a node is
    /// pushed for every queen placed, but the push only counts (`sp` moves
    /// on) when the row below has a free square, so dead ends, the most
    /// common node, cost no branch. The last row is never pushed: at most
    /// one square is free there, and it is checked in place.
    // Never inlined: callers call it once per piece, so a JIT that only
    // optimises functions between calls (V8 for wasm) optimises it early.
    #[inline(never)]
    pub(crate) fn search(&self, state: &State) -> ClassCounts {
        let mut counts = ClassCounts::default();
        let mut board = state.board;
        let last = self.last_row;
        let start = state.row;
        if start > last {
            // n = 1: the board is complete already.
            self.classify(&board, &mut counts);
            return counts;
        }
        let allowed = self.allowed_rows();
        let root = allowed[start] & !(state.left | state.down | state.right);
        if start == last {
            if root != 0 {
                board[last] = root;
                self.classify(&board, &mut counts);
            }
            return counts;
        }
        let mut stack = [Entry::default(); STACK];
        stack[0] = Entry {
            left: state.left,
            down: state.down,
            right: state.right,
            avail: root,
            bit: board[start - 1],
            row: start as u32,
        };
        let mut sp = usize::from(root != 0);
        while sp > 0 {
            sp -= 1;
            let e = stack[sp];
            let row = e.row as usize;
            board[row - 1] = e.bit;
            let next = row + 1;
            let allowed_next = allowed[next];
            let mut avail = e.avail;
            if next == last {
                while avail != 0 {
                    let bit = avail & avail.wrapping_neg();
                    avail ^= bit;
                    let attacked = (e.left | bit) << 1 | e.down | bit | (e.right | bit) >> 1;
                    let free = allowed_next & !attacked;
                    if free != 0 {
                        board[row] = bit;
                        board[last] = free;
                        self.classify(&board, &mut counts);
                    }
                }
                continue;
            }
            while avail != 0 {
                let bit = avail & avail.wrapping_neg();
                avail ^= bit;
                let left = (e.left | bit) << 1;
                let down = e.down | bit;
                let right = (e.right | bit) >> 1;
                let free = allowed_next & !(left | down | right);
                stack[sp] = Entry {
                    left,
                    down,
                    right,
                    avail: free,
                    bit,
                    row: next as u32,
                };
                sp += usize::from(free != 0);
            }
        }
        counts
    }

    /// Counts a complete board found by the search if it is the
    /// representative of its class, by the size of its class.
    ///
    /// Only images whose row-0 queen is also `top` from the top-left
    /// corner compete with it. Most boards have none, and are a class of 8:
    /// that is told here from three rows, inline in the search (a call in
    /// its inner loop would cost most in wasm, where a call keeps no value
    /// in a register); the others go to [`Branch::class_size`].
    #[inline(always)]
    fn classify(&self, board: &[u32; 32], counts: &mut ClassCounts) {
        let last = self.last_row;
        let far = last - self.top;
        // An image ties when `top` is the middle column, or when another
        // edge queen is `top` from a corner: the last row's queen in column
        // `top` or `far`, or a side column's queen in row `top` or `far`.
        let ties = self.top == far
            || board[last] & self.tie_cols != 0
            || (board[self.top] | board[far]) & self.side_mask != 0;
        let size = if ties { self.class_size(board) } else { 8 };
        match size {
            8 => counts.of_eight += 1,
            4 => counts.of_four += 1,
            2 => counts.of_two += 1,
            1 => counts.of_one += 1,
            _ => {} // not the representative of its class
        }
    }

    /// The size of the class of a board with images that tie with it at
    /// row 0 (it is compared with each of them), or 0 when one of those is
    /// smaller: then the board is not its class's representative.
    #[inline(never)]
    fn class_size(&self, board: &[u32; 32]) -> u32 {
        let last = self.last_row;
        let top = self.top;
        let far = last - top;
        let bottom = board[last].trailing_zeros() as usize;
        let row_of = |bit: u32| board[..=last].iter().position(|&b| b == bit);
        let left = row_of(1).unwrap_or(usize::MAX);
        let right = row_of(1 << last).unwrap_or(usize::MAX);
        let ties = [
            top == far,
            bottom == top,
            bottom == far,
            left == top,
            left == far,
            right == far,
            right == top,
        ];
        let mut cols = [0u8; 32];
        let mut row_of_col = [0u8; 32];
        for (row, &bit) in board[..=last].iter().enumerate() {
            let col = bit.trailing_zeros() as usize;
            cols[row] = col as u8;
            row_of_col[col] = row as u8;
        }
        let last8 = last as u8;
        // Row k of each image, in the order of `ties`: the mirror image,
        // the two flips of the rows (plain and with the columns: the half
        // turn), the reflection in the main diagonal, the quarter turn
        // clockwise, the reflection in the other diagonal, and the quarter
        // turn anticlockwise.
        let image = |which: usize, k: usize| -> u8 {
            match which {
                0 => last8 - cols[k],
                1 => cols[last - k],
                2 => last8 - cols[last - k],
                3 => row_of_col[k],
                4 => last8 - row_of_col[k],
                5 => last8 - row_of_col[last - k],
                _ => row_of_col[last - k],
            }
        };
        let mut equal = 1;
        for (which, _) in ties.iter().enumerate().filter(|(_, &tie)| tie) {
            match (0..=last)
                .map(|k| image(which, k).cmp(&cols[k]))
                .find(|o| o.is_ne())
            {
                Some(std::cmp::Ordering::Less) => return 0,
                Some(_) => {}
                None => equal += 1,
            }
        }
        // The images equal to the board are its symmetries: the class has
        // 8 / `equal` boards.
        8 / equal
    }
}

#[cfg(test)]
mod tests {
    use super::{count_classes, ClassCounts};
    use crate::{symmetries, Solutions};

    /// The classes by size, the slow way: list every solution and its
    /// eight images.
    fn classes_by_listing(n: usize) -> ClassCounts {
        let mut counts = ClassCounts::default();
        for cols in Solutions::new(n).unwrap() {
            let images = symmetries(&cols).unwrap();
            if images.iter().any(|image| image < &cols) {
                continue; // not the first of its class
            }
            let mut distinct = images.to_vec();
            distinct.sort();
            distinct.dedup();
            match distinct.len() {
                8 => counts.of_eight += 1,
                4 => counts.of_four += 1,
                2 => counts.of_two += 1,
                _ => counts.of_one += 1,
            }
        }
        counts
    }

    #[test]
    fn class_sizes_match_listing() {
        for n in 1..=11 {
            let listed = classes_by_listing(n);
            assert_eq!(count_classes(n).unwrap(), listed, "n={n}");
        }
    }

    #[test]
    fn fifteen_matches_oeis() {
        let c = count_classes(15).unwrap();
        assert_eq!((c.total(), c.unique()), (2_279_184, 285_053));
    }
}
