//! Cutting the count into independent pieces.

use super::symmetric::{Branch, ClassCounts, State};
use crate::{check_size, Error};

/// One independent piece of a count: a branch of the search below a fixed
/// placement of the first rows.
///
/// Kept small (24 bytes), since a plan of a large board has many: the
/// columns of the rows fixed and what they attack in the next row.
#[derive(Debug, Clone, Copy)]
pub struct Piece {
    n: u8,
    top: u8,
    rows: u8,
    cols: [u8; MAX_ROWS_FIXED],
    left: u32,
    down: u32,
    right: u32,
}

/// The most rows a piece fixes.
const MAX_ROWS_FIXED: usize = 6;

impl Piece {
    fn new(n: usize, branch: &Branch, state: &State) -> Piece {
        let mut cols = [0; MAX_ROWS_FIXED];
        for (col, bit) in cols.iter_mut().zip(&state.board[..state.row]) {
            *col = bit.trailing_zeros() as u8;
        }
        Piece {
            n: n as u8,
            top: branch.top() as u8,
            rows: state.row as u8,
            cols,
            left: state.left,
            down: state.down,
            right: state.right,
        }
    }

    /// Counts the symmetry classes in this piece.
    #[must_use]
    pub fn count(&self) -> ClassCounts {
        let branch = Branch::new(self.n as usize, self.top as usize);
        let mut board = [0; 32];
        for (bit, &col) in board.iter_mut().zip(&self.cols[..self.rows as usize]) {
            *bit = 1 << col;
        }
        branch.search(&State {
            row: self.rows as usize,
            left: self.left,
            down: self.down,
            right: self.right,
            board,
        })
    }

    /// How many rows the piece fixes (its depth in the search tree).
    pub fn rows_fixed(&self) -> usize {
        self.rows as usize
    }
}

/// The count of an `n`×`n` board cut into independent pieces, in a fixed,
/// deterministic order, so that several workers can each build the same
/// plan and count the pieces handed to them by index.
///
/// The counts of all pieces add up to the whole count:
///
/// ```
/// use nqueens::{ClassCounts, CountPlan};
/// let plan = CountPlan::new(10)?;
/// assert!(plan.len() > 20);
/// let sum: ClassCounts = (0..plan.len()).filter_map(|i| plan.count_piece(i)).sum();
/// assert_eq!(plan.count_piece(plan.len()), None);
/// assert_eq!((sum.total(), sum.unique()), (724, 92));
/// # Ok::<(), nqueens::Error>(())
/// ```
///
/// On several threads, each taking the next piece when it has finished one
/// (what `nqueens count N --threads T` does, with progress):
///
/// ```
/// use nqueens::{ClassCounts, CountPlan};
/// use std::sync::atomic::{AtomicUsize, Ordering};
/// use std::thread;
///
/// let plan = CountPlan::new(12)?;
/// let next = AtomicUsize::new(0);
/// let sum: ClassCounts = thread::scope(|scope| {
///     let workers: Vec<_> = (0..4)
///         .map(|_| {
///             scope.spawn(|| {
///                 let mut mine = ClassCounts::default();
///                 while let Some(piece) = plan.count_piece(next.fetch_add(1, Ordering::Relaxed)) {
///                     mine += piece;
///                 }
///                 mine
///             })
///         })
///         .collect();
///     workers.into_iter().map(|w| w.join().unwrap()).sum()
/// });
/// assert_eq!(sum.total(), 14_200);
/// # Ok::<(), nqueens::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct CountPlan {
    n: usize,
    pieces: Vec<Piece>,
}

impl CountPlan {
    /// A plan with many small pieces, so that workers handed pieces one at
    /// a time all stay busy until the end.
    pub fn new(n: usize) -> Result<CountPlan, Error> {
        let n = check_size(n)?;
        // Each row fixed multiplies the pieces by about n - row; three or
        // four rows give hundreds to thousands of pieces from n = 10 up.
        // Measured (docs/performance.md): the largest piece is under 0.5%
        // of the work for n = 16..=17 (937 and 1,184 pieces), so workers
        // handed pieces one at a time finish within a piece of each other;
        // a fifth row would only add hand-out overhead.
        let rows = match n {
            0..=7 => 0,
            8..=17 => 3,
            _ => 4,
        };
        Ok(Self::with_rows_fixed(n, rows))
    }

    /// A plan with the fewest pieces: one per branch of the first rows.
    pub fn whole(n: usize) -> Result<CountPlan, Error> {
        let n = check_size(n)?;
        Ok(Self::with_rows_fixed(n, 0))
    }

    /// A plan whose pieces fix at least `rows` rows where the board allows.
    fn with_rows_fixed(n: usize, rows: usize) -> CountPlan {
        debug_assert!(rows <= MAX_ROWS_FIXED);
        let mut pieces = Vec::new();
        for (branch, start) in Branch::all(n) {
            let mut frontier = vec![start];
            while let Some(state) = frontier.pop() {
                let children = if state.row < rows {
                    branch.children(&state)
                } else {
                    Vec::new()
                };
                if children.is_empty() && state.row < rows && state.row < n - 1 {
                    continue; // a dead end while splitting: nothing to count
                }
                if children.is_empty() {
                    pieces.push(Piece::new(n, &branch, &state));
                } else {
                    // Reversed so that pieces come out in search order.
                    frontier.extend(children.into_iter().rev());
                }
            }
        }
        CountPlan { n, pieces }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The number of pieces.
    pub fn len(&self) -> usize {
        self.pieces.len()
    }

    /// Whether the plan has no pieces (never: every plan has at least one).
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty()
    }

    /// The pieces, in order.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// Counts piece `index`, or `None` past the last piece (a worker handed
    /// an index from a plan of another size, say).
    #[must_use]
    pub fn count_piece(&self, index: usize) -> Option<ClassCounts> {
        self.pieces.get(index).map(Piece::count)
    }

    /// Counts every piece, one after the other, on this thread.
    ///
    /// One call per piece rather than one long call: a JIT that optimises a
    /// function only between calls (V8 for wasm) optimises the search early.
    ///
    /// ```
    /// let classes = nqueens::CountPlan::new(8)?.count_all();
    /// assert_eq!((classes.total(), classes.unique()), (92, 12));
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    #[must_use]
    pub fn count_all(&self) -> ClassCounts {
        self.pieces.iter().map(Piece::count).sum()
    }
}
