//! The lazy, resumable iterator over all solutions.

use crate::{check_size, Error};

/// A mask with the low `n` bits set: the columns of the board.
pub(crate) fn full_mask(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

/// Whether the last queen (row `n - 1`) of some solution of the `n`×`n`
/// board stands in column `col`: where a step machine can report a
/// solution. False when `n` is not a board size (1 to 32) or `col` is off
/// the board.
///
/// ```
/// use nqueens_lab::is_last_queen_column;
/// assert!(is_last_queen_column(1, 0));
/// assert!(!is_last_queen_column(2, 1)); // 2×2 has no solution
/// assert!(!is_last_queen_column(6, 0)); // no 6-queens solution has a corner queen
/// assert!(is_last_queen_column(32, 31));
/// ```
#[must_use]
pub fn is_last_queen_column(n: usize, col: usize) -> bool {
    if check_size(n).is_err() || col >= n {
        return false;
    }
    // From n = 7 on, every column holds the last queen of some solution
    // (the tests check it against an independent search up to n = 32);
    // below, the solutions are few (at most 10) and are looked at.
    n >= 7 || Solutions::new(n).is_ok_and(|mut all| all.any(|cols| usize::from(cols[n - 1]) == col))
}

/// Every solution of the n-queens puzzle, lazily, in the seeds' depth-first
/// order.
///
/// Each item is the column vector of a solution (`cols[row]` is the 0-based
/// column of the queen in `row`). Rows are filled top to bottom and columns
/// tried left to right, so solutions come in lexicographic order of that
/// vector. The iterator keeps only the path from the root of the search
/// tree: memory is O(n) however far it has gone, and it can be paused and
/// resumed at will. No allocation happens per search node; only the yielded
/// vector is allocated (use [`Solutions::next_into`] to avoid even that).
///
/// ```
/// use nqueens_lab::Solutions;
/// let four: Vec<Vec<u8>> = Solutions::new(4)?.collect();
/// assert_eq!(four, vec![vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
///
/// let first_of_eight = Solutions::new(8)?.next().unwrap();
/// assert_eq!(first_of_eight, [0, 4, 7, 5, 2, 6, 1, 3]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Solutions {
    n: usize,
    full: u32,
    /// Row currently being filled.
    depth: usize,
    /// Columns not yet tried and not attacked, per row on the path.
    avail: [u32; 32],
    /// Columns taken by the queens above, per row on the path.
    taken_cols: [u32; 32],
    /// Squares attacked along diagonals (`row - col` constant) in each row.
    diag: [u32; 32],
    /// Squares attacked along anti-diagonals (`row + col` constant) in each row.
    anti: [u32; 32],
    cols: [u8; 32],
    finished: bool,
    yielded: u64,
}

impl Solutions {
    /// Starts the search on an `n`×`n` board, `1 <= n <= 32`.
    pub fn new(n: usize) -> Result<Self, Error> {
        let n = check_size(n)?;
        let full = full_mask(n);
        let mut avail = [0; 32];
        avail[0] = full;
        Ok(Solutions {
            n,
            full,
            depth: 0,
            avail,
            taken_cols: [0; 32],
            diag: [0; 32],
            anti: [0; 32],
            cols: [0; 32],
            finished: false,
            yielded: 0,
        })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// How many solutions have been yielded so far.
    pub fn yielded(&self) -> u64 {
        self.yielded
    }

    /// Whether the search is over: the iterator has returned `None` (or
    /// [`Solutions::next_into`] `false`) and will keep doing so.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// Advances to the next solution and writes it into `out[..n]`, without
    /// allocating. Returns `false` (leaving `out` untouched) when the search
    /// is over.
    ///
    /// # Panics
    /// If `out` is shorter than `n` (before searching, so no solution is
    /// lost).
    pub fn next_into(&mut self, out: &mut [u8]) -> bool {
        assert!(
            out.len() >= self.n,
            "next_into needs room for {} columns, got {}",
            self.n,
            out.len()
        );
        if !self.advance() {
            return false;
        }
        out[..self.n].copy_from_slice(&self.cols[..self.n]);
        true
    }

    /// Fills `out` with as many whole solutions as fit (`n` bytes each) and
    /// returns how many it wrote: the batch path for callers that want
    /// throughput (JavaScript gets them as one typed array). Fewer than fit
    /// means the search is over; so does 0, unless `out` is shorter than `n`
    /// ([`Solutions::is_finished`] tells).
    pub fn next_batch(&mut self, out: &mut [u8]) -> usize {
        let n = self.n;
        let mut written = 0;
        for chunk in out.chunks_exact_mut(n) {
            if !self.next_into(chunk) {
                break;
            }
            written += 1;
        }
        written
    }

    /// The depth-first search, resumed where it stopped. Returns `true`
    /// with `self.cols` holding the next solution.
    fn advance(&mut self) -> bool {
        if self.finished {
            return false;
        }
        let n = self.n;
        let mut d = self.depth;
        loop {
            let avail = self.avail[d];
            if avail == 0 {
                if d == 0 {
                    self.finished = true;
                    return false;
                }
                d -= 1;
                continue;
            }
            let bit = avail & avail.wrapping_neg();
            self.avail[d] = avail ^ bit;
            self.cols[d] = bit.trailing_zeros() as u8;
            if d + 1 == n {
                self.depth = d;
                self.yielded += 1;
                return true;
            }
            let taken = self.taken_cols[d] | bit;
            // Moving down a row, a diagonal (row - col constant) moves one
            // column right and an anti-diagonal one column left.
            let diag = (self.diag[d] | bit) << 1;
            let anti = (self.anti[d] | bit) >> 1;
            let next = self.full & !(taken | diag | anti);
            if next == 0 {
                continue; // a dead end: no need to go down and back up
            }
            d += 1;
            self.taken_cols[d] = taken;
            self.diag[d] = diag;
            self.anti[d] = anti;
            self.avail[d] = next;
        }
    }
}

impl Iterator for Solutions {
    type Item = Vec<u8>;

    fn next(&mut self) -> Option<Vec<u8>> {
        if self.advance() {
            Some(self.cols[..self.n].to_vec())
        } else {
            None
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        if self.finished {
            (0, Some(0))
        } else {
            (0, None)
        }
    }
}

impl std::iter::FusedIterator for Solutions {}
