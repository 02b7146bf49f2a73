//! Cutting the count into independent pieces.

use super::symmetric::{Branch, ClassCounts, State};
use crate::{check_size, is_canonical, Error, Solutions};

/// One independent piece of a count: a branch of the search below a fixed
/// placement of the first rows.
#[derive(Debug, Clone, Copy)]
pub struct Piece {
    kind: PieceKind,
}

#[derive(Debug, Clone, Copy)]
enum PieceKind {
    /// Boards too small for the symmetric search (n < 4): list them.
    Tiny(usize),
    Branch(Branch, State),
}

impl Piece {
    /// Counts the symmetry classes in this piece.
    pub fn count(&self) -> ClassCounts {
        match &self.kind {
            PieceKind::Tiny(n) => tiny(*n),
            PieceKind::Branch(branch, state) => branch.search(state),
        }
    }

    /// How many rows the piece fixes (its depth in the search tree).
    pub fn rows_fixed(&self) -> usize {
        match &self.kind {
            PieceKind::Tiny(_) => 0,
            PieceKind::Branch(_, state) => state.row,
        }
    }
}

/// The classes of a tiny board, by listing its solutions.
fn tiny(n: usize) -> ClassCounts {
    let mut counts = ClassCounts::default();
    for cols in Solutions::new(n).expect("tiny sizes are valid").filter(|c| is_canonical(c)) {
        let class_size = crate::board::symmetries(&cols)
            .iter()
            .collect::<std::collections::BTreeSet<_>>()
            .len();
        match class_size {
            8 => counts.of_eight += 1,
            4 => counts.of_four += 1,
            2 => counts.of_two += 1,
            _ => counts.of_one += 1,
        }
    }
    counts
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
/// let sum: ClassCounts = (0..plan.len()).map(|i| plan.count_piece(i)).sum();
/// assert_eq!((sum.total(), sum.unique()), (724, 92));
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
        let mut pieces = Vec::new();
        if n < 4 {
            pieces.push(Piece {
                kind: PieceKind::Tiny(n),
            });
            return CountPlan { n, pieces };
        }
        for (branch, start) in Branch::all(n) {
            let mut frontier = vec![start];
            while let Some(state) = frontier.pop() {
                let children = if state.row < rows { branch.children(&state) } else { Vec::new() };
                if children.is_empty() && state.row < rows && state.row < n - 1 {
                    continue; // a dead end while splitting: nothing to count
                }
                if children.is_empty() {
                    pieces.push(Piece {
                        kind: PieceKind::Branch(branch, state),
                    });
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

    /// Counts piece `index`; an index past the end counts nothing.
    pub fn count_piece(&self, index: usize) -> ClassCounts {
        self.pieces.get(index).map(Piece::count).unwrap_or_default()
    }
}
