//! Writing boards the ways the seeds do.

use crate::board::check_board;
use crate::Error;
use std::fmt;
use std::str::FromStr;

/// A way to write a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// LeetCode 51: `[".Q..","...Q","Q...","..Q."]`.
    LeetCode,
    /// `003_…`'s output: the 1-based column of each row's queen, `2 4 1 3`.
    OneBased,
    /// `004_…`'s `show()`: a grid of `1` (queen) and `0`.
    Grid,
}

/// The names of the formats, as used by [`Format::from_name`].
pub const FORMAT_NAMES: &[&str] = &["leetcode", "one-based", "grid"];

impl Format {
    /// All formats, in the order of [`FORMAT_NAMES`].
    pub const ALL: [Format; 3] = [Format::LeetCode, Format::OneBased, Format::Grid];

    /// The format's name, e.g. `"one-based"`; also its [`Display`](fmt::Display).
    pub fn name(self) -> &'static str {
        FORMAT_NAMES[self as usize]
    }

    /// The format called `name`: `"leetcode"`, `"one-based"` or `"grid"`;
    /// also its [`FromStr`].
    ///
    /// ```
    /// use nqueens_lab::Format;
    /// assert_eq!(Format::from_name("grid")?, Format::Grid);
    /// assert_eq!("one-based".parse::<Format>()?.to_string(), "one-based");
    /// assert!("ascii".parse::<Format>().is_err());
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn from_name(name: &str) -> Result<Format, Error> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == name)
            .ok_or_else(|| Error::UnknownName {
                kind: "format",
                name: name.to_string(),
                allowed: FORMAT_NAMES,
            })
    }

    /// Writes the board given by its column vector.
    ///
    /// ```
    /// use nqueens_lab::Format;
    /// let b = [1, 3, 0, 2];
    /// assert_eq!(Format::LeetCode.write(&b)?, r#"[".Q..","...Q","Q...","..Q."]"#);
    /// assert_eq!(Format::OneBased.write(&b)?, "2 4 1 3");
    /// assert_eq!(Format::Grid.write(&b)?, "0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0");
    /// # Ok::<(), nqueens_lab::Error>(())
    /// ```
    pub fn write(self, cols: &[u8]) -> Result<String, Error> {
        check_board(cols)?;
        Ok(match self {
            Format::LeetCode => {
                let rows: Vec<String> = leetcode_rows(cols)
                    .iter()
                    .map(|r| format!("\"{r}\""))
                    .collect();
                format!("[{}]", rows.join(","))
            }
            Format::OneBased => cols
                .iter()
                .map(|c| (c + 1).to_string())
                .collect::<Vec<_>>()
                .join(" "),
            Format::Grid => cols
                .iter()
                .map(|&q| {
                    (0..cols.len())
                        .map(|c| if c == q as usize { "1" } else { "0" })
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect::<Vec<_>>()
                .join("\n"),
        })
    }
}

/// The rows of a board as LeetCode 51 strings of `Q` and `.`.
///
/// ```
/// assert_eq!(nqueens_lab::leetcode_rows(&[1, 3, 0, 2]), [".Q..", "...Q", "Q...", "..Q."]);
/// ```
pub fn leetcode_rows(cols: &[u8]) -> Vec<String> {
    let n = cols.len();
    cols.iter()
        .map(|&q| {
            (0..n)
                .map(|c| if c == q as usize { 'Q' } else { '.' })
                .collect()
        })
        .collect()
}

/// LeetCode 51: every solution as rows of `Q` and `.`, in search order.
///
/// ```
/// let boards = nqueens_lab::solve_n_queens(4)?;
/// assert_eq!(boards, [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]);
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
pub fn solve_n_queens(n: usize) -> Result<Vec<Vec<String>>, Error> {
    Ok(crate::Solutions::new(n)?
        .map(|cols| leetcode_rows(&cols))
        .collect())
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = Error;
    fn from_str(name: &str) -> Result<Format, Error> {
        Format::from_name(name)
    }
}
