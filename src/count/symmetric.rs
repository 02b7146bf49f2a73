//! The full-symmetry counter.
//!
//! Every solution belongs to a class of 1, 2, 4 or 8 boards under the
//! rotations and reflections of the square (a class of 1 is impossible for
//! n > 1). The search visits only boards that could be the smallest of their
//! class, and for each one found tells the size of its class. Boards are
//! split, as in Takaken's well-known solver, by where the queen of row 0 is:
//!
//! - in the corner (column 0): such boards are never symmetric under a
//!   rotation, so each is a class of 8; its reflection in the main diagonal
//!   also has a corner queen, and keeping column 1 empty above row `bound1`
//!   (the column of row 1's queen) keeps just one of the pair;
//! - elsewhere, at column `bound1 < n/2`: queens are kept off the sides
//!   until row `bound1` and in the last rows (`bound2`, `last_mask`) so that
//!   row 0's queen is the outermost, and `check_symmetry` compares the board
//!   with its rotations to find the class size.
//!
//! Rows are bit patterns: bit `c` set means a queen in column `c`.

use crate::solutions::full_mask;
use std::iter::Sum;
use std::ops::Add;

/// Numbers of symmetry classes of solutions found, by the class size.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ClassCounts {
    /// Classes of 1 board: only the single queen of n = 1.
    pub of_one: u64,
    /// Classes of 2 boards (symmetric under the quarter turn).
    pub of_two: u64,
    /// Classes of 4 boards (symmetric under the half turn only).
    pub of_four: u64,
    /// Classes of 8 boards (no rotational symmetry).
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

impl Sum for ClassCounts {
    fn sum<I: Iterator<Item = ClassCounts>>(iter: I) -> ClassCounts {
        iter.fold(ClassCounts::default(), Add::add)
    }
}

/// Which half of the search a board belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Family {
    /// Row 0's queen in the corner; `bound1` is the column of row 1's queen.
    Corner,
    /// Row 0's queen at column `bound1`, `1 <= bound1 < n - 1 - bound1`.
    Side,
}

/// The constants of one family and `bound1`: everything the search of
/// one branch of the first rows needs besides the board itself.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Branch {
    family: Family,
    last_row: usize,
    mask: u32,
    top_bit: u32,
    bound1: usize,
    bound2: usize,
    side_mask: u32,
    last_mask: u32,
    end_bit: u32,
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

impl Branch {
    pub(crate) fn new(n: usize, family: Family, bound1: usize) -> Branch {
        let last_row = n - 1;
        let top_bit = 1u32 << last_row;
        let side_mask = top_bit | 1;
        let mut last_mask = side_mask;
        for _ in 1..bound1 {
            last_mask |= (last_mask >> 1) | (last_mask << 1);
        }
        Branch {
            family,
            last_row,
            mask: full_mask(n),
            top_bit,
            bound1,
            bound2: last_row - bound1,
            side_mask,
            last_mask,
            end_bit: top_bit >> bound1,
        }
    }

    /// The branches of an `n`×`n` board (`n >= 4`) with their start states.
    pub(crate) fn all(n: usize) -> impl Iterator<Item = (Branch, State)> {
        let last_row = n - 1;
        let corners = (2..last_row).map(move |bound1| {
            let bit = 1u32 << bound1;
            let mut board = [0; 32];
            board[0] = 1;
            board[1] = bit;
            let state = State {
                row: 2,
                left: (2 | bit) << 1,
                down: 1 | bit,
                right: bit >> 1,
                board,
            };
            (Branch::new(n, Family::Corner, bound1), state)
        });
        let sides = (1..).take_while(move |&b| b < last_row - b).map(move |bound1| {
            let bit = 1u32 << bound1;
            let mut board = [0; 32];
            board[0] = bit;
            let state = State {
                row: 1,
                left: bit << 1,
                down: bit,
                right: bit >> 1,
                board,
            };
            (Branch::new(n, Family::Side, bound1), state)
        });
        corners.chain(sides)
    }

    /// The columns to try in a row above the last, given what is attacked.
    fn candidates(&self, row: usize, left: u32, down: u32, right: u32) -> u32 {
        let free = self.mask & !(left | down | right);
        match self.family {
            Family::Corner if row < self.bound1 => free & !2,
            Family::Corner => free,
            Family::Side if row < self.bound1 => free & !self.side_mask,
            Family::Side if row == self.bound2 => {
                let sides_down = down & self.side_mask;
                if sides_down == 0 {
                    0
                } else if sides_down != self.side_mask {
                    free & self.side_mask
                } else {
                    free
                }
            }
            Family::Side => free,
        }
    }

    /// The states one row further down, for splitting work.
    pub(crate) fn children(&self, state: &State) -> Vec<State> {
        if state.row >= self.last_row {
            return Vec::new();
        }
        let mut rest = self.candidates(state.row, state.left, state.down, state.right);
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

    /// Counts the classes below `state`, depth first with an explicit stack.
    // Never inlined: callers call it once per piece, so a JIT that only
    // optimises functions between calls (V8 for wasm) optimises it early.
    #[inline(never)]
    pub(crate) fn search(&self, state: &State) -> ClassCounts {
        let mut counts = ClassCounts::default();
        let mut board = state.board;
        let start = state.row;
        if start == self.last_row {
            self.last(&mut board, state.left, state.down, state.right, &mut counts);
            return counts;
        }
        let mut avail = [0u32; 32];
        let mut left = [0u32; 32];
        let mut down = [0u32; 32];
        let mut right = [0u32; 32];
        left[start] = state.left;
        down[start] = state.down;
        right[start] = state.right;
        avail[start] = self.candidates(start, state.left, state.down, state.right);
        let mut row = start;
        loop {
            let a = avail[row];
            if a == 0 {
                if row == start {
                    return counts;
                }
                row -= 1;
                continue;
            }
            let bit = a & a.wrapping_neg();
            avail[row] = a ^ bit;
            board[row] = bit;
            let l = (left[row] | bit) << 1;
            let d = down[row] | bit;
            let r = (right[row] | bit) >> 1;
            let next = row + 1;
            if next == self.last_row {
                self.last(&mut board, l, d, r, &mut counts);
                continue;
            }
            left[next] = l;
            down[next] = d;
            right[next] = r;
            avail[next] = self.candidates(next, l, d, r);
            row = next;
        }
    }

    /// The last row: at most one square is free.
    fn last(&self, board: &mut [u32; 32], left: u32, down: u32, right: u32, counts: &mut ClassCounts) {
        let free = self.mask & !(left | down | right);
        if free == 0 {
            return;
        }
        match self.family {
            Family::Corner => counts.of_eight += 1,
            Family::Side => {
                if free & self.last_mask == 0 {
                    board[self.last_row] = free;
                    self.classify(board, counts);
                }
            }
        }
    }

    /// Compares a complete board with its rotations: counts it by its class
    /// size if it is the smallest of its class, and not at all otherwise.
    fn classify(&self, board: &[u32; 32], counts: &mut ClassCounts) {
        let last = self.last_row;
        // Quarter turn: possible only if the queen of row bound2 is in column 0.
        if board[self.bound2] == 1 {
            let mut own = 1;
            let mut ptn = 2u32;
            while own <= last {
                let mut bit = 1u32;
                let mut you = last;
                while board[you] != ptn && board[own] >= bit {
                    bit <<= 1;
                    you -= 1;
                }
                if board[own] > bit {
                    return;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                ptn <<= 1;
            }
            if own > last {
                counts.of_two += 1;
                return;
            }
        }
        // Half turn: possible only if the last row mirrors row 0.
        if board[last] == self.end_bit {
            let mut own = 1;
            let mut you = last - 1;
            while own <= last {
                let mut bit = 1u32;
                let mut ptn = self.top_bit;
                while ptn != board[you] && board[own] >= bit {
                    bit <<= 1;
                    ptn >>= 1;
                }
                if board[own] > bit {
                    return;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                you = you.wrapping_sub(1);
            }
            if own > last {
                counts.of_four += 1;
                return;
            }
        }
        // Three-quarter turn.
        if board[self.bound1] == self.top_bit {
            let mut own = 1;
            let mut ptn = self.top_bit >> 1;
            while own <= last {
                let mut bit = 1u32;
                let mut you = 0;
                while board[you] != ptn && board[own] >= bit {
                    bit <<= 1;
                    you += 1;
                }
                if board[own] > bit {
                    return;
                }
                if board[own] < bit {
                    break;
                }
                own += 1;
                ptn >>= 1;
            }
        }
        counts.of_eight += 1;
    }
}
