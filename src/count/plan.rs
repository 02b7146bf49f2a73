//! Cutting the count into independent pieces.

use super::join::{release_workspace, Chunk, Join};
use super::symmetric::{Branch, ClassCounts, State};
use super::turns::fixed_by_turns;
use crate::{check_size, symmetries, Error, Solutions};
use std::iter::Sum;
use std::ops::{Add, AddAssign};

/// What the pieces of a count add up to: the solutions, and how many of
/// them the symmetries of the board fix (from which the number of classes
/// follows, by Burnside's lemma).
///
/// Only the sum over all the pieces of a plan tells the unique count:
/// a single piece's share of it need not be a whole number.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PieceCounts {
    /// Solutions (OEIS A000170 for the whole plan).
    pub total: u64,
    /// The sum over the seven symmetries other than the identity of the
    /// solutions each fixes.
    pub fixed: u64,
}

impl PieceCounts {
    /// All solutions.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Solutions up to rotation and reflection (OEIS A002562), exact for
    /// the sum of every piece of a plan: (total + fixed) / 8.
    pub fn unique(&self) -> u64 {
        (self.total + self.fixed) / 8
    }

    /// This piece's share of the unique count, a multiple of 1/8 (exact as
    /// an `f64`); the shares of all the pieces add up to [`Self::unique`].
    pub fn unique_share(&self) -> f64 {
        (self.total + self.fixed) as f64 / 8.0
    }
}

impl Add for PieceCounts {
    type Output = PieceCounts;
    fn add(self, other: PieceCounts) -> PieceCounts {
        PieceCounts {
            total: self.total + other.total,
            fixed: self.fixed + other.fixed,
        }
    }
}

impl AddAssign for PieceCounts {
    fn add_assign(&mut self, other: PieceCounts) {
        *self = *self + other;
    }
}

impl Sum for PieceCounts {
    fn sum<I: Iterator<Item = PieceCounts>>(iter: I) -> PieceCounts {
        iter.fold(PieceCounts::default(), Add::add)
    }
}

/// One independent piece of a count.
#[derive(Debug, Clone, Copy)]
pub struct Piece {
    kind: Kind,
}

#[derive(Debug, Clone, Copy)]
enum Kind {
    /// A chunk of the join: some of one case's column groups.
    Join(Chunk),
    /// The solutions fixed by the half and quarter turns (none counted).
    Turns,
    /// A branch of the backtracking counter below its first rows (boards
    /// past the join's reach, see [`JOIN_MAX_N`]).
    Classes(ClassPiece),
    /// A board too small to split (n ≤ 3): every solution listed.
    Listing,
}

/// The largest board the join counts: from n = 22 its quadrant tables
/// (every placement in an 11×11 square, 67 million) would not fit in wasm
/// memory, so larger boards are cut into branches of the backtracking
/// counter instead (bounded memory; years of work at n = 32 all the same).
const JOIN_MAX_N: usize = 21;

/// Rows fixed by a backtracking piece (row 0's queen and two more): some
/// thousands of pieces from n = 22 on.
const CLASS_PIECE_ROWS: usize = 3;

/// A branch of the backtracking counter: the columns of its first rows and
/// what they attack in the next one.
#[derive(Debug, Clone, Copy)]
struct ClassPiece {
    top: u8,
    cols: [u8; CLASS_PIECE_ROWS],
    rows: u8,
    left: u32,
    down: u32,
    right: u32,
}

impl ClassPiece {
    fn new(branch: &Branch, state: &State) -> ClassPiece {
        let mut cols = [0; CLASS_PIECE_ROWS];
        for (col, bit) in cols.iter_mut().zip(&state.board[..state.row]) {
            *col = bit.trailing_zeros() as u8;
        }
        ClassPiece {
            top: branch.top() as u8,
            cols,
            rows: state.row as u8,
            left: state.left,
            down: state.down,
            right: state.right,
        }
    }

    fn count(&self, n: usize) -> PieceCounts {
        let mut board = [0; 32];
        for (bit, &col) in board.iter_mut().zip(&self.cols[..usize::from(self.rows)]) {
            *bit = 1 << col;
        }
        let classes: ClassCounts = Branch::new(n, usize::from(self.top)).search(&State {
            row: usize::from(self.rows),
            left: self.left,
            down: self.down,
            right: self.right,
            board,
        });
        // Burnside: the solutions plus those each other symmetry fixes are
        // 8 per class.
        PieceCounts {
            total: classes.total(),
            fixed: 8 * classes.unique() - classes.total(),
        }
    }

    /// The branches below the first [`CLASS_PIECE_ROWS`] rows, in search
    /// order (dead ends left out).
    fn all(n: usize) -> Vec<ClassPiece> {
        let mut pieces = Vec::new();
        for (branch, start) in Branch::all(n) {
            let mut frontier = vec![start];
            while let Some(state) = frontier.pop() {
                if state.row >= CLASS_PIECE_ROWS {
                    pieces.push(ClassPiece::new(&branch, &state));
                } else {
                    // Reversed so that pieces come out in search order.
                    frontier.extend(branch.children(&state).into_iter().rev());
                }
            }
        }
        pieces
    }
}

/// The count of an `n`×`n` board cut into independent pieces, in a fixed,
/// deterministic order, so that several workers can each build the same
/// plan and count the pieces handed to them by index.
///
/// The pieces are the chunks of the join counter (see docs/performance.md):
/// runs of the groups of one case, the solutions whose top half uses given
/// columns; and one small piece that counts the boards a turn of the board
/// maps to themselves, for the unique count. A thread keeps the tables of
/// the case it counted last (tens of MB from n = 18: consecutive pieces
/// share them) until [`CountPlan::release`] or the plan is dropped.
///
/// The counts of all pieces add up to the whole count:
///
/// ```
/// use nqueens_lab::{CountPlan, PieceCounts};
/// let plan = CountPlan::new(10)?;
/// assert!(plan.len() > 5);
/// let sum: PieceCounts = (0..plan.len()).filter_map(|i| plan.count_piece(i)).sum();
/// assert_eq!(plan.count_piece(plan.len()), None);
/// assert_eq!((sum.total(), sum.unique()), (724, 92));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
///
/// On several threads, each taking the next piece when it has finished one
/// (what `nqueens count N --threads T` does, with progress):
///
/// ```
/// use nqueens_lab::{CountPlan, PieceCounts};
/// use std::sync::atomic::{AtomicUsize, Ordering};
/// use std::thread;
///
/// let plan = CountPlan::new(12)?;
/// let next = AtomicUsize::new(0);
/// let sum: PieceCounts = thread::scope(|scope| {
///     let workers: Vec<_> = (0..4)
///         .map(|_| {
///             scope.spawn(|| {
///                 let mut mine = PieceCounts::default();
///                 while let Some(piece) = plan.count_piece(next.fetch_add(1, Ordering::Relaxed)) {
///                     mine += piece;
///                 }
///                 mine
///             })
///         })
///         .collect();
///     workers.into_iter().map(|w| w.join().unwrap()).sum()
/// });
/// assert_eq!((sum.total(), sum.unique()), (14_200, 1_787));
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct CountPlan {
    n: usize,
    join: Option<Join>,
    pieces: Vec<Piece>,
}

impl CountPlan {
    /// A plan with many small pieces, so that workers handed pieces one at
    /// a time all stay busy until the end.
    pub fn new(n: usize) -> Result<CountPlan, Error> {
        let n = check_size(n)?;
        if n <= 3 {
            return Ok(CountPlan {
                n,
                join: None,
                pieces: vec![Piece {
                    kind: Kind::Listing,
                }],
            });
        }
        if n > JOIN_MAX_N {
            let pieces = ClassPiece::all(n)
                .into_iter()
                .map(|p| Piece {
                    kind: Kind::Classes(p),
                })
                .collect();
            return Ok(CountPlan {
                n,
                join: None,
                pieces,
            });
        }
        let join = Join::new(n);
        // The turns first: a small piece, and the unique count is whole
        // as soon as the join's pieces are all in.
        let mut pieces = vec![Piece { kind: Kind::Turns }];
        pieces.extend(join.chunks().into_iter().map(|chunk| Piece {
            kind: Kind::Join(chunk),
        }));
        Ok(CountPlan {
            n,
            join: Some(join),
            pieces,
        })
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
    pub fn count_piece(&self, index: usize) -> Option<PieceCounts> {
        let piece = self.pieces.get(index)?;
        Some(match piece.kind {
            Kind::Join(chunk) => PieceCounts {
                total: self
                    .join
                    .as_ref()
                    .expect("a plan with join pieces")
                    .count_chunk(chunk),
                fixed: 0,
            },
            Kind::Turns => PieceCounts {
                total: 0,
                fixed: fixed_by_turns(self.n),
            },
            Kind::Classes(piece) => piece.count(self.n),
            Kind::Listing => count_by_listing(self.n),
        })
    }

    /// How many sets of tables a thread builds to count every piece of the
    /// plan in order: one per case of the join (a thread keeps one set at a
    /// time, and the pieces of a case come together), none for the pieces
    /// that need no tables. A count's estimate adds their building to the
    /// pieces' time: a thread counting a run of the plan builds the tables
    /// of each case the run meets.
    ///
    /// ```
    /// use nqueens_lab::CountPlan;
    /// // Even boards have one case; odd ones one for the centre and one per
    /// // cross off it.
    /// assert_eq!(CountPlan::new(16)?.table_sets(), 1);
    /// assert!(CountPlan::new(17)?.table_sets() > 1);
    /// // From n = 22 the pieces backtrack, without tables.
    /// assert_eq!(CountPlan::new(22)?.table_sets(), 0);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    #[must_use]
    pub fn table_sets(&self) -> usize {
        // The chunks come case by case: each change of case is a new set.
        let mut cases: Vec<u8> = self.join_cases().collect();
        cases.dedup();
        cases.len()
    }

    /// The case of each join piece, in the plan's order.
    fn join_cases(&self) -> impl Iterator<Item = u8> + '_ {
        self.pieces.iter().filter_map(|piece| match piece.kind {
            Kind::Join(chunk) => Some(chunk.case()),
            _ => None,
        })
    }

    /// Builds, on this thread, the tables piece `index` needs and keeps
    /// them (those of its case of the join), so that counting it next
    /// times the counting alone; nothing for other pieces or past the end.
    /// A count's estimate uses it: the tables are built once per case and
    /// thread, while every piece is counted.
    pub fn prepare_piece(&self, index: usize) {
        if let (
            Some(Piece {
                kind: Kind::Join(chunk),
            }),
            Some(join),
        ) = (self.pieces.get(index), &self.join)
        {
            join.prepare_chunk(*chunk);
        }
    }

    /// Counts every piece, one after the other, on this thread.
    ///
    /// ```
    /// let counts = nqueens_lab::CountPlan::new(8)?.count_all();
    /// assert_eq!((counts.total(), counts.unique()), (92, 12));
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    #[must_use]
    pub fn count_all(&self) -> PieceCounts {
        let sum = (0..self.len()).filter_map(|i| self.count_piece(i)).sum();
        self.release();
        sum
    }

    /// Counts the solutions only, on this thread: every piece but the one
    /// that only serves the unique count (the boards the turns fix).
    ///
    /// ```
    /// assert_eq!(nqueens_lab::CountPlan::new(10)?.count_total(), 724);
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    #[must_use]
    pub fn count_total(&self) -> u64 {
        let total = self
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, piece)| !matches!(piece.kind, Kind::Turns))
            .filter_map(|(i, _)| self.count_piece(i))
            .map(|counts| counts.total)
            .sum();
        self.release();
        total
    }

    /// Frees the tables this thread keeps between pieces (see the type's
    /// documentation); the next piece builds them again.
    pub fn release(&self) {
        release_workspace();
    }
}

impl Drop for CountPlan {
    fn drop(&mut self) {
        release_workspace();
    }
}

/// Lists every solution and the symmetries that fix it (tiny boards).
fn count_by_listing(n: usize) -> PieceCounts {
    let mut counts = PieceCounts::default();
    for cols in Solutions::new(n).expect("checked size") {
        counts.total += 1;
        let images = symmetries(&cols).expect("a solution is a permutation");
        counts.fixed += images[1..].iter().filter(|image| **image == cols).count() as u64;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The backtracking pieces (used from n = 22) add up to the whole
    /// count, unique included, on boards small enough to count.
    #[test]
    fn class_pieces_add_up() {
        let expected = [
            (8, 92, 12),
            (9, 352, 46),
            (10, 724, 92),
            (11, 2680, 341),
            (12, 14200, 1787),
        ];
        for (n, total, unique) in expected {
            let sum: PieceCounts = ClassPiece::all(n).iter().map(|piece| piece.count(n)).sum();
            assert_eq!((sum.total(), sum.unique()), (total, unique), "n={n}");
        }
    }

    /// The sets of tables are the join's cases, each met once in order.
    #[test]
    fn table_sets_are_the_cases() {
        for n in 4..=21 {
            let plan = CountPlan::new(n).unwrap();
            let join = plan.join.as_ref().unwrap();
            let cases: Vec<u8> = plan.join_cases().collect();
            assert!(cases.is_sorted(), "n={n}: the chunks come case by case");
            assert_eq!(plan.table_sets(), join.case_count(), "n={n}");
            if n % 2 == 0 {
                assert_eq!(plan.table_sets(), 1, "n={n}");
            }
        }
        // The centre and 45 crosses off it, each for its eight images.
        assert_eq!(CountPlan::new(21).unwrap().table_sets(), 46);
        assert_eq!(CountPlan::new(3).unwrap().table_sets(), 0);
    }

    /// A plan past the join's reach is cut into backtracking pieces.
    #[test]
    fn large_boards_have_backtracking_pieces() {
        for n in [22, 32] {
            let plan = CountPlan::new(n).unwrap();
            assert!(plan.len() > 1_000, "n={n}: {} pieces", plan.len());
            assert!(plan
                .pieces()
                .iter()
                .all(|p| matches!(p.kind, Kind::Classes(_))));
        }
    }
}
