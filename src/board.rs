//! Squares, lines of attack, validation and the eight symmetries of a board.
//!
//! A board with one queen a row is stored as its column vector: `cols[row]`
//! is the 0-based column of the queen in `row`.

use crate::{check_size, Error};
use std::fmt;

/// A square of the board, 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Square {
    /// Row, counted from the top, 0-based.
    pub row: usize,
    /// Column, counted from the left, 0-based.
    pub col: usize,
}

/// The line along which one queen attacks another square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Line {
    /// Same column.
    Column,
    /// Same diagonal running top-left to bottom-right (`row - col` constant),
    /// the seeds' `leftTop` array, index `row - col + n - 1`.
    Diagonal,
    /// Same anti-diagonal running top-right to bottom-left (`row + col`
    /// constant), the seeds' `rightTop` array, index `row + col`.
    AntiDiagonal,
}

impl Line {
    /// The line's name as used in the JavaScript API; also its
    /// [`Display`](fmt::Display).
    pub fn name(self) -> &'static str {
        match self {
            Line::Column => "column",
            Line::Diagonal => "diagonal",
            Line::AntiDiagonal => "anti-diagonal",
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a queen at `from` attacks `to`, if it does, checking lines in the
/// order of the seeds' `isValid`: column, then the two diagonals.
/// Two queens in the same row are not considered: rows never share queens here.
pub fn attack_line(from: Square, to: Square) -> Option<Line> {
    if from.col == to.col {
        Some(Line::Column)
    } else if from.row as isize - from.col as isize == to.row as isize - to.col as isize {
        Some(Line::Diagonal)
    } else if from.row + from.col == to.row + to.col {
        Some(Line::AntiDiagonal)
    } else {
        None
    }
}

/// A pair of queens that attack each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Conflict {
    /// The queen in the upper row.
    pub a: Square,
    /// The queen in the lower row.
    pub b: Square,
    /// The line they share.
    pub line: Line,
}

/// Checks a complete board given as a column vector.
///
/// Returns every attacking pair (empty for a solution), or an error when the
/// board is malformed (size out of range, a column off the board).
///
/// ```
/// use nqueens_lab::validate;
/// assert!(validate(&[1, 3, 0, 2]).unwrap().is_empty());
/// let conflicts = validate(&[0, 1, 2, 3]).unwrap();
/// assert_eq!(conflicts.len(), 6); // all four on one diagonal
/// ```
pub fn validate(cols: &[u8]) -> Result<Vec<Conflict>, Error> {
    check_board(cols)?;
    let mut conflicts = Vec::new();
    for (i, &ci) in cols.iter().enumerate() {
        for (j, &cj) in cols.iter().enumerate().skip(i + 1) {
            let a = Square {
                row: i,
                col: ci as usize,
            };
            let b = Square {
                row: j,
                col: cj as usize,
            };
            if let Some(line) = attack_line(a, b) {
                conflicts.push(Conflict { a, b, line });
            }
        }
    }
    Ok(conflicts)
}

/// The eight images of a board under the symmetries of the square, each
/// as a column vector, in this order: the board itself; turned a quarter,
/// a half and three quarters clockwise; then the mirror image (left and
/// right swapped) of each of those four.
///
/// The board must have one queen in every row and every column (a
/// permutation of `0..n`, as every solution is), so that each image is
/// again a column vector; anything else is an [`Error::InvalidBoard`].
///
/// ```
/// use nqueens_lab::symmetries;
/// let images = symmetries(&[1, 3, 0, 2])?;
/// assert_eq!(images[1], [1, 3, 0, 2]); // the same after a quarter turn
/// assert_eq!(images[4], [2, 0, 3, 1]); // the mirror image
/// // Queens at (0,0) and (1,1): a quarter turn clockwise moves them to
/// // (0,2) and (1,1), and the row-2 queen from column 2 to column 0.
/// assert_eq!(symmetries(&[0, 1, 2])?[1], [2, 1, 0]);
/// assert!(symmetries(&[0, 0]).is_err());
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn symmetries(cols: &[u8]) -> Result<[Vec<u8>; 8], Error> {
    check_permutation(cols)?;
    let n = cols.len();
    let last = (n - 1) as u8;
    let mut rot90 = vec![0u8; n]; // (r, c) -> (c, n-1-r)
    for (r, &c) in cols.iter().enumerate() {
        rot90[c as usize] = last - r as u8;
    }
    let rot180: Vec<u8> = cols.iter().rev().map(|&c| last - c).collect();
    let mut rot270 = vec![0u8; n]; // (r, c) -> (n-1-c, r)
    for (r, &c) in cols.iter().enumerate() {
        rot270[(last - c) as usize] = r as u8;
    }
    let mirror = |b: &[u8]| b.iter().map(|&c| last - c).collect::<Vec<u8>>();
    Ok([
        cols.to_vec(),
        rot90.clone(),
        rot180.clone(),
        rot270.clone(),
        mirror(cols),
        mirror(&rot90),
        mirror(&rot180),
        mirror(&rot270),
    ])
}

/// Checks that a board given as a column vector has a size in range and
/// every queen on the board; returns the size.
pub(crate) fn check_board(cols: &[u8]) -> Result<usize, Error> {
    let n = check_size(cols.len())?;
    match cols.iter().position(|&c| c as usize >= n) {
        Some(row) => Err(Error::InvalidBoard(format!(
            "row {row} has column {}, but columns run from 0 to {}",
            cols[row],
            n - 1
        ))),
        None => Ok(n),
    }
}

/// Checks that a board has a size in range and one queen in every row and
/// every column.
fn check_permutation(cols: &[u8]) -> Result<(), Error> {
    check_board(cols)?;
    let mut seen = 0u64;
    for &col in cols {
        if seen & 1 << col != 0 {
            return Err(Error::InvalidBoard(format!(
                "column {col} has more than one queen"
            )));
        }
        seen |= 1 << col;
    }
    Ok(())
}

/// Whether a solution is the representative of its symmetry class: the
/// lexicographically smallest of its eight images, hence the first of its
/// class that [`Solutions`](crate::Solutions) yields.
///
/// A board that is not a solution is an [`Error::InvalidBoard`] that names
/// two queens attacking each other.
///
/// ```
/// use nqueens_lab::is_canonical;
/// // The two 4-queens solutions are mirror images; the first is canonical.
/// assert!(is_canonical(&[1, 3, 0, 2])?);
/// assert!(!is_canonical(&[2, 0, 3, 1])?);
/// assert!(is_canonical(&[0, 1, 2, 3]).is_err()); // all on one diagonal
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn is_canonical(cols: &[u8]) -> Result<bool, Error> {
    if let Some(c) = validate(cols)?.first() {
        return Err(Error::InvalidBoard(format!(
            "not a solution: the queens in rows {} and {} share a {}",
            c.a.row,
            c.b.row,
            c.line.name()
        )));
    }
    Ok(symmetries(cols)?
        .iter()
        .all(|image| cols <= image.as_slice()))
}
